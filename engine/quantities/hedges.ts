/**
 * Hedges and bounds written before a figure (`about`, `more than`, `within`, `since`, `by`): a figure under one is
 * compatible with nearby values, so it must not be read as an exact claim.
 */
import type { Hedge, HedgeKind } from './types.ts';

const HEDGES: ReadonlyArray<readonly [HedgeKind, readonly string[]]> = [
  ['approximate', ['about', 'around', 'roughly', 'approximately', 'nearly', 'almost', 'some', 'close to', 'an estimated',
    'estimated', 'circa', 'as many as', 'as much as', 'as few as', 'as little as', 'just over', 'just under']],
  ['lower-bound', ['more than', 'over', 'above', 'at least', 'exceeding', 'in excess of', 'upwards of', 'no fewer than',
    'no less than', 'better than', 'greater than', 'higher than', 'beyond']],
  ['upper-bound', ['less than', 'fewer than', 'under', 'below', 'up to', 'at most', 'within', 'no more than', 'lower than',
    'smaller than', 'not more than']],
  ['time-bound', ['since', 'until', 'till', 'before', 'after', 'no later than', 'not before']],
];
/** Bounds that apply to dates and years only (`by 2028`, `from 2024`, `through 2030`); `by 85 seconds` is a difference. */
const TIME_ONLY = ['by', 'from', 'through', 'as of', 'by the end of', 'from the end of', 'through the end of'];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: readonly string[]): string =>
  [...words].sort((a, b) => b.length - a.length).map((w) => escape(w).replace(/ /g, '\\s+')).join('|');
const HEDGE_RES: ReadonlyArray<readonly [HedgeKind, RegExp]> = HEDGES.map(([kind, words]) =>
  [kind, new RegExp(`(?<![\\p{L}\\p{N}])(${alternation(words)})\\s+$`, 'iu')] as const);
const TIME_RE = new RegExp(`(?<![\\p{L}\\p{N}])(${alternation(TIME_ONLY)})\\s+$`, 'iu');

/** The hedge or bound right before offset `start` of `text` (date-only bounds when `isTime`), or null. */
export function readHedge(text: string, start: number, isTime: boolean): Hedge | null {
  const before = text.slice(Math.max(0, start - 40), start);
  const offset = Math.max(0, start - 40);
  const found: Array<readonly [HedgeKind, RegExpExecArray]> = [];
  for (const [kind, re] of HEDGE_RES) {
    const m = re.exec(before);
    if (m !== null) found.push([kind, m]);
  }
  if (isTime) {
    const m = TIME_RE.exec(before);
    if (m !== null) found.push(['time-bound', m]);
  }
  if (found.length === 0) return null;
  // The longest phrase wins (`no more than` over `more than`).
  const [kind, m] = found.sort((x, y) => y[1][1].length - x[1][1].length)[0];
  const hedgeStart = offset + m.index;
  return { kind, start: hedgeStart, end: hedgeStart + m[1].length, text: m[1] };
}

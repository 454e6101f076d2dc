/**
 * What a plan states about quantities, read with the engine's quantity reader: every quantity of every plan span
 * with its role (what it measures), so a check can tell a figure moved into another role (`420 passengers over 50
 * kilometres`, where the plan's 50 is minutes) from a value the plan already states for the same thing.
 */
import { sameQuantity, type Quantity } from '../../engine/quantities.ts';
import { quantitiesOf } from './quantityReadings.ts';
import { createObjectMemo } from './textMemo.ts';
import type { EvidenceSpan } from '../../engine/types.ts';

/** A quantity of a plan span, with its span id and role words. */
export interface PlanQuantity {
  spanId: string;
  text: string;
  quantity: Quantity;
  role: ReadonlySet<string>;
}

const STOP = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'by', 'with', 'and', 'or', 'but', 'from', 'as', 'its', 'it',
  'is', 'was', 'were', 'are', 'be', 'been', 'has', 'had', 'have', 'that', 'this', 'which', 'who', 'their', 'his', 'her',
  'than', 'into', 'after', 'before', 'over', 'per', 'also', 'would', 'will', 'about', 'some', 'more', 'less', 'up', 'down',
  'out', 'each', 'every', 'only', 'all', 'just', 'nearly', 'around', 'almost', 'they', 'there', 'then', 'them', 'our',
  'these', 'those', 'such', 'other', 'between', 'during', 'since', 'until', 'within', 'under', 'not', 'no', 'so', 'said',
]);

/** Singular-ish lemma of a lower-case word (`passengers` → `passenger`, `stories` → `story`). */
function lemma(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Up to `n` content words of `text` read forwards (or backwards), stopping at punctuation or a digit. */
function nearWords(text: string, n: number, backwards: boolean): string[] {
  const words: string[] = [];
  const pieces = text.split(/([,;:.()!?"]|\d[\d,.]*)/);
  const stream = backwards ? pieces.reverse() : pieces;
  for (const piece of stream) {
    if (/^[,;:.()!?"]$/.test(piece) || /^\d/.test(piece)) break;
    const found = piece.toLowerCase().match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [];
    for (const w of backwards ? found.reverse() : found) {
      if (words.length >= n) return words;
      if (!STOP.has(w)) words.push(lemma(w));
    }
  }
  return words;
}

/** Role words of a quantity in its text: its counted noun and the content words right around it. */
export function roleOf(text: string, q: Quantity): Set<string> {
  const role = new Set<string>([...nearWords(text.slice(q.end), 2, false), ...nearWords(text.slice(0, q.start), 2, true)]);
  if (q.noun !== undefined) role.add(lemma(q.noun));
  return role;
}

/** Every quantity of every plan span, with its role (computed once per plan array). */
const planQuantityMemo = createObjectMemo<readonly EvidenceSpan[], PlanQuantity[]>();
export function planQuantities(plan: readonly EvidenceSpan[]): readonly PlanQuantity[] {
  return planQuantityMemo(plan, () =>
    plan.flatMap((span) => quantitiesOf(span.text).map((quantity) => ({ spanId: span.id, text: span.text, quantity, role: roleOf(span.text, quantity) }))));
}

/** Dimensions whose quantities need role words to be told apart (a unit or currency already says what is measured). */
const WORDED = new Set(['count', 'ordinal', 'fraction', 'multiplier']);

/**
 * Whether the plan states quantity `q` (read in `text`) for the same thing: an equal quantity (`sameQuantity`) whose
 * role shares a word with `q`'s, or any equal quantity when the dimension carries a unit (two lengths of 50 metres
 * are not told apart) or when either role is empty. The plan span that states it, or null.
 */
export function planStatesForSameRole(text: string, q: Quantity, plan: readonly EvidenceSpan[]): PlanQuantity | null {
  const role = roleOf(text, q);
  for (const p of planQuantities(plan)) {
    if (!sameQuantity(q, p.quantity)) continue;
    if (!WORDED.has(q.dimension) || role.size === 0 || p.role.size === 0) return p;
    for (const w of role) if (p.role.has(w)) return p;
  }
  return null;
}

/** Whether any plan quantity has the figure value of `q` (the digits or words of the plan repeat it, in any role). */
export function planHasFigureValue(q: Quantity, plan: readonly EvidenceSpan[]): boolean {
  return planQuantities(plan).some((p) => p.quantity.figure.value === q.figure.value && p.quantity.dimension !== 'date');
}

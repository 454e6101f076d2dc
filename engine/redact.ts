/**
 * Redaction policy (SPEC A8): unsupported claims' draft spans merged and replaced by one notice per merged range.
 */
import type { Verdict } from './types.ts';

/** The text that replaces each merged unsupported range. */
export const REDACTION_NOTICE = '[unsupported claim removed]';

/** A half-open [start, end) range of JavaScript string indices. */
export type Range = [number, number];

const WHITESPACE_ONLY = /^\s*$/;

/**
 * Sorts ranges, drops empty ones and merges those that overlap, touch, or (given `text`) are separated only by
 * whitespace. Ranges are clamped to [0, text.length] when `text` is given.
 */
export function mergeRanges(ranges: ReadonlyArray<readonly [number, number]>, text?: string): Range[] {
  const limit = text === undefined ? Infinity : text.length;
  const sorted = ranges
    .map(([s, e]): Range => [Math.max(0, Math.min(s, limit)), Math.max(0, Math.min(e, limit))])
    .filter(([s, e]) => e > s)
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const merged: Range[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    const joins =
      last !== undefined &&
      (start <= last[1] || (text !== undefined && WHITESPACE_ONLY.test(text.slice(last[1], start))));
    if (joins) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The draft with every merged range of unsupported claims replaced by REDACTION_NOTICE; other text byte-identical. */
export function redact(
  draft: string,
  claims: ReadonlyArray<{ draftSpan: readonly [number, number]; verdict: Verdict }>,
): string {
  const ranges = mergeRanges(
    claims.filter((c) => c.verdict === 'unsupported').map((c) => c.draftSpan),
    draft,
  );
  let out = '';
  let cursor = 0;
  for (const [start, end] of ranges) {
    out += draft.slice(cursor, start) + REDACTION_NOTICE;
    cursor = end;
  }
  return out + draft.slice(cursor);
}

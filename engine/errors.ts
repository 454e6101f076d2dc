/**
 * Typed errors with stable codes (STYLE 6) and "did you mean" suggestions for unknown names.
 */

/** A setup or input error: `code` is stable, `message` starts with the owner's id. */
export class VerityError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'VerityError';
  }
}

/** Levenshtein edit distance between two strings. */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length];
}

/** Up to three known names closest to `name` (edit distance ≤ max(2, ⌊len/3⌋), or sharing a prefix). */
export function suggestNames(name: string, known: readonly string[]): string[] {
  const limit = Math.max(2, Math.floor(name.length / 3));
  return known
    .map((k) => ({ k, d: editDistance(name.toLowerCase(), k.toLowerCase()) }))
    .filter(({ k, d }) => d <= limit || k.startsWith(name) || name.startsWith(k))
    .sort((x, y) => x.d - y.d || x.k.localeCompare(y.k))
    .slice(0, 3)
    .map(({ k }) => k);
}

/** Throws a VerityError `unknown-<kind>` naming the unknown id, the near names and every known name. */
export function unknownName(kind: string, name: string, known: readonly string[]): VerityError {
  const near = suggestNames(name, known);
  const hint = near.length ? ` Did you mean ${near.map((n) => `'${n}'`).join(' or ')}?` : '';
  return new VerityError(`unknown-${kind}`, `${kind}: unknown id '${name}'.${hint} Known: ${known.join(', ')}.`);
}

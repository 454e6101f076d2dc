/**
 * Candidate selection (SPEC A5): cited truth spans ∪ the top-m truth spans by raw cosine, ties in plan order.
 */

const MARKER = /^\[?S(\d+)\]?$/i;

/** Truth index of a cited marker (`S1` → 0, `[S2]` → 1) among `truthCount` truth spans, or -1 when unresolved. */
export function resolveMarkerIndex(marker: string, truthCount: number): number {
  const k = plainMarkerNumber(marker) - 1;
  if (k >= -1) return k >= 0 && k < truthCount ? k : -1;
  const m = MARKER.exec(marker.trim());
  if (m === null) return -1;
  const index = Number(m[1]) - 1;
  return index >= 0 && index < truthCount ? index : -1;
}

/** The number of a bare `S12`/`s12` marker (no brackets, no spaces), or −1 for any other string. */
function plainMarkerNumber(marker: string): number {
  const first = marker.charCodeAt(0);
  if ((first !== 83 && first !== 115) || marker.length < 2 || marker.length > 16) return -1;
  let n = 0;
  for (let i = 1; i < marker.length; i++) {
    const c = marker.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** Work buffers of markTopM, at least `m` long (reused across calls to spare an allocation per claim). */
export interface TopMBuffers {
  top: Int32Array;
  rank: Float64Array;
}

/**
 * Sets `chosen[k] = 1` for the top-`m` entries of `cosines` (raw cosine, descending); an equal cosine never displaces
 * an earlier span, and NaN ranks below every number.
 */
export function markTopM(cosines: Float64Array, m: number, chosen: Uint8Array, buffers?: TopMBuffers): void {
  const n = cosines.length;
  if (m >= n) {
    chosen.fill(1);
    return;
  }
  if (m <= 0) return;
  const reuse = buffers !== undefined && buffers.top.length >= m;
  const top = reuse ? buffers.top : new Int32Array(m);
  const rank = reuse ? buffers.rank : new Float64Array(m);
  let size = 0;
  for (let k = 0; k < n; k++) {
    const r = Number.isNaN(cosines[k]) ? -Infinity : cosines[k];
    if (size === m && r <= rank[m - 1]) continue;
    let at = size < m ? size++ : m - 1;
    while (at > 0 && rank[at - 1] < r) {
      top[at] = top[at - 1];
      rank[at] = rank[at - 1];
      at--;
    }
    top[at] = k;
    rank[at] = r;
  }
  for (let i = 0; i < size; i++) chosen[top[i]] = 1;
}

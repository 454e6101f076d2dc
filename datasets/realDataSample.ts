/**
 * A fixed, stratified sample of the distinct real-data texts, for checks too slow to run on all 32 MB in the test
 * suite (the benchmark keeps the whole-corpus check). Strata: dataset folder × script (pure ASCII or not) × length
 * band; within a stratum the texts with the smallest FNV-1a hash are taken, so the sample depends on the data alone,
 * never on file order or a random draw.
 */
import { collectRealDataTextsByFolder } from './realDataText.ts';

/** Upper bounds (UTF-16 code units, inclusive) of the length bands; the last band takes every longer text. */
export const SAMPLE_LENGTH_BANDS = [80, 400] as const;
/** Texts taken from each stratum (all of them when it holds fewer). */
export const SAMPLE_PER_STRATUM = 48;

/** The sample: texts in stratum order, and how many each stratum gave (key `folder/ascii|non-ascii/band`). */
export interface RealDataSample {
  texts: string[];
  strata: Record<string, number>;
}

/** FNV-1a over UTF-16 code units, as an unsigned 32-bit integer. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The stratum key of a text of `folder`. */
export function stratumOf(folder: string, text: string): string {
  // eslint-disable-next-line no-control-regex
  const script = /^[\u0000-\u007f]*$/.test(text) ? 'ascii' : 'non-ascii';
  const band = SAMPLE_LENGTH_BANDS.findIndex((max) => text.length <= max);
  return `${folder}/${script}/${band < 0 ? SAMPLE_LENGTH_BANDS.length : band}`;
}

/** The stratified sample of the distinct texts under `root` (see the module comment). */
export function realDataSample(root: string, perStratum: number = SAMPLE_PER_STRATUM): RealDataSample {
  const byStratum = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const { folder, texts } of collectRealDataTextsByFolder(root)) {
    for (const text of texts) {
      if (seen.has(text)) continue;
      seen.add(text);
      const key = stratumOf(folder, text);
      const members = byStratum.get(key);
      if (members === undefined) byStratum.set(key, [text]);
      else members.push(text);
    }
  }
  const sample: RealDataSample = { texts: [], strata: {} };
  for (const key of [...byStratum.keys()].sort()) {
    const ranked = byStratum.get(key)!.map((text) => ({ text, rank: fnv1a(text) }));
    ranked.sort((a, b) => a.rank - b.rank || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    const taken = ranked.slice(0, Math.max(0, perStratum));
    sample.strata[key] = taken.length;
    for (const { text } of taken) sample.texts.push(text);
  }
  return sample;
}

/**
 * MRPC paraphrase pairs (Dolan & Brockett 2005, test split) and the rank statistics the embedder evaluation prints.
 * The data stays in `../shared/real-data`; nothing of it is copied into the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { VerityError } from '../../engine/errors.ts';
import { auroc as labelledAuroc } from '../../suites/research/labelMetrics.ts';

/** One labelled pair: `paraphrase` is the file's Quality column (1 = equivalent). */
export interface MrpcPair {
  paraphrase: boolean;
  a: string;
  b: string;
}

/** Parses MRPC's TSV: UTF-8 BOM, header line, no quoting, `<QUOTE>` for `"`, five tab-separated columns. */
export function parseMrpc(text: string, file = 'msr_paraphrase_test.txt'): MrpcPair[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const pairs: MrpcPair[] = [];
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === '') return;
    const fields = line.split('\t');
    if (fields.length !== 5) {
      throw new VerityError('bad-mrpc-line', `eval-embedder: ${file}:${i + 1}: expected 5 tab-separated fields, got ${fields.length}`);
    }
    if (fields[0] !== '0' && fields[0] !== '1') {
      throw new VerityError('bad-mrpc-line', `eval-embedder: ${file}:${i + 1}: field Quality must be 0 or 1, got '${fields[0]}'`);
    }
    const unquote = (s: string) => s.replace(/<QUOTE>/g, '"');
    pairs.push({ paraphrase: fields[0] === '1', a: unquote(fields[3]), b: unquote(fields[4]) });
  });
  return pairs;
}

/** Reads an MRPC file; throws `mrpc-missing` naming the path when it is absent. */
export function readMrpc(file: string): MrpcPair[] {
  if (!existsSync(file)) throw new VerityError('mrpc-missing', `eval-embedder: MRPC file not found: ${file}`);
  return parseMrpc(readFileSync(file, 'utf8'), file);
}

/** Area under the ROC curve in [0, 1] of `scores` for `positive` labels (ties count one half); NaN when a class is empty. */
export function auroc(scores: readonly number[], positive: readonly boolean[]): number {
  return labelledAuroc(scores.map((score, i) => ({ score, positive: positive[i] }))) ?? Number.NaN;
}

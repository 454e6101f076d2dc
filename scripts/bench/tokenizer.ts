/**
 * Tokenizer benchmark: the chunked reference pipeline (`tokenizeReference`, the honest baseline) against the dispatching
 * `tokenize` (ASCII scanner fast path), over the same texts in the same run. Prints nothing; never a test.
 */
import { tokenize, tokenizeReference } from '../../engine/tokens.ts';
import { findTokenizerMismatches } from '../../engine/tokens/realDataEquivalence.ts';
import { median } from './cliChild.ts';

/** Throughputs in MB/s (10^6 UTF-8 bytes per second), `ratio` = fast / reference, mismatching text count, corpus MB. */
export interface TokenizerBench {
  reference_mb_s: number;
  fast_mb_s: number;
  ratio: number;
  mismatches: number;
  corpus_mb: number;
}

/** Options of `benchTokenizer`: timed repetitions per tokenizer (median taken; ≥ 1). */
export interface TokenizerBenchOptions {
  repetitions?: number;
}

/**
 * Times both tokenizers over `texts`: one untimed pass of each (the warm-up, also counting texts whose token lists
 * differ), then `repetitions` (default 3) interleaved timed passes of each; reports median throughputs.
 */
export function benchTokenizer(texts: string[], options: TokenizerBenchOptions = {}): TokenizerBench {
  const repetitions = Math.max(1, options.repetitions ?? 3);
  const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t, 'utf8'), 0);
  const mismatches = findTokenizerMismatches(texts).length;
  const referenceMs: number[] = [];
  const fastMs: number[] = [];
  for (let r = 0; r < repetitions; r++) {
    referenceMs.push(timePass(texts, tokenizeReference));
    fastMs.push(timePass(texts, tokenize));
  }
  const referenceMbS = bytes / 1e6 / (median(referenceMs) / 1000);
  const fastMbS = bytes / 1e6 / (median(fastMs) / 1000);
  return {
    reference_mb_s: round(referenceMbS),
    fast_mb_s: round(fastMbS),
    ratio: round(fastMbS / referenceMbS),
    mismatches,
    corpus_mb: round(bytes / 1e6),
  };
}

/** Milliseconds for one pass of `tokenizer` over every text. */
function timePass(texts: string[], tokenizer: (text: string) => string[]): number {
  let tokenCount = 0;
  const start = process.hrtime.bigint();
  for (const text of texts) tokenCount += tokenizer(text).length;
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  if (tokenCount < 0) throw new Error('unreachable: keeps the token count observable');
  return elapsed;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

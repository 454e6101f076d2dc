/**
 * Optional LLM paraphraser (used only when `--llm` is configured): rewrites the source sentence of each `paraphrase`
 * case and keeps the rewrite only when it passes the `paraphrase` class check, the check rule-based paraphrases pass
 * (numerics, names, polarity, modality, quantifiers, directions, tense, who did what); caches answers on disk keyed
 * by model + prompt + text. The cache holds only the model id, the sentence hash and the answer: never a key or a header.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LabelledCase } from '../datasets/types.ts';
import type { ChatMessage, LlmProvider } from '../engine/types.ts';
import { measureDifficulty } from './difficulty.ts';
import { paraphrase } from './paraphrase.ts';
import type { CorpusView } from './types.ts';
import { writeTextAtomic } from '../engine/io/atomicFile.ts';
import { sealText, unsealText } from '../engine/io/sealedText.ts';

/** The fixed instruction of the LLM paraphraser. */
export const PARAPHRASE_PROMPT =
  'Rewrite the sentence the user gives you so that it says exactly the same thing in different words. ' +
  'Keep every number, amount, percentage, date and name; you may write a date or a number in another format. ' +
  'Do not add or drop any fact. Reply with the rewritten sentence only.';

/** Where the LLM answers are cached, the corpus the cases came from (for the class check), and where progress goes. */
export interface LlmParaphraseOptions {
  cacheDir: string;
  corpus: CorpusView;
  log?: (line: string) => void;
}

/** Cache key: sha256 of model id, prompt and sentence. */
export function paraphraseCacheKey(model: string, sentence: string): string {
  return createHash('sha256').update(`${model}\0${PARAPHRASE_PROMPT}\0${sentence}`).digest('hex');
}

/** The cached rewrite in `file`; null when absent, or refused (checksum mismatch, bad JSON) and reported through `log`. */
function readCachedRewrite(file: string, provider: LlmProvider, log?: (line: string) => void): string | null {
  if (!fs.existsSync(file)) return null;
  const sealed = unsealText(fs.readFileSync(file, 'utf8'));
  let problem = sealed.problem;
  if (sealed.payload !== undefined) {
    try {
      const text = (JSON.parse(sealed.payload) as { text?: unknown }).text;
      if (typeof text === 'string') return text;
      problem = 'no text field';
    } catch (error) {
      problem = `not JSON (${(error as Error).message})`;
    }
  }
  log?.(`generate: paraphrase cache entry ${file} refused: ${problem}; asking ${provider.id} again`);
  return null;
}

async function cachedParaphrase(provider: LlmProvider, sentence: string, cacheDir: string, log?: (line: string) => void): Promise<string> {
  const file = path.join(cacheDir, `${paraphraseCacheKey(provider.id, sentence)}.json`);
  const cached = readCachedRewrite(file, provider, log);
  if (cached !== null) return cached;
  const messages: ChatMessage[] = [{ role: 'system', content: PARAPHRASE_PROMPT }, { role: 'user', content: sentence }];
  const { text } = await provider.complete(messages, { temperature: 0 });
  const answer = text.trim().replace(/^"(.*)"$/s, '$1');
  writeTextAtomic(file, sealText(`${JSON.stringify({ model: provider.id, text: answer })}\n`));
  return answer;
}

/**
 * Why an LLM rewrite cannot replace the paraphrase case `c`, or null when it can: an empty or multi-line answer, or
 * any problem the `paraphrase` class check finds against the case's source passage.
 */
export function rejectLlmParaphrase(c: LabelledCase, rewrite: string, corpus: CorpusView): string | null {
  if (rewrite.length === 0 || rewrite.includes('\n')) return 'empty or multi-line answer';
  const passage = corpus.passages.find((p) => p.id === c.provenance?.source_passage);
  if (passage === undefined || c.provenance === undefined) return `source passage ${c.provenance?.source_passage ?? '?'} is not in the corpus`;
  const claim = { claim: rewrite, evidence: c.evidence, sourceSpan: c.provenance.source_span, transform: 'llm paraphrase' };
  const problems = paraphrase.check!(claim, passage, corpus);
  return problems.length === 0 ? null : problems.join('; ');
}

/**
 * Cases with each `paraphrase` claim replaced by the LLM's rewrite of its source sentence when that rewrite passes
 * the checks; otherwise (rejected, repeated, or provider failure) the rule-based paraphrase stays.
 */
export async function paraphraseWithLlm(
  cases: readonly LabelledCase[],
  provider: LlmProvider,
  options: LlmParaphraseOptions,
): Promise<LabelledCase[]> {
  const claims = new Set(cases.map((c) => `${c.class}\0${c.claim}`));
  const out: LabelledCase[] = [];
  let used = 0;
  let unavailable: string | undefined;
  for (const c of cases) {
    const source = c.class === 'paraphrase' ? c.evidence.find((e) => e.id === c.provenance?.source_span)?.text : undefined;
    if (source === undefined || c.provenance === undefined || unavailable !== undefined) {
      out.push(c);
      continue;
    }
    let rewrite: string;
    try {
      rewrite = await cachedParaphrase(provider, source, options.cacheDir, options.log);
    } catch (err) {
      // One outage is enough to know: stop calling, keep every remaining rule-based paraphrase, say so once.
      unavailable = (err as Error).message;
      options.log?.(`generate: ${provider.id} unavailable (${unavailable}); kept rule-based paraphrases from ${c.id} on`);
      out.push(c);
      continue;
    }
    const reason = rejectLlmParaphrase(c, rewrite, options.corpus) ?? (claims.has(`paraphrase\0${rewrite}`) ? 'repeats another case' : null);
    if (reason !== null) {
      options.log?.(`generate: ${c.id}: LLM rewrite rejected (${reason}); kept the rule-based paraphrase`);
      out.push(c);
      continue;
    }
    claims.add(`paraphrase\0${rewrite}`);
    used++;
    const rewritten: LabelledCase = {
      ...c, claim: rewrite, provenance: { ...c.provenance, transform: `llm paraphrase (${provider.id})`, edits: ['llm-paraphrase'] },
    };
    rewritten.provenance!.difficulty = measureDifficulty(rewritten);
    out.push(rewritten);
  }
  options.log?.(`generate: ${used} paraphrases rewritten by ${provider.id}`);
  return out;
}

/**
 * How densely evidence is written, measured from its sentences alone: words a sentence, commas a sentence, the share
 * of sentences with a subordinate, relative or participle clause, and the share with a figure. Compares the shipped
 * corpus, the news-style corpus and the hand-written set's evidence (`npm run -s eval:corpus-style`).
 */
import { tokenize } from '../engine/tokens.ts';
import type { LabelledCase, Passage } from './types.ts';

/** Style figures of a set of sentences. */
export interface CorpusStyle {
  sentences: number;
  /** Median SPEC A1 tokens a sentence (the lower middle one for an even count). */
  medianWords: number;
  commasPerSentence: number;
  /** Share of sentences with a subordinate clause, a relative clause or a participle clause after a comma. */
  clauseShare: number;
  /** Share of sentences with a digit. */
  figureShare: number;
}

/** A clause beyond the main one: a subordinator or relative word, or a comma and an `-ing` participle. */
const CLAUSE = /\b(?:after|before|while|when|which|who|whose|because|although|since|that|as|until|whereas)\b|, [a-z]+ing\b/i;

const share = (texts: readonly string[], test: (text: string) => boolean) =>
  texts.length === 0 ? 0 : texts.filter(test).length / texts.length;

/** The style figures of `sentences` (zeros for none). */
export function corpusStyle(sentences: readonly string[]): CorpusStyle {
  const words = sentences.map((s) => tokenize(s).length).sort((a, b) => a - b);
  return {
    sentences: sentences.length,
    medianWords: words.length === 0 ? 0 : words[Math.ceil(words.length / 2) - 1],
    commasPerSentence: sentences.length === 0 ? 0 : sentences.reduce((n, s) => n + (s.match(/,/g)?.length ?? 0), 0) / sentences.length,
    clauseShare: share(sentences, (s) => CLAUSE.test(s)),
    figureShare: share(sentences, (s) => /\d/.test(s)),
  };
}

/** The sentences of passages, in passage and span order. */
export function passageSentences(passages: readonly Passage[]): string[] {
  return passages.flatMap((p) => p.spans.map((s) => s.text));
}

/** The distinct evidence sentences of cases (each span id once, its first text), as the hand-written set's evidence. */
export function evidenceSentences(cases: readonly LabelledCase[]): string[] {
  return [...new Map(cases.flatMap((c) => c.evidence.map((e) => [e.id, e.text] as const))).values()];
}

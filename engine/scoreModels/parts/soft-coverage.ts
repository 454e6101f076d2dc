/**
 * Lexical measure `soft-coverage` (research): SPEC A2 IDF multiset coverage where a claim token the span lacks can
 * still be covered, at a weight, by a span token of the same lemma (`opened` by `opens`) or of a curated synonym group
 * (`bought` by `purchased`); function words (`the`, `of`, `was`) may weigh less than content words.
 */
import { FUNCTION_WORDS_DIGEST, isFunctionWord } from '../../lexicon/functionWords.ts';
import { shareLemma } from '../../lexicon/lemmas.ts';
import { SYNONYMS_DIGEST, shareSynonym } from '../../lexicon/synonyms.ts';
import type { PlanIdf } from '../../idf.ts';
import { countTokens } from '../../lex.ts';
import type { PreparedPlan } from '../../plan.ts';
import { featureOf, type AnalysedText, type TextFeature } from '../../textStore.ts';
import type { LexicalMeasure } from './types.ts';

/** Weights of the soft matches, each in [0, 1]; `functionWeight` in (0, 1] scales a function word's IDF weight. */
export interface SoftCoverageOptions {
  lemmaWeight?: number;
  synonymWeight?: number;
  functionWeight?: number;
}

/** Distinct tokens of a text with their counts, in first-occurrence order. */
type Counts = ReadonlyMap<string, number>;

const COUNTS: TextFeature<Counts> = { id: 'token-counts', compute: (text) => countTokens(text.tokens) };

/** How much of `need` occurrences of `term` other span tokens cover: lemma matches first, then synonyms. */
function softCredit(term: string, need: number, span: Counts, lemmaWeight: number, synonymWeight: number): number {
  let lemmaAvailable = 0;
  let synonymAvailable = 0;
  for (const [other, count] of span) {
    if (other === term) continue;
    if (lemmaWeight > 0 && shareLemma(term, other)) lemmaAvailable += count;
    else if (synonymWeight > 0 && shareSynonym(term, other)) synonymAvailable += count;
  }
  const byLemma = Math.min(need, lemmaAvailable);
  const bySynonym = Math.min(need - byLemma, synonymAvailable);
  return lemmaWeight * byLemma + synonymWeight * bySynonym;
}

function softCoverageOf(claim: Counts, span: Counts, idf: PlanIdf, options: Required<SoftCoverageOptions>): number {
  const { lemmaWeight, synonymWeight, functionWeight } = options;
  let overlap = 0;
  let total = 0;
  for (const [term, count] of claim) {
    const weight = idf.idf(term) * (isFunctionWord(term) ? functionWeight : 1);
    total += weight * count;
    const exact = Math.min(count, span.get(term) ?? 0);
    const soft = exact < count && (lemmaWeight > 0 || synonymWeight > 0)
      ? softCredit(term, count - exact, span, lemmaWeight, synonymWeight) : 0;
    overlap += weight * (exact + soft);
  }
  return total > 0 ? Math.min(1, overlap / total) : 0;
}

/** Per plan: the truth spans' token counts and the PlanIdf; per claim, its counts (the same record, reused). */
interface SoftState {
  spans: Counts[];
  idf: PlanIdf;
  claim: Counts;
}

/** Soft coverage with the given weights (defaults: lemma 0.8, synonym 0.6, function words 1 = SPEC A2 weights). */
export function softCoverage(options: SoftCoverageOptions = {}): LexicalMeasure<SoftState, SoftState> {
  const settings: Required<SoftCoverageOptions> = {
    lemmaWeight: options.lemmaWeight ?? 0.8,
    synonymWeight: options.synonymWeight ?? 0.6,
    functionWeight: options.functionWeight ?? 1,
  };
  return {
    id: 'soft-coverage',
    description: `IDF coverage where a lemma (×${settings.lemmaWeight}) or curated synonym (×${settings.synonymWeight}) ` +
      `in the span covers a claim token; function words weigh ×${settings.functionWeight}`,
    params: { ...settings, functionWords: FUNCTION_WORDS_DIGEST, synonyms: SYNONYMS_DIGEST },
    preparePlan: (plan: PreparedPlan) => ({ spans: plan.truth.map((s) => featureOf(s.text, COUNTS)), idf: plan.idf, claim: new Map() }),
    prepareClaim: (claim: AnalysedText, _plan, state) => {
      state.claim = featureOf(claim, COUNTS);
      return state;
    },
    pair: (state, k) => softCoverageOf(state.claim, state.spans[k], state.idf, settings),
    reference: (claimTokens, spanTokens, idf) => softCoverageOf(countTokens(claimTokens), countTokens(spanTokens), idf, settings),
  };
}

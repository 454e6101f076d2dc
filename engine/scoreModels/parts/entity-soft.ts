/**
 * Gate `entity-soft` (research): a soft penalty for a claim naming someone or something the evidence does not.
 * Names are runs of capitalised words (engine/names.ts, titles and company suffixes dropped, matched by their head
 * word, or another form of it: `U.S.` for `United States`, `Cuban` for `Cuba`, `al-Qaida` for `al Qaeda`, see
 * `nameForms` and `sameNameWord`). A single capitalised word opening a sentence is learned from the evidence: an ordinary word when the plan
 * uses it (or a word of its lemma) in lower case, otherwise a name. A claim name in no truth span is a swap when the
 * span names, in the same place, something the claim does not (the same word before or after the two names:
 * `Oslo has …` against `Mirovar has …`), else an addition; the pair score
 * is multiplied by 1 − penalty·degree, degree 1 for a swap, `addition` for an addition and `elsewhere` for a name
 * found only in other spans of the plan. Multiplying keeps the order of penalised pairs, unlike a cap. Option
 * `sameName` chooses how a longer word counts as a form of a name (`SameNameRule`): `prefix`, the first models' rule,
 * leaves `Johnson` for `John` unpenalised; `derived` takes plurals, possessives and demonyms only.
 */
import { lemmaKeys } from '../../lexicon/lemmas.ts';
import { clamp01 } from '../../fuse.ts';
import { FUNCTION_WORDS_DIGEST } from '../../lexicon/functionWords.ts';
import {
  DERIVED_ENDINGS_DIGEST, NAMES_DIGEST, nameForms, nameRuns, readWords, sameNameWord, type NameRun, type SameNameRule, type Word,
} from '../../names.ts';
import type { PreparedPlan } from '../../plan.ts';
import { featureOf, type AnalysedText, type TextFeature } from '../../textStore.ts';
import type { Gate } from './types.ts';

/**
 * Options: the share of the score a swapped name removes, the degrees of an added name and a name elsewhere, and the
 * rule relating a longer word to a name (default `prefix`, as the first models that use this part were pinned with).
 */
export interface EntitySoftOptions {
  penalty?: number;
  addition?: number;
  elsewhere?: number;
  sameName?: SameNameRule;
}

/** A name run with the words around it (`^` at a sentence start, `$` at a sentence end) and its forms (`nameForms`). */
interface PlacedName {
  run: NameRun;
  before: string;
  after: string;
  forms: readonly string[];
}

/** A text's words in lower case (lemma keys), its names in place, and its tokens. */
interface TextNames {
  lowerKeys: ReadonlySet<string>;
  names: readonly PlacedName[];
  tokens: ReadonlySet<string>;
}

function placed(words: readonly Word[], run: NameRun): PlacedName {
  const before = words[run.start].sentenceStart ? '^' : words[run.start - 1].token;
  const after = run.end >= words.length || words[run.end].sentenceStart ? '$' : words[run.end].token;
  return { run, before, after, forms: nameForms(run) };
}

const NAMES: TextFeature<TextNames> = {
  id: 'text-names',
  compute: (text) => {
    const words = readWords(text.text);
    const lowerKeys = new Set(words.filter((w) => !w.capitalised).flatMap((w) => lemmaKeys(w.token)));
    return { lowerKeys, names: nameRuns(words).map((run) => placed(words, run)), tokens: new Set(text.tokens) };
  },
};

/** Per plan: each truth span's names and tokens, all tokens, lower-case lemma keys; per claim: its names. */
interface EntityState {
  spanNames: ReadonlyArray<readonly PlacedName[]>;
  spanTokens: ReadonlySet<string>[];
  plan: ReadonlySet<string>;
  /** Every form of every name of each truth span and of the plan, and their words. */
  spanForms: ReadonlySet<string>[];
  planForms: ReadonlySet<string>;
  ordinary: ReadonlySet<string>;
  heads: ReadonlySet<string>;
  names: readonly PlacedName[];
  /** Claim names in no truth span. */
  absent: readonly PlacedName[];
  /** How a longer word counts as a form of a name. */
  rule: SameNameRule;
}

/** The names of a text, sentence openers kept only when the plan never writes them in lower case. */
function namesOf(names: readonly PlacedName[], ordinary: ReadonlySet<string>): PlacedName[] {
  const isOrdinary = ({ run }: PlacedName): boolean => run.openerOnly && lemmaKeys(run.head).some((key) => ordinary.has(key));
  return names.filter((name) => !isOrdinary(name));
}

function preparePlanState(plan: PreparedPlan, rule: SameNameRule): EntityState {
  const texts = plan.truth.map((span) => featureOf(span.text, NAMES));
  const ordinary = new Set(texts.flatMap((t) => [...t.lowerKeys]));
  const spanTokens = texts.map((t) => t.tokens);
  const spanForms = texts.map((t) => new Set(t.names.flatMap(({ run, forms }) => [...forms, ...run.tokens])));
  const planForms = new Set(spanForms.flatMap((forms) => [...forms]));
  return {
    spanNames: texts.map((t) => namesOf(t.names, ordinary)), spanTokens, ordinary, spanForms, planForms,
    plan: new Set(spanTokens.flatMap((s) => [...s])), heads: new Set(), names: [], absent: [], rule,
  };
}

/** Whether a text (its tokens and name forms) holds a name under its head or another form of it. */
function holdsName(name: PlacedName, tokens: ReadonlySet<string>, forms: ReadonlySet<string>, rule: SameNameRule): boolean {
  if (tokens.has(name.run.head)) return true;
  if (name.forms.some((form) => forms.has(form))) return true;
  for (const word of forms) if (sameNameWord(name.run.head, word, rule)) return true;
  return false;
}

function prepareClaimState(claim: AnalysedText, _plan: PreparedPlan, state: EntityState): EntityState {
  const names = namesOf(featureOf(claim, NAMES).names, state.ordinary);
  state.names = names;
  state.heads = new Set(names.map((name) => name.run.head));
  state.absent = names.filter((name) => !holdsName(name, state.plan, state.planForms, state.rule));
  return state;
}

/** Whether span `k` names, where the claim has an absent name, something the claim does not name. */
function swapped(state: EntityState, k: number): boolean {
  return state.spanNames[k].some((other) => !state.heads.has(other.run.head) &&
    state.absent.some((name) => (name.before === other.before && name.before !== '^') || (name.after === other.after && name.after !== '$')));
}

function degreeOf(state: EntityState, k: number, addition: number, elsewhere: number): number {
  if (state.absent.length > 0) return swapped(state, k) ? 1 : addition;
  return state.names.some((name) => !holdsName(name, state.spanTokens[k], state.spanForms[k], state.rule)) ? elsewhere : 0;
}

/**
 * The gate's parameters. Rule `prefix` adds no member, so the gate and every model pinned before the rule was a choice
 * keep their fingerprints; `derived` records itself with the digest of the endings it accepts.
 */
function paramsOf(penalty: number, addition: number, elsewhere: number, rule: SameNameRule): Gate['params'] {
  const params = { penalty, addition, elsewhere, names: NAMES_DIGEST, functionWords: FUNCTION_WORDS_DIGEST };
  return rule === 'prefix' ? params : { ...params, sameName: { rule, endings: DERIVED_ENDINGS_DIGEST } };
}

/** The soft entity penalty (defaults: a swapped name removes 55% of the score, an added one 30% of that). */
export function entitySoftGate(options: EntitySoftOptions = {}): Gate<EntityState, EntityState> {
  const { penalty = 0.55, addition = 0.3, elsewhere = 0.3, sameName = 'prefix' } = options;
  return {
    id: 'entity-soft',
    kind: 'entity',
    description: `multiplies the pair score by ${1 - penalty} when the claim swaps a name of the span for one in no ` +
      `truth span (degree ${addition} for an added name, ${elsewhere} for a name only in other spans)` +
      (sameName === 'derived' ? '; a longer word is a form of a name only with a derived ending' : ''),
    params: paramsOf(penalty, addition, elsewhere, sameName),
    scope: 'pair',
    examples: [
      { claim: 'Oslo has 11,200 inhabitants.', span: 'Mirovar has 11,200 inhabitants.', trips: true },
      { claim: 'Grace Mutua announced a bonus.', span: 'Grace Achieng announced a bonus.', trips: true },
      { claim: 'Mr. Bush spoke in Paris.', span: 'President George W. Bush spoke in Paris on Monday.', trips: false },
      { claim: 'Analysts said sales rose.', span: 'Sales rose, analysts said.', trips: false },
      { claim: 'The U.S. Army left Cuban waters.', span: 'The United States Army left the waters of Cuba.', trips: false },
    ],
    preparePlan: (plan) => preparePlanState(plan, sameName),
    prepareClaim: prepareClaimState,
    trip: (state, k) => degreeOf(state, k, addition, elsewhere),
    apply: (value, degree) => clamp01(value) * (1 - penalty * Math.min(1, degree)),
  };
}

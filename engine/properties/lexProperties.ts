/**
 * Lexical, IDF and tokenizer invariants (SPEC A1, A2), under the model's lexical measure (its token-level reference,
 * and its prepared per-pair path against that reference).
 */
import * as fc from 'fast-check';
import { buildPlanIdfFromTokens, buildPlanIdf } from '../idf.ts';
import { prepareClaim, preparePlan, scorePair } from '../match.ts';
import { tokenize } from '../tokens.ts';
import { nonEmptyTokensArb, tokenArb, tokensArb } from './arbitraries.ts';
import type { EngineProperty } from './types.ts';

const planArb = fc.array(tokensArb(10), { maxLength: 6 });

/** Lexical and tokenizer properties. */
export const LEX_PROPERTIES: readonly EngineProperty[] = [
  {
    id: 'lex-self-is-one',
    description: 'lex(c, c) = 1 for a non-empty claim against a plan holding c as a span',
    property: (model) =>
      fc.property(nonEmptyTokensArb(), planArb, fc.nat(), (claim, plan, at) => {
        const spans = [...plan];
        spans.splice(at % (plan.length + 1), 0, claim);
        return model.lexical.reference(claim, claim, buildPlanIdfFromTokens(spans)) === 1;
      }),
  },
  {
    id: 'lex-in-unit-interval',
    description: 'lex lies in [0, 1]',
    property: (model) =>
      fc.property(tokensArb(), tokensArb(), planArb, (claim, span, plan) => {
        const lex = model.lexical.reference(claim, span, buildPlanIdfFromTokens([...plan, span]));
        return lex >= 0 && lex <= 1;
      }),
  },
  {
    id: 'lex-append-never-lowers',
    description: 'appending tokens to a span never lowers lex (verbose evidence is not penalised)',
    property: (model) =>
      fc.property(tokensArb(), tokensArb(), tokensArb(6), planArb, (claim, span, extra, plan) => {
        const idf = buildPlanIdfFromTokens(plan);
        return model.lexical.reference(claim, [...span, ...extra], idf) >= model.lexical.reference(claim, span, idf);
      }),
  },
  {
    id: 'lex-multiset-partial-credit',
    description: 'a claim needing a term k times against a span holding it j < k times gets partial credit (j/k for coverage)',
    property: (model) =>
      fc.property(tokenArb, fc.integer({ min: 2, max: 5 }), fc.integer({ min: 1, max: 4 }), planArb, (term, k, jRaw, plan) => {
        const j = Math.min(jRaw, k - 1);
        const claim = Array<string>(k).fill(term);
        const lex = model.lexical.reference(claim, Array<string>(j).fill(term), buildPlanIdfFromTokens([...plan, [term]]));
        return lex > 0 && lex < 1 && (model.lexical.id !== 'coverage' || Math.abs(lex - j / k) < 1e-12);
      }),
  },
  {
    id: 'lex-prepared-matches-reference',
    description: "the matcher's prepared lex equals the reference lex of the model's lexical measure",
    property: (model) =>
      fc.property(fc.array(tokensArb(10), { minLength: 1, maxLength: 5 }), tokensArb(), fc.nat(), (spans, claim, pick) => {
        const plan = preparePlan(spans.map((t, i) => ({ id: `e${i}`, text: t.join(' ') })), model);
        const k = pick % spans.length;
        const claimText = claim.join(' ');
        const fast = scorePair(prepareClaim(claimText, plan, model), plan, k, 1, model).lex;
        const reference = model.lexical.reference(tokenize(claimText), plan.truth[k].text.tokens, plan.idf);
        return Math.abs(fast - reference) <= 1e-12;
      }),
  },
  {
    id: 'idf-absent-term-maximal',
    description: 'a term absent from every truth span gets the maximal idf ln(1 + N); cache spans never count',
    property: () =>
      fc.property(planArb, fc.array(tokensArb(6), { maxLength: 3 }), tokenArb, (plan, cache, term) => {
        const spans = [
          ...plan.map((t, i) => ({ id: `t${i}`, text: t.join(' '), class: 'truth' as const })),
          ...cache.map((t, i) => ({ id: `c${i}`, text: t.join(' '), class: 'cache' as const })),
        ];
        const idf = buildPlanIdf(spans);
        const present = plan.some((t) => tokenize(t.join(' ')).includes(term));
        const everyBelow = plan.flat().every((t) => idf.idf(t) <= idf.maxIdf);
        const truthOnly = buildPlanIdf(spans.filter((s) => s.class !== 'cache'));
        const cacheIgnored = [...plan.flat(), ...cache.flat(), term].every((t) => idf.idf(t) === truthOnly.idf(t));
        const absentMaximal = present || idf.idf(term) === Math.log1p(plan.length);
        return idf.n === plan.length && everyBelow && cacheIgnored && absentMaximal;
      }),
  },
  {
    id: 'tokenize-idempotent',
    description: 'tokenize(join(tokenize(x))) = tokenize(x)',
    property: () =>
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.string()), (x) => {
        const once = tokenize(x);
        return JSON.stringify(tokenize(once.join(' '))) === JSON.stringify(once);
      }),
  },
];

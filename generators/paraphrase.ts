/**
 * `paraphrase`: meaning kept, words and order changed, every numeric kept (expected `supported`). Rewrites are
 * conservative: voice, moved adjuncts and reporting clauses, safe synonyms, date and number formats, contractions.
 */
import type { EntityMention, Passage } from '../datasets/types.ts';
import type { Rng } from '../engine/rng.ts';
import { findDates } from './text/dates.ts';
import { tokenJaccard } from './difficulty.ts';
import { findNumbers } from './text/numbers.ts';
import { composeParaphrase, type Composed } from './text/recompose.ts';
import { REWRITE_RULES, type Rewrite } from './text/rewrite.ts';
import { rewordingProblems } from './text/rewording.ts';
import { missingSpan, passagePlan, spanText } from './text/passageSpans.ts';
import { entityRanges } from './text/phrases.ts';
import { applySubstitutions, findSubstitutions } from './text/synonyms.ts';
import type { GeneratedClaim, Generator } from './types.ts';

/** Ranges a synonym may not touch: names, dates and figures with their `$`/`%` and scale words. */
function protectedRanges(text: string, entities: readonly EntityMention[]): Array<[number, number]> {
  const dates = findDates(text).map((d): [number, number] => [d.start, d.end]);
  const names = entityRanges(text, entities);
  const figures = findNumbers(text, [...dates, ...names]).map((n): [number, number] => [n.start - 1, n.end + 12]);
  return [...dates, ...names, ...figures];
}

/** Applies up to `count` random safe substitutions. */
function substitute(text: string, entities: readonly EntityMention[], count: number, rng: Rng): Rewrite | null {
  const options = findSubstitutions(text, protectedRanges(text, entities));
  if (options.length === 0 || count === 0) return null;
  const chosen = rng.shuffle(options).slice(0, count);
  return { text: applySubstitutions(text, chosen), note: chosen.map((s) => s.note).join(', '), edits: ['synonym'] };
}

/** One rewrite recipe: a structural change, some synonyms, some format changes. */
interface Recipe {
  structure: boolean;
  synonyms: number;
  formats: number;
}

function applyRecipe(sentence: string, entities: readonly EntityMention[], recipe: Recipe, rng: Rng): Rewrite | null {
  let text = sentence;
  const notes: string[] = [];
  const edits: string[] = [];
  const step = (r: Rewrite | null, id?: string) => {
    if (r !== null && r.text !== text) {
      text = r.text;
      notes.push(r.note);
      edits.push(...(id === undefined ? r.edits ?? [] : [id]));
    }
  };
  if (recipe.structure) {
    for (const rule of rng.shuffle(REWRITE_RULES.filter((r) => r.kind === 'structure'))) {
      const before = notes.length;
      step(rule.apply(text, entities, rng), rule.id);
      if (notes.length > before) break;
    }
  }
  step(substitute(text, entities, recipe.synonyms, rng));
  const formats = rng.shuffle(REWRITE_RULES.filter((r) => r.kind === 'format'));
  for (const rule of formats.slice(0, recipe.formats)) step(rule.apply(text, entities, rng), rule.id);
  // A single small edit (`said` → `stated`) is barely a rewording: add one more change when any applies.
  for (const rule of [...formats, ...rng.shuffle(REWRITE_RULES.filter((r) => r.kind === 'structure'))]) {
    if (notes.length >= 2) break;
    step(rule.apply(text, entities, rng), rule.id);
  }
  if (notes.length < 2) step(substitute(text, entities, 1, rng));
  return notes.length === 0 ? null : { text, note: notes.join('; '), edits };
}

/** Up to two distinct paraphrases of a sentence: one led by structure, one by words and formats. */
export function paraphraseSentence(sentence: string, entities: readonly EntityMention[], rng: Rng): Rewrite[] {
  const recipes: Recipe[] = [
    { structure: true, synonyms: rng.int(2), formats: rng.int(2) },
    { structure: false, synonyms: 1 + rng.int(2), formats: 1 },
  ];
  const out: Rewrite[] = [];
  for (const recipe of recipes) {
    const r = applyRecipe(sentence, entities, recipe, rng);
    if (r !== null && r.text !== sentence && !out.some((o) => o.text === r.text)) out.push(r);
  }
  return out;
}

/** Composed attempts per span in the full repertoire, and how many distinct ones are kept. */
const FULL_ATTEMPTS = 16;
const FULL_KEPT = 2;

/**
 * The full repertoire's paraphrases of a span: FULL_ATTEMPTS composed attempts, of which the FULL_KEPT distinct ones
 * sharing the fewest tokens with the source are kept (the most reworded, as people reword; ties keep attempt order).
 */
function composedVariants(span: { id: string; text: string }, passage: Passage, rng: Rng): Composed[] {
  const sentence = span.text;
  const attempts: Array<{ r: Composed; overlap: number; i: number }> = [];
  for (let i = 0; i < FULL_ATTEMPTS; i++) {
    const r = composeParaphrase(sentence, passage, rng.fork(`attempt-${i}`));
    const claim = r === null ? null : { claim: r.text, evidence: passagePlan(passage), sourceSpan: span.id, transform: r.note };
    if (r !== null && claim !== null && checkParaphrase(claim, passage).length === 0 && !attempts.some((a) => a.r.text === r.text)) {
      attempts.push({ r, overlap: tokenJaccard(sentence, r.text), i });
    }
  }
  return attempts.sort((a, b) => a.overlap - b.overlap || a.i - b.i).slice(0, FULL_KEPT).map((a) => a.r);
}

/** Problems of a paraphrase: numerics must match as a multiset, names must survive, tokens must differ. */
function checkParaphrase(claim: GeneratedClaim, source: Passage): string[] {
  const original = spanText(source, claim.sourceSpan);
  if (original === undefined) return [missingSpan(claim.sourceSpan, source)];
  const problems = rewordingProblems(original, claim.claim, source.entities);
  if (!claim.evidence.some((e) => e.id === claim.sourceSpan)) problems.push('source span not in plan');
  return problems;
}

/** Meaning-preserving rewordings of each span, judged against their own passage. */
export const paraphrase: Generator = {
  id: 'paraphrase',
  expected: 'supported',
  description: 'meaning kept, words and order changed; every numeric kept',
  generate(passage, _corpus, rng, options) {
    const evidence = passagePlan(passage);
    const out: GeneratedClaim[] = [];
    for (const span of passage.spans) {
      const rewrites: Rewrite[] = options?.repertoire === 'full'
        ? composedVariants(span, passage, rng.fork(`full/${span.id}`))
        : paraphraseSentence(span.text, passage.entities, rng.fork(span.id));
      for (const r of rewrites) {
        const claim: GeneratedClaim = { claim: r.text, evidence, sourceSpan: span.id, transform: r.note, edits: r.edits };
        if (checkParaphrase(claim, passage).length === 0) out.push(claim);
      }
    }
    return out;
  },
  check: (claim, source) => checkParaphrase(claim, source),
};

/**
 * `paraphrase`: meaning kept, words and order changed, every numeric kept (expected `supported`). Rewrites are
 * conservative: voice, moved adjuncts and reporting clauses, safe synonyms, date and number formats, contractions.
 */
import type { EntityMention, Passage } from '../datasets/types.ts';
import type { Rng } from '../engine/rng.ts';
import { findDates } from './text/dates.ts';
import { createDifficultyMeter, nearCopies, tokenJaccard } from './difficulty.ts';
import { isReadingEdit, SUPPORTED_HARD_JACCARD } from './tiers.ts';
import { findNumbers } from './text/numbers.ts';
import { composeParaphrase, drawFormats, type Composed, type FormatsMade } from './text/recompose.ts';
import { contextReading, readingEdits, readingProblems, readingText, trimReading } from './recast.ts';
import { composedDraw, fromSource, RECOMPOSED_FROM_SOURCE } from './recastDraw.ts';
import { numericChange } from './text/evidence.ts';
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
/** Attempts per span at rewording a trimmed reading (people restate one fact of a long sentence), and how many are kept. */
const PART_ATTEMPTS = 8;
const PART_VARIANTS_KEPT = 1;
/** Attempts per span at rewording a reading that names what the span leans on or carries another sentence's content, and how many are kept. */
const CONTEXT_ATTEMPTS = 8;
const CONTEXT_KEPT = 1;

/**
 * The full repertoire's paraphrases of a span: FULL_ATTEMPTS composed attempts, of which FULL_KEPT distinct ones are
 * kept: first those in the hard tier's Jaccard (at most SUPPORTED_HARD_JACCARD tokens shared) that keep the most of the
 * span's IDF weight, then the rest from the most reworded. People reword the frame and keep the content words: at the
 * same Jaccard their whole-sentence paraphrases keep more of it (median v1 coverage 0.70 by hand, 0.63 when the most
 * reworded attempts were kept: `scripts/eval/partSplit.ts` on a run of each). Ties keep attempt order.
 */
function composedVariants(span: { id: string; text: string }, passage: Passage, evidence: GeneratedClaim['evidence'], coverage: Coverage, formats: FormatsMade, rng: Rng): Composed[] {
  const sentence = span.text;
  const attempts: Array<{ r: Composed; overlap: number; i: number }> = [];
  for (let i = 0; i < FULL_ATTEMPTS; i++) {
    const r = composeParaphrase(sentence, passage, rng.fork(`attempt-${i}`), formats);
    const claim = r === null ? null : { claim: r.text, evidence, sourceSpan: span.id, transform: r.note };
    if (r !== null && claim !== null && checkParaphrase(claim, passage).length === 0 && !attempts.some((a) => a.r.text === r.text)) {
      attempts.push({ r, overlap: tokenJaccard(sentence, r.text), i });
    }
  }
  const scored = attempts.map((a) => ({ ...a, from: fromSource(a.r.text, sentence) }));
  const kept: typeof scored = [];
  for (const a of keepingOrder(scored, (x) => coverage(x.r.text, span.id))) {
    if (kept.length < FULL_KEPT && !kept.some((k) => nearCopies(k.r.text, a.r.text))) kept.push(a);
  }
  return withOneRecomposed(kept, scored.filter((a) => !kept.includes(a))).map((a) => a.r);
}

/**
 * The kept attempts with one recomposed rewording of the span at most (a second is the same sentence reworded again, a
 * near-copy: `The walkout ran for 11 weeks.` beside `The walkout went on for 11 weeks.`): the first recomposed one kept,
 * else the most reworded recomposed one of the rest (`mostReworded`), after the others. Kept order otherwise.
 */
export function withOneRecomposed<T extends { from: number; i: number }>(kept: readonly T[], rest: readonly T[]): T[] {
  const recomposed = (a: T) => a.from < RECOMPOSED_FROM_SOURCE;
  const first = kept.find(recomposed);
  return [...kept.filter((a) => !recomposed(a) || a === first), ...(first === undefined ? mostReworded(rest) : [])];
}

/**
 * The recomposed attempt (under RECOMPOSED_FROM_SOURCE of its words from the span) with the fewest, ties in attempt
 * order, as a list of none or one. People who reword a sentence either keep most of its words or rewrite nearly all
 * of them (`recastDraw.ts` HANDWRITTEN_PARAPHRASE_SHARES): the draw takes these in the share people write them.
 */
export function mostReworded<T extends { from: number; i: number }>(attempts: readonly T[]): T[] {
  const recomposed = attempts.filter((a) => a.from < RECOMPOSED_FROM_SOURCE).sort((x, y) => x.from - y.from || x.i - y.i);
  return recomposed.slice(0, 1);
}

/** The share of a span's IDF weight a text keeps (v1 coverage against the span, under its passage's plan). */
type Coverage = (text: string, spanId: string) => number;

/** Coverage against the spans of one passage's evidence list: its plan prepared once, by one difficulty meter. */
function coverageIn(evidence: GeneratedClaim['evidence']): Coverage {
  const meter = createDifficultyMeter();
  return (text, spanId) => meter({ class: 'paraphrase', claim: text, evidence, expected: 'supported', provenance: { source_span: spanId } }).coverage;
}

/**
 * Attempts in the order they are kept: those within the hard tier's Jaccard first, most of the span's IDF weight kept
 * first (`coverage`, asked only of those); then the rest, most reworded first; ties in attempt order (`i`).
 */
export function keepingOrder<T extends { overlap: number; i: number }>(attempts: readonly T[], coverage: (a: T) => number): T[] {
  const inTier = attempts.filter((a) => a.overlap <= SUPPORTED_HARD_JACCARD).map((a) => ({ a, cov: coverage(a) }));
  const rest = attempts.filter((a) => a.overlap > SUPPORTED_HARD_JACCARD).sort((x, y) => x.overlap - y.overlap || x.i - y.i);
  return [...inTier.sort((x, y) => y.cov - x.cov || x.a.i - y.a.i).map((x) => x.a), ...rest];
}

/**
 * The full repertoire's paraphrases of part of a span: PART_ATTEMPTS trimmed readings (`generators/recast.ts`
 * `trimReading`: what restricts nothing dropped, never a figure), each reworded; the PART_VARIANTS_KEPT distinct ones the check
 * accepts that share the fewest tokens with the span are kept, each recording its reading. (Kept by coverage instead,
 * as whole ones are, they kept more of the span than people's part paraphrases do: median coverage 0.59 against 0.50
 * by hand, 0.55 this way: `scripts/eval/partSplit.ts`.)
 */
function partVariants(span: { id: string; text: string }, passage: Passage, evidence: GeneratedClaim['evidence'], formats: FormatsMade, rng: Rng): GeneratedClaim[] {
  const attempts: Array<{ claim: GeneratedClaim; overlap: number; i: number }> = [];
  const accept = keepsFiguresOf(span.text);
  for (let i = 0; i < PART_ATTEMPTS; i++) {
    const attemptRng = rng.fork(`part-${i}`);
    const reading = trimReading(span, passage, attemptRng, accept);
    if (reading.length === 0) continue;
    const r = composeParaphrase(readingText(span.text, reading), passage, attemptRng.fork('reword'), formats);
    if (r === null || attempts.some((a) => a.claim.claim === r.text)) continue;
    const claim: GeneratedClaim = {
      claim: r.text, evidence, sourceSpan: span.id, transform: `${r.note}; part: ${readingEdits(reading).join(', ')}`,
      edits: [...r.edits, ...readingEdits(reading)], reading,
    };
    if (checkParaphrase(claim, passage).length === 0) attempts.push({ claim, overlap: tokenJaccard(span.text, r.text), i });
  }
  return fewestShared(attempts, PART_VARIANTS_KEPT);
}

/**
 * The full repertoire's paraphrases that bring in context, as people's do (12% of the hand-written paraphrases name
 * something their sentence does not; 30% are recomposed): CONTEXT_ATTEMPTS readings that name what the span leans on
 * or carry another plan sentence's content (`generators/recast.ts` `contextReading`), each reworded; kept as part
 * paraphrases are, each recording its reading.
 */
function contextVariants(span: { id: string; text: string }, passage: Passage, evidence: GeneratedClaim['evidence'], formats: FormatsMade, rng: Rng): GeneratedClaim[] {
  const kept: Array<{ claim: GeneratedClaim; overlap: number; i: number }> = [];
  const accept = keepsFiguresOf(span.text);
  for (let i = 0; i < CONTEXT_ATTEMPTS; i++) {
    const reading = contextReading(span, passage, rng.fork(`context-${i}`), { accept, formats });
    const text = readingText(span.text, reading);
    if (reading.length === 0 || kept.some((a) => a.claim.claim === text)) continue;
    // The rewording is the class's edit: its ids first, as a paraphrase records them, then the reading's others.
    const edits = readingEdits(reading);
    const claim: GeneratedClaim = {
      claim: text, evidence, sourceSpan: span.id, transform: `context: ${edits.join(', ')}`,
      edits: [...edits.filter(isReword).map((e) => e.slice('reword-'.length)), ...edits.filter((e) => !isReword(e))], reading,
    };
    if (checkParaphrase(claim, passage).length === 0) kept.push({ claim, overlap: tokenJaccard(span.text, text), i });
  }
  return fewestShared(kept, CONTEXT_KEPT);
}

/** Whether a trimmed reading keeps every figure of `span` (a paraphrase keeps them all; the check refuses the others). */
const keepsFiguresOf = (span: string) => (trimmed: string): boolean => {
  const c = numericChange(span, trimmed);
  return c.added.length + c.removed.length === 0;
};

/** The `kept` attempts sharing the fewest tokens with the span, ties in attempt order. */
function fewestShared(attempts: Array<{ claim: GeneratedClaim; overlap: number; i: number }>, kept: number): GeneratedClaim[] {
  return attempts.sort((a, b) => a.overlap - b.overlap || a.i - b.i).slice(0, kept).map((a) => a.claim);
}

/**
 * Problems of a paraphrase: numerics must match as a multiset, names must survive, tokens must differ. A paraphrase
 * of a reading of its span records that reading: trims (each one the trim operator offers, dropping no figure of the
 * span), then the claim judged as a rewording of the reading; or a reading that names what the span leans on, trims,
 * rewords and carries, each step proven, whose last text is the claim.
 */
function checkParaphrase(claim: GeneratedClaim, source: Passage): string[] {
  const original = spanText(source, claim.sourceSpan);
  if (original === undefined) return [missingSpan(claim.sourceSpan, source)];
  const problems = claim.reading === undefined ? rewordingProblems(original, claim.claim, source.entities) : readingParaphraseProblems(claim, source, original);
  if (!claim.evidence.some((e) => e.id === claim.sourceSpan)) problems.push('source span not in plan');
  return problems;
}

const isReword = (edit: string): boolean => edit.startsWith('reword-');

/** Why a paraphrase of a recorded reading of its span is not one (empty when it is). */
function readingParaphraseProblems(claim: GeneratedClaim, source: Passage, original: string): string[] {
  const reading = claim.reading ?? [];
  // A paraphrase's reading takes trims, namings, rewordings and carries (`tiers.ts` `isReadingEdit`), never a class edit.
  const other = reading.find((s) => !s.edit.split('+').every(isReadingEdit));
  if (other !== undefined) return [`a paraphrase's reading only trims, names, rewords or carries: ${other.edit} is none of them`];
  const unproven = readingProblems(reading, source, claim.sourceSpan);
  if (unproven.length > 0) return unproven;
  const change = numericChange(original, claim.claim);
  if (change.added.length + change.removed.length > 0) return [`numerics of the span changed: -[${change.removed}] +[${change.added}]`];
  const read = readingText(original, reading);
  const lastReword = reading.map((s) => isReword(s.edit)).lastIndexOf(true);
  const firstCarry = reading.findIndex((s) => s.edit.startsWith('carry-'));
  if (lastReword < 0 && firstCarry < 0) return rewordingProblems(read, claim.claim, source.entities).map((p) => `against its reading: ${p}`);
  // A reading that rewords or carries is the paraphrase itself, its carries set into the reworded text: a rewording
  // after a carry may move the clause off its name (`distributed it in 28 nations, which purchased the rights`).
  if (claim.claim !== read) return ['a reading that rewords or carries must end on the claim'];
  if (lastReword < 0 || firstCarry >= 0 && firstCarry < lastReword) return ['a reading that carries is reworded before its carries, never after'];
  return [];
}

/** Meaning-preserving rewordings of each span, judged against their own passage. */
export const paraphrase: Generator = {
  id: 'paraphrase',
  expected: 'supported',
  description: 'meaning kept, words and order changed; every numeric kept',
  generate(passage, _corpus, rng, options) {
    const evidence = passagePlan(passage);
    const coverage = options?.repertoire === 'full' ? coverageIn(evidence) : null;
    const out: GeneratedClaim[] = [];
    for (const span of passage.spans) {
      // One draw of which format changes a span's rewordings make, shared by all its attempts.
      const formats = coverage === null ? null : drawFormats(rng.fork(`formats/${span.id}`));
      const rewrites: Rewrite[] = coverage === null || formats === null
        ? paraphraseSentence(span.text, passage.entities, rng.fork(span.id))
        : composedVariants(span, passage, evidence, coverage, formats, rng.fork(`full/${span.id}`));
      const ofSpan: GeneratedClaim[] = [];
      for (const r of rewrites) {
        const claim: GeneratedClaim = { claim: r.text, evidence, sourceSpan: span.id, transform: r.note, edits: r.edits };
        if (checkParaphrase(claim, passage).length === 0) ofSpan.push(claim);
      }
      if (formats !== null) {
        // A part or context paraphrase that is a near-copy of one the span already has adds no case.
        const fresh = (c: GeneratedClaim) => !ofSpan.some((k) => nearCopies(k.claim, c.claim));
        ofSpan.push(...partVariants(span, passage, evidence, formats, rng.fork(`part/${span.id}`)).filter(fresh));
        ofSpan.push(...contextVariants(span, passage, evidence, formats, rng.fork(`context/${span.id}`)).filter(fresh));
      }
      out.push(...ofSpan);
    }
    return out;
  },
  check: (claim, source) => checkParaphrase(claim, source),
  // Drawn on whether the claim is recomposed, then whether it keeps only part of its span, in the hand-written shares.
  ...composedDraw(),
};

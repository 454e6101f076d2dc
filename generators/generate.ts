/**
 * Seeded generation of labelled cases from the corpus (SPEC B1, Part C): per class, passages in a seeded order,
 * candidates taken round-robin across passages, deduplicated, numbered, with provenance; byte-identical for a seed.
 */
import type { LabelledCase } from '../datasets/types.ts';
import { createDifficultyMeter, nearCopyForm, nearCopyWords, type DifficultyMeter } from './difficulty.ts';
import { inTier, type DifficultyFilter } from './tiers.ts';
import { DECONTEXTUALISED_CLASSES, decontextualise } from './decontextualise.ts';
import { createRng } from '../engine/rng.ts';
import { corpusPeople, danglingPronouns } from './text/danglingPronouns.ts';
import { getGenerator } from './registry.ts';
import type { CorpusView, GeneratedClaim, Generator, GeneratorOptions, Repertoire } from './types.ts';

/** What to generate: classes (generator ids), how many per class, from which corpus, under which seed. */
export interface GenerateOptions {
  corpus: CorpusView;
  classes: readonly string[];
  /** Cases per class (at most; fewer when the corpus runs out), ≥ 0. */
  perClass: number;
  seed: number;
  /** Edit repertoire (default `classic`: the default suite's cases, byte-identical). */
  repertoire?: Repertoire;
  /** Keep only cases of this difficulty tier, numbered within it (default `all`: every case). */
  difficulty?: DifficultyFilter;
  /**
   * Draw each class's kinds of edit (first recorded edit id) evenly, round-robin, as far as each kind yields, instead
   * of in proportion to what the generator happens to produce most of (default false).
   */
  balance?: boolean;
}

/** Classes beside the decontextualised ones whose claims must read alone: no pronoun may point outside the claim. */
const READ_ALONE: ReadonlySet<string> = new Set(['paraphrase', 'topical-fabrication', 'distractor-pad', 'mixed']);

/** A generated claim with the passage it came from. */
interface Candidate {
  passageId: string;
  claim: GeneratedClaim;
}

/** Every candidate of one class, round-robin over passages in seeded order (1st of each passage, then 2nd, …). */
function candidatesOf(generator: Generator, corpus: CorpusView, seed: number, options: GeneratorOptions): Candidate[] {
  const root = createRng(seed).fork(generator.id);
  const order = root.shuffle(corpus.passages);
  const people = corpusPeople(corpus);
  const perPassage = order.map((passage) => {
    const rng = root.fork(passage.id);
    const claims = generator.generate(passage, corpus, rng, options);
    // People name what a sentence leans on (`It measured …` → `Gerhard Vogl's pumpkin measured …`); a recast claim's
    // reading has named it already. A claim of a class people write as a sentence of its own (an edit, a fabrication,
    // a padded or mixed claim) whose pronoun still points outside it (`their union held a vote`) is refused.
    const full = options.repertoire === 'full';
    const named = full && DECONTEXTUALISED_CLASSES.has(generator.id)
      ? claims.map((claim) => (claim.reading === undefined ? decontextualise(claim, passage) ?? claim : claim))
      : claims;
    const read = full && (DECONTEXTUALISED_CLASSES.has(generator.id) || READ_ALONE.has(generator.id))
      ? named.filter((claim) => danglingPronouns(claim.claim, passage, people).length === 0)
      : named;
    const distinct = full && DECONTEXTUALISED_CLASSES.has(generator.id) ? withoutNearCopies(read) : read;
    return rng.shuffle(distinct).map((claim) => ({ passageId: passage.id, claim }));
  });
  const out: Candidate[] = [];
  const longest = Math.max(0, ...perPassage.map((list) => list.length));
  for (let round = 0; round < longest; round++) {
    for (const list of perPassage) if (round < list.length) out.push(list[round]);
  }
  return out;
}

/**
 * The claims without any that is a near-copy (`nearCopies`) of an earlier one of the same span, read once named: two
 * edits of one sentence may meet (`refused to buy` beside `failed to buy`; a plain swap beside a recast one), and a
 * person writing cases would not write both. The earlier is kept, so a recast claim wins over a plain one
 * (`withRecasts` lists recast claims first).
 */
export function withoutNearCopies(claims: readonly GeneratedClaim[]): GeneratedClaim[] {
  const kept: Array<{ claim: GeneratedClaim; words: ReadonlySet<string> }> = [];
  for (const claim of claims) {
    const words = nearCopyForm(claim.claim);
    if (!kept.some((k) => k.claim.sourceSpan === claim.sourceSpan && nearCopyWords(k.words, words))) kept.push({ claim, words });
  }
  return kept.map((k) => k.claim);
}

/**
 * Cases id'd `<class>-0001`…, at most `perClass` per class, deduplicated on (class, claim, evidence ids); with a
 * difficulty tier, only that tier's cases are kept and numbered; with `balance`, the kinds of edit are drawn evenly and
 * every distinct claim text before any repeat of one.
 */
export function generateCases(options: GenerateOptions): LabelledCase[] {
  const measure = createDifficultyMeter();
  return options.classes.flatMap((cls) => classCases(getGenerator(cls), options, measure));
}

/** One class's cases: candidates deduplicated, measured, kept when in the tier, optionally balanced, then numbered. */
function classCases(generator: Generator, options: GenerateOptions, measure: DifficultyMeter): LabelledCase[] {
  // The passage a claim came from is the one holding its source span (a sibling for topical fabrications).
  const passageOfSpan = new Map(options.corpus.passages.flatMap((p) => p.spans.map((s) => [s.id, p.id] as const)));
  const filter = options.difficulty ?? 'all';
  const seen = new Set<string>();
  const kept: LabelledCase[] = [];
  for (const { passageId, claim } of candidatesOf(generator, options.corpus, options.seed, { repertoire: options.repertoire ?? 'classic' })) {
    if (!options.balance && kept.length >= options.perClass) break;
    const key = JSON.stringify([claim.claim, claim.evidence.map((e) => e.id)]);
    if (seen.has(key)) continue;
    seen.add(key);
    const labelled = toCase(generator, claim, passageOfSpan.get(claim.sourceSpan) ?? passageId, kept.length + 1, options.seed);
    // The claim's own list (shared by the claims of one passage's draw; the case holds a copy) keys the meter's plan.
    labelled.provenance!.difficulty = measure({ ...labelled, evidence: claim.evidence });
    if (inTier(labelled.provenance!.difficulty!.tier, filter)) kept.push(labelled);
  }
  if (!options.balance) return kept;
  // A claim told again against another plan of its topic (a fabrication fits every passage that names its actor) is a
  // near-copy: every distinct claim is drawn first, repeats only when the distinct ones run out.
  const { firsts, repeats } = splitRepeatedClaims(kept);
  const kindOf = balanceKindOf(generator);
  const shareOf = generator.balanceShare?.bind(generator);
  return [...interleaveByKind(firsts, kindOf, shareOf), ...interleaveByKind(repeats, kindOf, shareOf)]
    .slice(0, options.perClass).map((c, i) => ({ ...c, id: caseId(generator.id, i + 1) }));
}

/** Cases whose claim text comes first in `cases`, and the later ones repeating a claim text, each in their order. */
export function splitRepeatedClaims<T extends { claim: string }>(cases: readonly T[]): { firsts: T[]; repeats: T[] } {
  const seen = new Set<string>();
  const firsts: T[] = [];
  const repeats: T[] = [];
  for (const c of cases) {
    if (seen.has(c.claim)) repeats.push(c);
    else {
      seen.add(c.claim);
      firsts.push(c);
    }
  }
  return { firsts, repeats };
}

/** The kind of edit a case records: its first edit id, or `-` when it records none. */
export function editKind(c: LabelledCase): string {
  return c.provenance?.edits?.[0] ?? '-';
}

/** The kind a balanced draw groups a generator's case on: the generator's own `balanceKind`, else `editKind`. */
export function balanceKindOf(generator: Generator): (c: LabelledCase) => string {
  const own = generator.balanceKind;
  return own === undefined ? editKind : (c) => own(c.provenance?.edits ?? [], c);
}

/**
 * Cases taken round-robin over their kinds (`editKind` unless given; kinds in alphabetical order, each kind's cases in
 * their order). A kind written in levels (`context/part/not`) is drawn level by level: over the first level, and
 * within each of its groups over the next. With `shareOf` (a kind's weight at a level, relative to its siblings';
 * undefined: that level is drawn evenly), a weighted level is drawn in those shares instead of evenly, as far as each
 * kind yields. `shareOf` also gets the kinds of the levels above (`['context', 'recomposed']` at the third level).
 */
export function interleaveByKind(
  cases: readonly LabelledCase[],
  kindOf: (c: LabelledCase) => string = editKind,
  shareOf?: (kind: string, level: number, parents: readonly string[]) => number | undefined,
): LabelledCase[] {
  return interleaveLevels(cases.map((c) => ({ c, levels: kindOf(c).split('/') })), 0, shareOf).map((x) => x.c);
}

function interleaveLevels<T extends { levels: string[] }>(
  items: readonly T[],
  depth: number,
  shareOf?: (kind: string, level: number, parents: readonly string[]) => number | undefined,
): T[] {
  // Every item of one call shares its kinds above `depth`: the call is one group of the level above.
  const parents = items[0]?.levels.slice(0, depth) ?? [];
  const byKind = new Map<string, T[]>();
  for (const item of items) {
    const kind = item.levels[depth] ?? '';
    const list = byKind.get(kind);
    if (list === undefined) byKind.set(kind, [item]);
    else list.push(item);
  }
  const groups = [...byKind.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([kind, list]) => ({
    share: shareOf?.(kind, depth, parents), taken: 0, list: list.some((x) => x.levels.length > depth + 1) ? interleaveLevels(list, depth + 1, shareOf) : list,
  }));
  const out: T[] = [];
  if (groups.every((g) => g.share !== undefined)) {
    const total = groups.reduce((sum, g) => sum + g.share!, 0);
    while (out.length < items.length) {
      // The kind furthest below its share of what is drawn so far, among kinds with cases left (ties: alphabetical).
      const due = (g: (typeof groups)[number]) => (g.share! / total) * (out.length + 1) - g.taken;
      const next = groups.filter((g) => g.taken < g.list.length).reduce((best, g) => (due(g) > due(best) ? g : best));
      out.push(next.list[next.taken++]);
    }
    return out;
  }
  for (let round = 0; out.length < items.length; round++) {
    for (const g of groups) if (round < g.list.length) out.push(g.list[round]);
  }
  return out;
}

function caseId(cls: string, n: number): string {
  return `${cls}-${String(n).padStart(4, '0')}`;
}

function toCase(generator: Generator, claim: GeneratedClaim, passageId: string, n: number, seed: number): LabelledCase {
  const labelled: LabelledCase = {
    id: caseId(generator.id, n),
    class: generator.id,
    claim: claim.claim,
    evidence: claim.evidence.map((e) => ({ ...e })),
    expected: generator.expected,
    provenance: {
      generator: generator.id,
      seed,
      source_passage: passageId,
      source_span: claim.sourceSpan,
      transform: claim.transform,
      edits: [...(claim.edits ?? [])],
    },
  };
  if (claim.reading !== undefined) labelled.provenance!.reading = claim.reading.map((s) => ({ ...s }));
  if (claim.cited !== undefined) labelled.cited = [...claim.cited];
  return labelled;
}

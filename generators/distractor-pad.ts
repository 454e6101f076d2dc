/**
 * `distractor-pad`: an unsupported same-topic claim padded with plan content (expected `unsupported`): lexical overlap
 * rises, support does not. Classic: the plan's highest-IDF words appended (`, amid W1, W2 and W3`). Full: the claim
 * wrapped in what the plan truly says, as people pad a fabrication (`Harriet Oyelaran, who has edited Green Thumb
 * since 1987, said …`): a plan sentence's event as a relative clause after a name, or the title the plan gives a name
 * in apposition (`generators/text/carries.ts`); or, in the share people write it, wrapped in plan events with their
 * figures from two plan sentences (`figureWrapsOf`), figures no one plan sentence holds.
 */
import { tokenize } from '../engine/tokens.ts';
import type { Passage } from '../datasets/types.ts';
import { paddingWords, padWithWords, rareWords } from './edits/padding.ts';
import { coordinatedCarries, figureCarries, nameCarries, type Carry } from './text/carries.ts';
import { passagePlan } from './text/passageSpans.ts';
import { padDraw } from './recastDraw.ts';
import { addedTokens } from './text/evidence.ts';
import { topicalFabrication } from './topical-fabrication.ts';
import type { CorpusView, GeneratedClaim, Generator } from './types.ts';

/**
 * The plan content `claim` may be wrapped in: a relative clause or a title of one of its names (`nameCarries`, never an
 * event it is set after), never one that says again a word the claim already has (`Rosa Delgado, the chief
 * executive, replaced Gordon Whitaker as chief executive`).
 */
export function wrapsOf(claim: string, plan: Passage, sourceSpan: string): Carry[] {
  // Content words only (four letters or more): a wrap may say `the` or `which` again.
  return nameCarries(claim, plan, sourceSpan).filter((c) => !repeatsWord(claim, c));
}

/** Whether a carry says again a content word (four letters or more) `claim` already has. */
function repeatsWord(claim: string, carry: Carry): boolean {
  const words = new Set(tokenize(claim));
  return addedTokens(claim, carry.text).some((t) => t.length >= 4 && /^\p{L}+$/u.test(t) && words.has(t));
}

/**
 * The figure wraps `claim` may take, figures from two plan sentences each time (`figureCarries`): one name's events of
 * two sentences as one relative clause, or two names' events of two sentences, set in the order of their sentences
 * (each pair once); none says again a word the claim has. (A second carry is never of the first's sentence nor name:
 * its event is said already, its name no longer stands open.)
 */
export function figureWrapsOf(claim: string, plan: Passage, sourceSpan: string): Carry[][] {
  const order = (c: Carry) => plan.spans.findIndex((s) => s.id === c.from);
  const singles = figureCarries(claim, plan, sourceSpan).filter((c) => !repeatsWord(claim, c));
  const pairs = singles.flatMap((first) =>
    figureCarries(first.text, plan, sourceSpan)
      .filter((second) => order(second) > order(first) && !repeatsWord(first.text, second))
      .map((second) => [first, second]));
  return [...coordinatedCarries(claim, singles).map((c) => [c]), ...pairs];
}

/** Full, figures from several sentences: the fabrication wrapped in plan events with their figures (drawn), or nothing. */
function figureWrapped(base: GeneratedClaim, plan: Passage, pick: (options: Carry[][]) => Carry[]): GeneratedClaim[] {
  const options = figureWrapsOf(base.claim, plan, base.sourceSpan);
  if (options.length === 0) return [];
  const carries = pick(options);
  return [{
    ...base, claim: carries.at(-1)!.text, transform: `${base.transform}; wrapped in plan figures: ${carries.map((c) => c.note).join('; ')}`,
    edits: [...(base.edits ?? []), ...carries.map((c) => c.edit)],
  }];
}

/** Classic: `, amid` and three of the plan's rarest words the claim does not use. */
function padded(base: GeneratedClaim, rare: readonly string[]): GeneratedClaim[] {
  const words = paddingWords(base.claim, rare, 3);
  if (words.length < 3) return [];
  return [{ ...base, claim: padWithWords(base.claim, words), transform: `${base.transform}; padded with plan words ${words.join(', ')}` }];
}

/** Full: the fabrication wrapped in one plan content the plan offers for it (drawn), or nothing when none is. */
function wrapped(base: GeneratedClaim, plan: Passage, pick: (options: Carry[]) => Carry): GeneratedClaim[] {
  const options = wrapsOf(base.claim, plan, base.sourceSpan);
  if (options.length === 0) return [];
  const wrap = pick(options);
  return [{ ...base, claim: wrap.text, transform: `${base.transform}; wrapped in plan content: ${wrap.note}`, edits: [...(base.edits ?? []), wrap.edit] }];
}

/** The `, amid W1, W2 and W3` padding a claim ends with: its words and the claim without it, or null. */
export function amidPadding(claim: string): { words: string[]; base: string } | null {
  const padding = /, amid ([^,]+), ([^ ]+) and ([^ .!?]+)([.!?]*)$/.exec(claim);
  return padding === null ? null : { words: padding.slice(1, 4), base: claim.slice(0, padding.index) + padding[4] };
}

/**
 * The texts `claim` may have been before one comma-set insertion: the claim without a stretch that opens on `, ` and
 * closes before a later comma or its final punctuation.
 */
function withoutOneInsertion(claim: string): string[] {
  const opens = [...claim.matchAll(/, /g)].map((m) => m.index);
  const closes = [...claim.matchAll(/,(?= )|[.!?]+$/g)].map((m) => m.index);
  return opens.flatMap((open) => closes.filter((close) => close > open).map((close) => claim.slice(0, open) + claim.slice(claim[close] === ',' ? close + 1 : close)));
}

/** Why a padded claim is not a fabrication padded with plan content (empty when it is). */
function checkPadded(claim: GeneratedClaim, source: Passage, corpus: CorpusView): string[] {
  const amid = amidPadding(claim.claim);
  if (amid !== null) {
    const planWords = new Set(claim.evidence.flatMap((e) => tokenize(e.text)));
    const foreign = amid.words.filter((w) => !planWords.has(w.toLowerCase()));
    const problems = foreign.length > 0 ? [`padding words ${foreign.join(', ')} are not in the plan`] : [];
    return [...problems, ...topicalFabrication.check!({ ...claim, claim: amid.base }, source, corpus)];
  }
  // A wrap is what the carry operator offers for the unwrapped claim, and the unwrapped claim is a fabrication.
  // Figure wraps may be two insertions (two names' clauses), so their bases are taken one or two insertions back.
  const once = withoutOneInsertion(claim.claim);
  const bases = [
    ...once.filter((base) => wrapsOf(base, source, claim.sourceSpan).some((w) => w.text === claim.claim)),
    ...[...once, ...once.flatMap(withoutOneInsertion)]
      .filter((base) => figureWrapsOf(base, source, claim.sourceSpan).some((carries) => carries.at(-1)!.text === claim.claim)),
  ];
  if (bases.length === 0) return ['claim carries no padding: neither `, amid` plan words nor plan content the plan offers for it'];
  const problems = bases.map((base) => topicalFabrication.check!({ ...claim, claim: base }, source, corpus));
  return problems.find((p) => p.length === 0) ?? problems[0];
}

/** Topical fabrications padded with plan content: rare plan words (classic), or what the plan says of their names (full). */
export const distractorPad: Generator = {
  id: 'distractor-pad',
  expected: 'unsupported',
  description: 'an unsupported same-topic claim padded with plan content (classic: high-IDF plan words; full: what the plan says of its names)',
  generate(passage, corpus, rng, options) {
    const bases = topicalFabrication.generate(passage, corpus, rng, options);
    if (options?.repertoire === 'full') {
      const wrapRng = rng.fork('wrap');
      const figureRng = rng.fork('figures');
      return bases.flatMap((base) => [
        ...wrapped(base, passage, (o) => wrapRng.pick(o)), ...figureWrapped(base, passage, (o) => figureRng.pick(o)),
      ]);
    }
    const rare = rareWords(passagePlan(passage));
    return bases.flatMap((base) => padded(base, rare));
  },
  check: (claim, source, corpus) => checkPadded(claim, source, corpus),
  ...padDraw(),
};

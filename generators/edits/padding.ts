/**
 * Padding edits: plan content added beside a claim without touching what it asserts. The plan's rarest words appended
 * (`, amid W1, W2 and W3`, the `distractor-pad` class), a plan sentence joined in front (`<plan sentence>, and <claim>`,
 * the `mixed` class), or the claim attributed to a person of the passage (`According to X, <claim>`). A claim
 * that was false stays false; a true one would not stay true, so only claims that must stay false are padded.
 */
import { buildPlanIdf } from '../../engine/idf.ts';
import { tokenize } from '../../engine/tokens.ts';
import { parseFrame, renderFrame } from '../text/attribution.ts';
import { addedTokens, contentTokens } from '../text/evidence.ts';
import { lowerFirstWord, splitFinalPunct } from '../text/casing.ts';
import { wholeWordOffsets } from '../text/phrases.ts';
import { createObjectMemo } from '../text/textMemo.ts';
import type { EditCandidate, EditContext, EditOperator } from './types.ts';

/** How many rare words a plan offers for padding (enough for any claim's three after dropping its own). */
const RARE_WORDS = 24;

/** Words padding may add besides plan words: the glue of the three padding forms. */
export const PADDING_GLUE: ReadonlySet<string> = new Set(['amid', 'and', 'according', 'to']);

/** The content words of `texts` (≥ 4 letters), highest IDF under `plan` first (ties by first appearance), as the texts write them. */
function rankedWords(texts: readonly string[], plan: ReadonlyArray<{ id: string; text: string }>, limit: number): string[] {
  const idf = buildPlanIdf(plan);
  const seen = new Set<string>();
  const words: Array<{ word: string; weight: number; order: number }> = [];
  for (const token of texts.flatMap((text) => contentTokens(text))) {
    if (seen.has(token) || token.length < 4 || !/^\p{L}+$/u.test(token)) continue;
    seen.add(token);
    words.push({ word: token, weight: idf.idf(token), order: words.length });
  }
  const text = texts.join('\n');
  const lower = text.toLowerCase();
  // Written as the plan writes them (`Keswick`, not `keswick`) when lower-casing kept the offsets.
  const surface = (token: string) => {
    const at = lower.length === text.length ? wholeWordOffsets(lower, token)[0] : undefined;
    return at === undefined ? token : text.slice(at, at + token.length);
  };
  return words.sort((a, b) => b.weight - a.weight || a.order - b.order).slice(0, limit).map((w) => surface(w.word));
}

/** The plan's content words, highest IDF first (ties by first appearance), written as the plan writes them. */
export function rareWords(plan: ReadonlyArray<{ id: string; text: string }>): string[] {
  return rankedWords(plan.map((span) => span.text), plan, RARE_WORDS);
}

/** Up to `count` of the plan's rarest words that the claim does not already use. */
export function paddingWords(claim: string, rare: readonly string[], count: number): string[] {
  const inClaim = new Set(tokenize(claim));
  return rare.filter((w) => !inClaim.has(w.toLowerCase())).slice(0, count);
}

/** `claim` with `, amid W1, …, Wn-1 and Wn` appended (n ≥ 2). */
export function padWithWords(claim: string, words: readonly string[]): string {
  const { body, end } = splitFinalPunct(claim);
  return `${body}, amid ${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}${end || '.'}`;
}

const AMID = /, amid ((?:[^,]+, )*[^,]+) and ([^ .!?]+)([.!?]*)$/;

/** `claim` with `words` added to the `, amid …` list it ends with, or appended as a new list. */
function extendPadding(claim: string, words: readonly string[]): string {
  const list = AMID.exec(claim);
  if (list === null) return padWithWords(claim, words);
  return padWithWords(claim.slice(0, list.index) + list[3], [...list[1].split(', '), list[2], ...words]);
}

/** How a supported clause and a second clause are joined into one claim. */
export const JOIN = ', and ';

/** `head` (a sentence, its final punctuation dropped) joined to `tail` (already lower-cased where it should be). */
export function joinClauses(head: string, tail: string): string {
  return `${splitFinalPunct(head).body}${JOIN}${tail}`;
}

/** The plan's rarest words and each span's (highest IDF first), memoised per plan array (a search pads one plan many times). */
const rankedByPlan = createObjectMemo<object, { plan: string[]; spans: string[][] }>();

function rankedOf(plan: ReadonlyArray<{ id: string; text: string }>): { plan: string[]; spans: string[][] } {
  return rankedByPlan(plan, () => ({ plan: rareWords(plan), spans: plan.map((span) => rankedWords([span.text], plan, RARE_WORDS)) }));
}

/** Three of the plan's rarest words the claim lacks, appended; and per plan span, three of that span's rarest. */
export const padPlanWordsEdit: EditOperator = {
  id: 'pad-plan-words',
  kind: 'padding',
  description: "three of the plan's (or one plan span's) rarest words the claim lacks, appended as `, amid W1, W2 and W3` (or added to that list)",
  apply(text, ctx) {
    const ranked = rankedOf(ctx.plan);
    const lists = [{ from: 'the plan', words: paddingWords(text, ranked.plan, 3) }];
    ctx.plan.forEach((span, k) => lists.push({ from: span.id, words: paddingWords(text, ranked.spans[k], 3) }));
    const out: EditCandidate[] = [];
    for (const { from, words } of lists) {
      if (words.length < 3 || out.some((c) => c.note.endsWith(`: ${words.join(', ')}`))) continue;
      out.push({ edit: 'pad-plan-words', text: extendPadding(text, words), note: `padded with words of ${from}: ${words.join(', ')}` });
    }
    return out;
  },
};

/** A plan sentence joined in front of the claim (`<plan sentence>, and <claim>`): part true, part not. */
export const restateEdit: EditOperator = {
  id: 'restate',
  kind: 'padding',
  description: 'a plan sentence restated in front of the claim: `<plan sentence>, and <claim>`',
  apply(text, ctx) {
    const tail = lowerFirstWord(text, ctx.entities);
    if (tail === null) return [];
    return ctx.plan
      .filter((span) => splitFinalPunct(span.text).body !== splitFinalPunct(text).body)
      .map((span) => ({ edit: 'restate', text: joinClauses(span.text, tail), note: `restated plan sentence ${span.id} in front` }));
  },
};

/** The claim attributed to a person of the passage (`According to X, <claim>`), when it reports no one yet. */
export const attributeEdit: EditOperator = {
  id: 'attribute',
  kind: 'padding',
  description: 'the claim attributed to a person of the passage: `According to X, <claim>`',
  apply(text, ctx) {
    if (parseFrame(text, ctx.entities) !== null || /^According to /.test(text)) return [];
    const { body, end } = splitFinalPunct(text);
    const speakers = ctx.entities.filter((e) => e.kind === 'person' && !text.includes(e.text));
    return speakers.map((e) => {
      const frame = { speaker: e.text, verb: 'said', audience: '', adjunct: '', clause: body, form: 'front' as const, end: end || '.' };
      return { edit: 'attribute', text: renderFrame(frame, body, 'according-front', ctx.entities, ctx.passageText), note: `attributed to ${e.text}` };
    });
  },
};

/** The plan's tokens, memoised per plan array (a search checks the padding of one plan many times). */
const planWordsByPlan = createObjectMemo<object, ReadonlySet<string>>();

function planWordsOf(plan: ReadonlyArray<{ id: string; text: string }>): ReadonlySet<string> {
  return planWordsByPlan(plan, () => new Set(plan.flatMap((s) => tokenize(s.text))));
}

/** Whether every word `padded` adds to `core` is a plan word or padding glue, and `core` is still in it (first letter's case aside). */
export function paddingProblems(core: string, padded: string, ctx: Pick<EditContext, 'plan'>): string[] {
  if (padded === core) return [];
  const problems: string[] = [];
  if (!padded.includes(core.slice(1, splitFinalPunct(core).body.length))) problems.push('the claim is no longer whole inside its padding');
  const planWords = planWordsOf(ctx.plan);
  const foreign = new Set(addedTokens(core, padded).filter((t) => !planWords.has(t) && !PADDING_GLUE.has(t)));
  if (foreign.size > 0) problems.push(`padding adds words the plan never uses: ${[...foreign].join(', ')}`);
  return problems;
}

/**
 * Contexts where an antonym the table accepts word for word still makes nonsense: a word beside it presupposes the
 * original direction (`new`, `thanks to`, a goal, a superlative naming who is meant), or the antonym does not take what
 * the original took (`raised its emissions`, `removed a glass wing`, `net profit narrowed`, women `lost the vote`).
 */
import type { Reversal } from './polarityCheck.ts';

/** Where an antonym sits in its original: the text before and after the word it replaced, and both words. */
interface AntonymSite {
  before: string;
  from: string;
  to: string;
  after: string;
}

/** The changed word of an antonym (an `a`/`an` the antonym made agree is skipped), or null when none is left. */
function siteOf({ source, window }: Reversal): AntonymSite | null {
  const agrees = /^an?$/.test(window.from[0] ?? '') && /^an?$/.test(window.to[0] ?? '');
  const start = agrees ? window.start + (/^\S+\s+/.exec(source.slice(window.start))?.[0].length ?? 0) : window.start;
  if ((agrees ? window.from.length - 1 : window.from.length) === 0 || window.end < start) return null;
  const to = (agrees ? window.to.slice(1) : window.to).join(' ');
  return { before: source.slice(0, start), from: source.slice(start, window.end).toLowerCase(), to, after: source.slice(window.end) };
}

/** A cause or a concession kept beside a reversed direction explains the opposite (`fell thanks to strong sales`). */
const CAUSE = /\b(?:thanks to|because of|owing to|as a result of|on the back of|despite|in spite of|(?:driven|boosted|helped|fuelled|hit|hurt) by)\b|(?<!\b(?:is|are|was|were|be) )\bdue to\b/i;
/** What an agent uses a thing to do or asks for is what it wants: reversed, it wants the opposite (`called for a pay decrease`). */
const GOAL_BEFORE = /\b(?:use|uses|used|using)\b[^.;]*\bto\s+$|\b(?:ask|asks|asked|call|calls|called|push|pushed|campaigned|lobbied|pressed) for\b[^,.;]*$|\b(?:demanded|demands|sought|seeks)\b[^,.;]*$/i;
/** Harms that grow or are cut but are never raised (`raised its carbon emissions`). */
const HARM_OBJECT = /^\s+(?:the|its|their|his|her|our)\s[^,.;]*?\b(?:waste|emissions|pollution|deaths|injuries|crime|accidents)\b/i;
/** A superlative whose noun phrase a name follows in apposition: it says who is meant (`highest point of V, Mount Seren,`). */
const APPOSED_NAME = /^[^,.;]*,\s+(?:\p{Lu}[\p{L}'’-]*\s*)+,/u;
/** A group of people: `women won the vote` is the right to vote, not a ballot. */
const PEOPLE = /\b(?:women|men|workers|citizens|residents|people|farmers|slaves|immigrants|everyone)\s+$/i;

/** The rule a site breaks, or null when the antonym reads as the plain opposite. */
function senselessAt({ before, from, to, after }: AntonymSite, original: string): string | null {
  if (from === 'opened' && /\bnew(?:ly)?\b/i.test(original)) return `"new" presupposes the opening: "${to}" of a new thing makes nonsense`;
  const cause = CAUSE.exec(original)?.[0];
  if (cause !== undefined) return `"${cause}" explains the original direction: kept beside "${to}", it explains the opposite`;
  if (GOAL_BEFORE.test(before)) return `"${from}" is what the agent aims at: "${to}" makes it aim at the opposite of its interest`;
  if (/^raised?$/.test(to) && HARM_OBJECT.test(after)) return `"${to}" sets a level (a price, a target): a harm like "${HARM_OBJECT.exec(after)![0].trim()}" is never raised`;
  if (to === 'removed' && /^\s+an?\s/i.test(after)) return '"removed" of an indefinite thing: adding brought it into being, there was none to remove';
  if (/^(?:loss|profit|deficit|surplus)$/.test(to) && /^(?:\s+of\s[^,.;]*?)?\s+(?:narrowed|widened|deepened|narrows|widens|deepens)\b/.test(after)) {
    return `a gap narrows or widens: a "${to}" that does so reads as nonsense`;
  }
  if (/(?:est|best|worst)$/.test(from) && APPOSED_NAME.test(after)) return `"${from}" names who is meant (a name follows in apposition): "${to}" describes the same name by its opposite`;
  if (from === 'won' && /^\s+the vote\b/i.test(after) && PEOPLE.test(before)) return '"won the vote" of a group of people is the right to vote, not a ballot: it is never "lost"';
  return null;
}

/**
 * Why an antonym reversal makes nonsense in its context (empty when it reads as the plain opposite, or when the
 * reversal is no antonym); reads the window `readReversal` found.
 */
export function antonymSenseProblems(reversal: Reversal): string[] {
  if (reversal.kind !== 'antonym') return [];
  const site = siteOf(reversal);
  const problem = site === null ? null : senselessAt(site, reversal.source);
  return problem === null ? [] : [problem];
}

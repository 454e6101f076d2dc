/**
 * The names of a sentence as a role swap moves them: each with the title or description written right before it
 * (`the retailer Brightmart`, `economist Ingrid Solberg`), which travels with it, and whether it has one that cannot
 * travel (a title opening the sentence, a description set off by commas, one after `of`).
 */
import type { EntityKind, EntityMention } from '../../datasets/types.ts';
import { entityRanges } from './phrases.ts';
import { verbFormsOf } from './verbForms.ts';

/**
 * A name as it stands in a sentence: [start, end) with the article or description written right before it (`the High
 * Court`, `the retailer Brightmart`), the name, its kind, whether it modifies a noun (`the Homewise thermostats`) and
 * whether it has a description that cannot travel with it.
 */
export interface NameUnit {
  start: number;
  end: number;
  name: string;
  kind: EntityKind | undefined;
  modifier: boolean;
  /** A description stands with the name that cannot travel with it (`Carmaker X` at the start, `director of rugby X`, `X, a generic maker,`). */
  tangled: boolean;
}

/** Words that may stand right before a name without describing it (prepositions, conjunctions, determiners). */
const NOT_DESCRIPTION = /^(?:to|from|by|of|for|in|on|at|with|against|into|over|than|behind|as|after|before|and|or|but|that|which|who|the|a|an|its|their|his|her|said|says)$/;
/** Words that may follow a name that is not a modifier (verbs are told by their forms). */
const AFTER_NAME = /^(?:to|from|by|of|for|in|on|at|with|against|into|over|than|as|after|before|and|or|but|that|which|who|also|later|then|had|has|have|was|were|is|are|will|would|could|can|did|does|not|never)$/;

/**
 * The names of `text`, each with what describes it written right before it (`the High Court`, `the retailer
 * Brightmart`, `economist Ingrid Solberg`, `the retired Sean Gallagher`), in text order: a description travels with
 * its name, so a swap never leaves one name's title on the other.
 */
export function nameUnits(text: string, entities: readonly EntityMention[]): NameUnit[] {
  const ranges = entityRanges(text, entities);
  return ranges.map(([s, e]) => {
    const name = text.slice(s, e);
    const next = /^ ([a-z][a-z-]*)\b/.exec(text.slice(e))?.[1];
    // A name before a noun modifies it (`the Homewise thermostats`, `the Brightwater Solar deal`); a subject's verb is finite.
    const modifier = next !== undefined && !AFTER_NAME.test(next) && !isFiniteVerb(next);
    const lead = modifier ? { start: s, tangled: false } : descriptionBefore(text, s, ranges);
    return { start: lead.start, end: e, name, kind: entities.find((x) => x.text === name)?.kind, modifier, tangled: lead.tangled || describedAfter(text, s, e) };
  });
}

/** Words that open a description and travel with it. */
const ARTICLE = /^(?:the|a|an)$/i;

/**
 * Where the description before the name at `s` starts (`s` when there is none), and whether it is tangled: the words
 * back to an article (`the Polish checkout start-up`, `the retired`) or, without one, lower-case nouns back to a verb or
 * a preposition (`appointed economist`). A description at the sentence start without an article (`Carmaker`, `Team
 * manager`) cannot be told from a proper adjective once moved inside; one after `of`, a comma, a possessive or another
 * name (`Eastport director of rugby`) has no clear start: both are tangled.
 */
function descriptionBefore(text: string, s: number, ranges: ReadonlyArray<readonly [number, number]>): { start: number; tangled: boolean } {
  let at = s;
  const taken: string[] = [];
  for (let k = 0; k < 5; k++) {
    const m = /([A-Za-z][A-Za-z-]*) $/.exec(text.slice(0, at));
    if (m === null || ranges.some(([x, y]) => m.index < y && m.index + m[1].length > x)) break;
    const word = m[1];
    if (ARTICLE.test(word)) return articleLed(text, m.index, taken.length, s);
    if (!describes(word, precedingWord(text, m.index))) break;
    taken.push(word);
    at = m.index;
  }
  if (taken.length === 0) return { start: s, tangled: false };
  const boundary = precedingWord(text, at);
  if (at === 0 || boundary === undefined || taken.some((w) => /^[A-Z]/.test(w))) return { start: s, tangled: true };
  return { start: at, tangled: !freeBoundary(boundary) };
}

/**
 * Whether `word` (after `previous`) can be a word of a description: not a function word, and a verb form only right
 * after an article (`the retired`) or a base form after a noun (`the pension fund`); otherwise a verb governs the name.
 */
function describes(word: string, previous: string | undefined): boolean {
  if (NOT_DESCRIPTION.test(word.toLowerCase())) return false;
  if (!/^[a-z]/.test(word) || !isVerbWord(word)) return true;
  if (previous === undefined) return false;
  if (ARTICLE.test(previous)) return true;
  const noun = /^[a-z][a-z-]*$/.test(previous) && !NOT_DESCRIPTION.test(previous) && !isVerbWord(previous) && !/^(?:will|would|can|could|may|might|must|should|shall|did|does|do|to|not)$/.test(previous);
  return noun && verbFormsOf(word).every((f) => f.form === 'base');
}

/** A description opened by an article at `articleAt` with `words` words after it, up to the name at `s`. */
function articleLed(text: string, articleAt: number, words: number, s: number): { start: number; tangled: boolean } {
  // A lone `the` moves with its name wherever it stands (`appealed to the High Court`); a lone `a` is left alone.
  if (words === 0) return /^the$/i.test(text.slice(articleAt, articleAt + 3)) ? { start: articleAt, tangled: false } : { start: s, tangled: false };
  if (articleAt === 0) return { start: 0, tangled: false };
  const boundary = precedingWord(text, articleAt);
  return boundary !== undefined && freeBoundary(boundary) ? { start: articleAt, tangled: false } : { start: s, tangled: true };
}

/** Whether a description may start after `word`: a verb or a preposition, not `of`, a possessive or an article. */
function freeBoundary(word: string): boolean {
  if (/^(?:of|its|their|his|her|the|a|an)$/i.test(word)) return false;
  return (/^[a-z]/.test(word) && isVerbWord(word)) || NOT_DESCRIPTION.test(word);
}

/** The word right before `at` (a comma or nothing gives undefined). */
function precedingWord(text: string, at: number): string | undefined {
  return /([A-Za-z][A-Za-z-]*) $/.exec(text.slice(0, at))?.[1];
}

/**
 * Whether the name at [s, e) has a description set off by commas (`X, a generic maker,`, `X, which is a publisher,`,
 * `Its curator, X, wrote`): it stays where the commas stand, so it would describe the other name after a swap.
 */
function describedAfter(text: string, s: number, e: number): boolean {
  if (/^,\s+(?:a|an|the|which|who|whose|whom)\b/.test(text.slice(e))) return true;
  return /,\s+$/.test(text.slice(0, s)) && /^,/.test(text.slice(e)) && /[a-z]+,\s+$/i.test(text.slice(0, s));
}

/** Whether `word` is a finite or participle verb form (`agreed`, `owns`, `bought`), or looks like a past tense. */
function isFiniteVerb(word: string): boolean {
  return verbFormsOf(word).some((f) => f.form !== 'base' && f.form !== 'ing') || /^[a-z]{3,}ed$/.test(word);
}

/** Whether `word` is a known verb form or looks like a past tense. */
export function isVerbWord(word: string): boolean {
  return verbFormsOf(word).length > 0 || /^[a-z]{3,}ed$/.test(word);
}

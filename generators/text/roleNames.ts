/**
 * The names of a sentence as a role swap moves them: each with the title or description written right before it
 * (`the retailer Brightmart`, `economist Ingrid Solberg`), which travels with it, whether it has one that cannot
 * travel (a title opening the sentence, a description set off by commas, one after `of`), and the comma-set
 * description after it that can travel after all (`X, a generic maker,`; `X, which makes loans,`).
 */
import type { EntityKind, EntityMention } from '../../datasets/types.ts';
import { OPENS_PHRASE, entityRanges, escapeRegExp } from './phrases.ts';
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
  /** A comma-set description after the name that can travel with it after all (then `tangled` is only for it). */
  trailing?: Trailing;
}

/** Where a unit ends in its sentence: after its description and the comma that closes it. */
export const outerEnd = (u: NameUnit): number => (u.trailing === undefined ? u.end : u.trailing.end + (u.trailing.closed ? 1 : 0));

/**
 * A description set off by commas after a name (`, a generic maker`, `, which makes loans`): it runs from the name's
 * end to `end` (its closing comma, when `closed`, left out), `relative` when it is a `which`/`who` clause.
 */
export interface Trailing {
  end: number;
  closed: boolean;
  relative: boolean;
}

/** Words that may stand right before a name without describing it (prepositions, conjunctions, determiners). */
const NOT_DESCRIPTION = /^(?:to|from|by|of|for|in|on|at|with|against|into|over|than|behind|as|after|before|and|or|but|that|which|who|the|a|an|its|their|his|her|said|says)$/;
/** Words that may follow a name that is not a modifier (verbs are told by their forms). */
const AFTER_NAME = /^(?:to|from|by|of|for|in|on|at|with|against|into|over|than|as|after|before|and|or|but|that|which|who|also|later|then|had|has|have|was|were|is|are|will|would|could|can|did|does|not|never)$/;

/**
 * The names of `text`, each with what describes it written right before it (`the High Court`, `the retailer
 * Brightmart`, `economist Ingrid Solberg`, `the retired Sean Gallagher`), in text order: a description travels with
 * its name, so a swap never leaves one name's title on the other. `written` is the span as the passage writes it, when
 * `text` is a reading of it (a description the reading carried in is one the passage says of that name).
 */
export function nameUnits(text: string, entities: readonly EntityMention[], written = text): NameUnit[] {
  const ranges = entityRanges(text, entities);
  return ranges.map(([s, e]) => {
    const name = text.slice(s, e);
    const next = /^ ([a-z][a-z-]*)\b/.exec(text.slice(e))?.[1];
    // A name before a noun modifies it (`the Homewise thermostats`, `the Brightwater Solar deal`); a subject's verb is finite.
    const modifier = next !== undefined && !AFTER_NAME.test(next) && !isFiniteVerb(next);
    const lead = modifier ? { start: s, tangled: false } : descriptionBefore(text, s, ranges);
    const kind = entities.find((x) => x.text === name)?.kind;
    const after = describedAfter(text, s, e);
    const trailing = after && !lead.tangled ? trailingDescription(text, { start: lead.start, end: e, name, kind }, written) : null;
    return { start: lead.start, end: e, name, kind, modifier, tangled: lead.tangled || after, ...(trailing === null ? {} : { trailing }) };
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

/**
 * An apposition that may tell of the event rather than the name (`, a record`, `, a deal worth $3 million`), or names
 * the name's role in it (`, the plaintiff,`, `, the outgoing captain,`): after a swap it would contradict the claim.
 */
const EVENT_APPOSITION = /^(?:an?|the) (?:[a-z-]+ )*?(?:deal|move|record|first|rise|fall|drop|increase|decrease|gain|loss|jump|step|sale|purchase|transaction|total|sum|amount|figure|share|stake|year|month|week|day|time|result|outcome|decision|change|winner|loser|victor|plaintiff|defendant|claimant|appellant|respondent|buyer|seller|vendor|acquirer|bidder|champion|runner-up|challenger|holder|titleholder|incumbent|successor|predecessor|outgoing|incoming|new|former|favourite|underdog)\b|\d/;

/**
 * Whether a comma-set description may stand where a name ends and `after` follows: before its verb or the end of the
 * sentence, or (an apposition, not a clause that would dangle before a phrase of the verb) before a preposition.
 */
export function takesDescription(after: string, relative: boolean): boolean {
  if (/^[.!?]?$/.test(after)) return true;
  const next = /^ ([a-z]+)\b/.exec(after)?.[1];
  if (next !== undefined && (/^(?:is|was|were|are|has|had|have|will|would|can|could|may|might|must|should|did|does)$/.test(next) || isFiniteVerb(next))) return true;
  return !relative && OPENS_PHRASE.test(after);
}

/**
 * The comma-set description after a name that travels with it, or null: an apposition (`, a generic
 * maker`) or a `which`/`who` clause fitting the name's kind, on a name that heads its phrase (not after `of`, a
 * conjunction, or itself set off by commas), holding no other punctuation, and either closed by a comma before a verb
 * or a last phrase, or ending the sentence when the reading carried it in (one the span writes there may tell of the
 * event: `, which ended its run`).
 */
function trailingDescription(text: string, unit: Pick<NameUnit, 'start' | 'end' | 'name' | 'kind'>, written: string): Trailing | null {
  const { start: s, end: e, name, kind } = unit;
  const m = /^, (?:(a|an|the)|(which)|(who)) /.exec(text.slice(e));
  if (m === null || (m[2] !== undefined && kind === 'person') || (m[3] !== undefined && kind !== 'person')) return null;
  if (/\b(?:of|and|or|'s|’s)\s+$/i.test(text.slice(0, s)) || /[A-Za-z],\s+$/.test(text.slice(0, s))) return null;
  const relative = m[1] === undefined;
  const comma = text.indexOf(',', e + 1);
  const end = comma < 0 ? text.search(/[.!?]?$/) : comma;
  const body = text.slice(e + 2, end);
  if (/[;:()"“”]/.test(body) || (!relative && EVENT_APPOSITION.test(body))) return null;
  if (comma < 0) {
    // A reading may reword what the span writes after the name: only one where the span has none was carried in.
    const own = new RegExp(`${escapeRegExp(name)}, (?:a|an|the|which|who) `).test(written);
    return own || written.includes(body) ? null : { end, closed: false, relative };
  }
  const rest = text.slice(comma + 1);
  // Closed before a phrase only when no comma follows (`, a lender, with branches in Pune, in 2024`): no clear end.
  const closes = takesDescription(rest, false) && !(OPENS_PHRASE.test(rest) && rest.includes(','));
  return closes ? { end, closed: true, relative } : null;
}

/** Whether `word` is a finite or participle verb form (`agreed`, `owns`, `bought`), or looks like a past tense. */
function isFiniteVerb(word: string): boolean {
  return verbFormsOf(word).some((f) => f.form !== 'base' && f.form !== 'ing') || /^[a-z]{3,}ed$/.test(word);
}

/** Whether `word` is a known verb form or looks like a past tense. */
export function isVerbWord(word: string): boolean {
  return verbFormsOf(word).length > 0 || /^[a-z]{3,}ed$/.test(word);
}

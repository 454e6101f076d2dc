/**
 * Role swaps as people write them: two names of the same kind trade places around an asymmetric relation, wherever
 * they stand (`Nebula Forge was bought by the publisher Talonridge Interactive` → `Talonridge Interactive was bought
 * by the publisher Nebula Forge`; `A replaced B as chief executive`; `A sold X to B`; `raised €140 million from
 * investors led by B`; `finished 11 seconds behind B`). Titles and descriptions stay where they stand (`Pelham Toys
 * sued its former supplier Brindle Games`); an article written right before a name travels with it (`appealed to the
 * High Court`). A swap is offered, and accepted by the check, only when the role of each name (`roles.ts`) can be
 * read, the two differ, and they are exchanged in the claim: a symmetric relation (`and`, `with`, `against`, `merged`,
 * `met`, `versus`, `partnered`) or a reordering that keeps the roles is never a role swap.
 */
import type { EntityKind, EntityMention } from '../../datasets/types.ts';
import { capitalize } from './casing.ts';
import { entityRanges } from './phrases.ts';
import { rolesOf, type Role } from './roles.ts';
import { verbFormsOf } from './verbForms.ts';

/** A role swap of a sentence: the new text, what was done, and the kind of relation (its edit id). */
export interface RoleSwapOption {
  text: string;
  how: string;
  edit: RoleSwapKind;
}

/**
 * Kinds of relation a role swap crosses: `active` (`A sued B`), `passive` (`B was fined by A`), `transfer` (`from A` /
 * `to B`: sold, borrowed, received, moved), `reported` (the speaker and the doer of what is reported: `A said B would
 * lead`), `relation` (another asymmetric preposition: `for`, `of`, `at`, a round `led by`).
 */
export type RoleSwapKind = 'active' | 'passive' | 'transfer' | 'reported' | 'relation';

/**
 * A name as it stands in a sentence: [start, end) with an article written right before it (`the High Court`), the
 * name, its kind, whether it modifies a noun (`the Homewise thermostats`) and whether a description stands before
 * it (`the retailer Brightmart`, `economist Ingrid Solberg`).
 */
interface NameUnit {
  start: number;
  end: number;
  name: string;
  kind: EntityKind | undefined;
  modifier: boolean;
  described: boolean;
}

/** Words between two names that make their relation symmetric (swapping the partners keeps it true). */
const SYMMETRIC_WORDS = /\b(?:and|or|with|against|versus|vs|between|met|meet|meets|merge|merged|merges|merger|partnered|partners?|partnership|together|jointly|joint|alongside|both|settled|tied|drew|lies?|apart|away)\b/i;
/** Roles that hold partners of a symmetric relation (`with X`, `against X`, `between X`, `X and Y`). */
const SYMMETRIC_ROLES = /^prep:(?:with|against|between|and|or|like|near|as|within|without|including|via|across)$/;
/** Text between two names that holds no relation: an apposition, a containment (`Mount Ardan in Nepal`), a list. */
const NO_RELATION = /^\s*(?:[,;:]\s*)?(?:(?:in|of|at|on|near|from|to|the|its|their|'s|’s)\s+)*$/i;
/** Roles that only place a thing (`listed its shares on X`); for places also containment (`in the south of X`). */
const LOCATING_ROLE = /^prep:on$/;
const PLACE_LOCATING_ROLE = /^(?:agent|patient|prep:(?:in|of|at|on|near|across|within))$/;
/** Words that may stand right before a name without describing it (prepositions, conjunctions, determiners). */
const NOT_DESCRIPTION = /^(?:to|from|by|of|for|in|on|at|with|against|into|over|than|behind|as|after|before|and|or|but|that|which|who|the|a|an|its|their|his|her|said|says)$/;
/** Words that may follow a name that is not a modifier (verbs are told by their forms). */
const AFTER_NAME = /^(?:to|from|by|of|for|in|on|at|with|against|into|over|than|as|after|before|and|or|but|that|which|who|also|later|then|had|has|have|was|were|is|are|will|would|could|can|did|does|not|never)$/;

/** The names of `text`, each with an article written right before it (`the High Court`), in text order. */
function nameUnits(text: string, entities: readonly EntityMention[]): NameUnit[] {
  return entityRanges(text, entities).map(([s, e]) => {
    const name = text.slice(s, e);
    const next = /^ ([a-z][a-z-]*)\b/.exec(text.slice(e))?.[1];
    // A name before a noun modifies it (`the Homewise thermostats`, `the Brightwater Solar deal`); a subject's verb is finite.
    const modifier = next !== undefined && !AFTER_NAME.test(next) && !isFiniteVerb(next);
    const article = !modifier && s >= 4 && /^(?:the|The) $/.test(text.slice(s - 4, s)) && !/[A-Za-z]/.test(text.charAt(s - 5));
    const start = article ? s - 4 : s;
    const previous = /([A-Za-z-]+) $/.exec(text.slice(0, start))?.[1];
    const described = previous !== undefined && /^[a-z]/.test(previous) && !NOT_DESCRIPTION.test(previous) && !isVerbWord(previous);
    return { start, end: e, name, kind: entities.find((x) => x.text === name)?.kind, modifier, described };
  });
}

/** Whether `word` is a finite or participle verb form (`agreed`, `owns`, `bought`), or looks like a past tense. */
function isFiniteVerb(word: string): boolean {
  return verbFormsOf(word).some((f) => f.form !== 'base' && f.form !== 'ing') || /^[a-z]{3,}ed$/.test(word);
}

/** Whether `word` is a known verb form or looks like a past tense. */
function isVerbWord(word: string): boolean {
  return verbFormsOf(word).length > 0 || /^[a-z]{3,}ed$/.test(word);
}

/** A role as the swap reads it: `roles.ts`'s, or the doer of a reported clause. */
type SwapRole = Role | 'reported-agent';

/**
 * The doer of a reported clause (`said Ruben Claes would lead`, `found that Lumen Energy had overcharged`): verbs that take
 * a clause as object, findings and beliefs too, so a wider list than `REPORTING_WORD` (reporting.ts).
 */
const REPORTED = /\b(?:said|says|told reporters|found|added|warned|argued|believes|expects|announced|confirmed|reported|noted|claimed)(?: that)? $/;
/** The doer of a participle after a noun (`investors led by X`, `patents held by X`, `a battery made by the supplier X`). */
const REDUCED_BY = /\b(?!(?:was|were|is|are|be|been|being|has|have|had)\b)[a-z]+ (?:led|held|made|owned|run|built|supplied|designed|backed|developed|funded) by (?:the [a-z-]+(?: [a-z-]+)? )?$/;
/** Roles `roles.ts` leaves unread: a rank (`11 seconds behind X`, `ahead of X`) and the object of a participle clause (`, beating X`). */
const UNREAD: ReadonlyArray<[RegExp, Role]> = [
  [/\bbehind $/, 'prep:behind'],
  [/\bahead of $/, 'prep:ahead-of'],
  [/, (?:beating|defeating|replacing|succeeding|overtaking) $/, 'patient'],
];

/**
 * Each name's role (`roles.ts`), with roles that reading leaves as a plain `agent` told apart (the doer of a reported
 * clause, `reported-agent`, as the speaker is the agent of the reporting verb; the doer of a participle after a noun,
 * `prep:by`, as the subject is the agent of the main verb) and a few it leaves unread (`behind X`, `, beating X`).
 */
function readRoles(text: string, entities: readonly EntityMention[]): Map<string, SwapRole> {
  const roles: Map<string, SwapRole> = rolesOf(text, entities);
  for (const [start, end] of entityRanges(text, entities)) {
    const name = text.slice(start, end);
    const before = text.slice(0, start);
    const role = roles.get(name);
    if (role === undefined) {
      const unread = UNREAD.find(([re]) => re.test(before));
      if (unread !== undefined) roles.set(name, unread[1]);
    } else if (role === 'agent' && REDUCED_BY.test(before)) roles.set(name, 'prep:by');
    else if (role === 'agent' && REPORTED.test(before)) roles.set(name, 'reported-agent');
  }
  return roles;
}

/** `unit` written at `at` of a sentence: capitalised at its start, a leading `The` lower-cased inside it. */
function placed(unit: string, at: number): string {
  if (at === 0) return capitalize(unit);
  return unit.startsWith('The ') ? `the${unit.slice(3)}` : unit;
}

/** `text` with the two name units exchanged (`a` before `b`), each possessive written for its new name. */
function swapUnits(text: string, a: NameUnit, b: NameUnit): string {
  const first = text.slice(a.start, a.end);
  const second = text.slice(b.start, b.end);
  const out = text.slice(0, a.start) + placed(second, a.start) + possessive(text.slice(a.end, b.start), second)
    + placed(first, b.start) + possessive(text.slice(b.end), first);
  return out;
}

/** `rest` (the text after a name) with a possessive right after it written for `name`: `Motors'`, `Ruhrstahl's`. */
function possessive(rest: string, name: string): string {
  const m = /^(['’])(s?)(?=\s)/.exec(rest);
  if (m === null) return rest;
  const mark = /s$/.test(name) ? m[1] : `${m[1]}s`;
  return mark + rest.slice(m[0].length);
}

/** The kind of relation from the roles of the first and second name in text order. */
function kindOf(first: SwapRole, second: SwapRole): RoleSwapKind {
  if (first === 'patient' && second === 'agent') return 'passive';
  if (first === 'agent' && second === 'patient') return 'active';
  if ([first, second].some((r) => r === 'prep:from' || r === 'prep:to' || r === 'prep:into')) return 'transfer';
  if (first === 'reported-agent' || second === 'reported-agent') return 'reported';
  return 'relation';
}

/** Why the relation between two units is not one whose partners play different roles (empty when it is). */
function relationProblems(text: string, a: NameUnit, b: NameUnit, roles: ReadonlyMap<string, SwapRole>): string[] {
  if (a.kind === undefined || a.kind !== b.kind) return [`names of different kinds swapped (${a.name}: ${a.kind ?? 'unknown'}, ${b.name}: ${b.kind ?? 'unknown'})`];
  const between = text.slice(a.end, b.start);
  const coordinated = (u: NameUnit) => /\b(?:and|or) $/.test(text.slice(0, u.start)) || /^,? (?:and|or) /.test(text.slice(u.end));
  if (coordinated(a) || coordinated(b)) return [`${coordinated(a) ? a.name : b.name} is one of a coordinated pair (\`X and Y\`): its partner shares its role`];
  if (SYMMETRIC_WORDS.test(between)) return [`a symmetric relation: ${a.name} and ${b.name} are partners (${between.trim()})`];
  // `from A to B` and `After buying A, B …` relate the two; any other bare preposition or comma joins one phrase.
  const fromTo = /^ to $/.test(between) && /\bfrom $/.test(text.slice(0, a.start));
  const fronted = /^, $/.test(between) && /^(?:After|Before|Since|While|When|By|Having) [a-z]+(?:ing|ed)\b/.test(text);
  if (NO_RELATION.test(between) && !fromTo && !fronted) {
    return [`${a.name} and ${b.name} stand in one phrase (a list, an apposition, a place within a place), not in a relation`];
  }
  // An article moves with its name, so it must not land after a description (`the retailer the Data Protection
  // Commission`) or a possessive before a noun (`its the River Towy factory`).
  const [articleA, articleB] = [a.start < a.end - a.name.length, b.start < b.end - b.name.length];
  if (((a.described || a.modifier) && articleB) || ((b.described || b.modifier) && articleA)) {
    return [`an article would land after a description or before a noun: ${a.name} and ${b.name} are written differently`];
  }
  const ra = roles.get(a.name);
  const rb = roles.get(b.name);
  if (ra === undefined || rb === undefined) return [`the role of ${ra === undefined ? a.name : b.name} in the source cannot be read`];
  if (ra === rb) return [`${a.name} and ${b.name} play the same role (${ra}) in the source`];
  if (SYMMETRIC_ROLES.test(ra) || SYMMETRIC_ROLES.test(rb)) return [`a symmetric relation: ${a.name} is ${ra}, ${b.name} is ${rb}`];
  if (LOCATING_ROLE.test(ra) || LOCATING_ROLE.test(rb)) return [`${ra === 'prep:on' ? a.name : b.name} only places the event (${between.trim()}): no role to trade`];
  if (a.kind === 'place' && PLACE_LOCATING_ROLE.test(ra) && PLACE_LOCATING_ROLE.test(rb)) {
    return [`${a.name} and ${b.name} are places located one in the other or an event's place (${ra}, ${rb}), not two ends of a movement`];
  }
  return [];
}

/** Whether a name occurs exactly once among the units (its role is then the role of that one mention). */
function once(units: readonly NameUnit[], name: string): boolean {
  return units.filter((u) => u.name === name).length === 1;
}

/** Every role swap of a sentence: each pair of same-kind names in an asymmetric relation, exchanged, in text order. */
export function roleSwapsOf(sentence: string, entities: readonly EntityMention[]): RoleSwapOption[] {
  // A sentence with a word written twice (`the the cells`) is not one a person writes; nothing is built on it.
  if (/\b(\w+) \1\b/i.test(sentence)) return [];
  const units = nameUnits(sentence, entities);
  const roles = readRoles(sentence, entities);
  const out: RoleSwapOption[] = [];
  for (let i = 0; i < units.length; i++) {
    for (let j = i + 1; j < units.length; j++) {
      const [a, b] = [units[i], units[j]];
      if (a.name === b.name || !once(units, a.name) || !once(units, b.name)) continue;
      if (relationProblems(sentence, a, b, roles).length > 0) continue;
      const text = swapUnits(sentence, a, b);
      if (swappedRoleProblems(sentence, text, a, b, entities).length > 0) continue;
      out.push({ text, how: `roles of ${a.name} and ${b.name} swapped`, edit: kindOf(roles.get(a.name)!, roles.get(b.name)!) });
    }
  }
  return out;
}

/** Why the claim does not give each of the two names the other's role in the source (empty when it does). */
function swappedRoleProblems(source: string, claim: string, a: NameUnit, b: NameUnit, entities: readonly EntityMention[]): string[] {
  const before = readRoles(source, entities);
  const after = readRoles(claim, entities);
  const problems: string[] = [];
  for (const [x, y] of [[a.name, b.name], [b.name, a.name]]) {
    if (after.get(x) !== before.get(y)) problems.push(`${x} does not take the role of ${y} (${before.get(y) ?? 'unread'}) in the claim: ${after.get(x) ?? 'unread'}`);
  }
  return problems;
}

/**
 * Why `claim` is not a role swap of `source` (empty when it is): it must be the source with exactly two names of the
 * same kind exchanged (nothing else changed), the two in an asymmetric relation, each taking the other's role.
 */
export function roleSwapProblems(source: string, claim: string, entities: readonly EntityMention[]): string[] {
  if (claim === source) return ['claim equals its source: no roles swapped'];
  const units = nameUnits(source, entities);
  for (let i = 0; i < units.length; i++) {
    for (let j = i + 1; j < units.length; j++) {
      const [a, b] = [units[i], units[j]];
      if (a.name === b.name || swapUnits(source, a, b) !== claim) continue;
      if (!once(units, a.name) || !once(units, b.name)) return [`${once(units, a.name) ? b.name : a.name} is named twice in the source: whose role moved cannot be read`];
      const relation = relationProblems(source, a, b, readRoles(source, entities));
      return relation.length > 0 ? relation : swappedRoleProblems(source, claim, a, b, entities);
    }
  }
  return ['claim is not the source with two names swapped (a name lost or added, a word or figure changed, or words moved)'];
}

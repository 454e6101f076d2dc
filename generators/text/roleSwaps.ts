/**
 * Role swaps as people write them: two names of the same kind trade places around an asymmetric relation, wherever
 * they stand (`Nebula Forge was bought by the publisher Talonridge Interactive` → `The publisher Talonridge
 * Interactive was bought by Nebula Forge`; `A replaced B as chief executive`; `A sold X to B`; `raised €140 million
 * from investors led by B`; `finished 11 seconds behind B`). A title or description written right before a name, and
 * an article, travel with it (`appealed to the High Court`, `appointed economist X`), and so does one set off by
 * commas after it where it can stand in the other's place (`Sunrise Pharma, a generic maker, was sued by Petrova
 * Biotech` → `Petrova Biotech was sued by Sunrise Pharma, a generic maker,`), so only the roles change; a name whose
 * description cannot travel (a title opening the sentence, one after `of`, a comma-set one with no clear end or that
 * would dangle or describe another thing where the other name stands) is not swapped, nor are names a word left
 * behind may stand for (a pronoun, a definite, a claimant's case, a place phrase a name owns: `roleLeftovers.ts`),
 * nor an owner only a reading of the span names (`the steel` → `Ruhrstahl's steel`). A swap is offered, and accepted
 * by the check, only when the role of each name (`roles.ts`) can be read, the two differ, and they are exchanged in
 * the claim: a symmetric relation (`and`, `with`, `against` but a legal action's, `merged`, `met`, `versus`,
 * `partnered`, a line from A to B) or a reordering that keeps the roles is never a role swap.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { capitalize } from './casing.ts';
import { shortName, shortNameOffsets } from './nameForms.ts';
import { escapeRegExp } from './phrases.ts';
import { nameUnits, outerEnd, takesDescription, type NameUnit } from './roleNames.ts';
import { LEGAL_NOUN, leftoverProblems, placePhraseProblems } from './roleLeftovers.ts';
import { readRoles, type SwapRole } from './swapRoles.ts';

/** A role swap of a sentence: the new text, what was done, and the kind of relation (its edit id). */
export interface RoleSwapOption {
  text: string;
  how: string;
  edit: RoleSwapKind;
}

/**
 * Kinds of relation a role swap crosses: `active` (`A sued B`), `passive` (`B was fined by A`), `transfer` (`from A` /
 * `to B`: sold, borrowed, received, moved), `reported` (the speaker and the doer of what is reported: `A said B would
 * lead`), `relation` (another asymmetric preposition: `for`, `of`, `at` a target, `against` in a legal action, a round
 * `led by`).
 */
export type RoleSwapKind = 'active' | 'passive' | 'transfer' | 'reported' | 'relation';


/** Words between two names that make their relation symmetric (swapping the partners keeps it true). */
const SYMMETRIC_WORDS = /\b(?:and|or|with|against|versus|vs|between|met|meet|meets|merge|merged|merges|merger|partnered|partners?|partnership|together|jointly|joint|alongside|both|settled|tied|drew|lies?|apart|away)\b/i;
/**
 * A legal action's `against` (`filed a lawsuit against X`, `took legal action against X`, `brought a case against X`):
 * the one who sues and the one sued, not partners, as `sued` tells.
 */
const LEGAL_AGAINST = new RegExp(String.raw`\b${LEGAL_NOUN} against $`, 'i');
/** Roles that hold partners of a symmetric relation (`with X`, `against X`, `between X`, `X and Y`). */
const SYMMETRIC_ROLES = /^prep:(?:with|against|between|and|or|like|near|as|within|without|including|via|across)$/;
/**
 * A link that runs both ways (`its line from Halifax to Vancouver`), or a service run over one (`its first sleeper
 * service from Brussels to Milan`, `flights from A to B`: the service back is another the plan does not deny): its two
 * ends are partners, not a start and an end. One trip (`its flight from A to B`) and a move (`moved its services from
 * A to B`) have a start and an end.
 */
const SYMMETRIC_LINK = /\b(line|route|service|flights|sailings|crossings|road|railway|railroad|rail link|cable|pipeline|link|bridge|tunnel|canal|highway|motorway|connection|corridor|border|distance)\b(?:\s+[a-z-]+){0,3}\s+from\s+$/i;
/** A place a thing moves along (`38 kilometres up the Tessaro River`), not one of its ends. */
const PATH = /\b(?:up|down|along|across|through|around|past)\s+$/i;
/** Text between two names that holds no relation: an apposition, a containment (`Mount Ardan in Nepal`), a list. */
const NO_RELATION = /^\s*(?:[,;:]\s*)?(?:(?:in|of|at|on|near|from|to|the|its|their|'s|’s)\s+)*$/i;
/**
 * Roles that only place a thing (`listed its shares on X`, `reopen the science block at X`); for places also
 * containment (`in the south of X`).
 */
const LOCATING_ROLE = /^prep:(?:on|at)$/;
/** `at` after a verb aimed at someone (`took aim at X`, `hit back at X`): a target, not a place. */
const AIMED_AT = /\b(?:aim|aimed|back|swipe|shots?|fired|laughed|looked|jabs?|out|swung|pointed|directed|angry|furious) at (?:the )?$/i;
const PLACE_LOCATING_ROLE = /^(?:agent|patient|prep:(?:in|of|at|on|near|across|within))$/;

/**
 * A public body by its name (`the Data Protection Commission`, `Lindell Council`, `Ofpower`): it fines, approves,
 * licenses and hires on the public's behalf, so a company never stands in its role, nor it in a company's.
 */
const PUBLIC_BODY = /\b(?:Board|Bureau|Authority|Agency|Council|Commission|Directorate|Ministry|Department|Office|Regulator|Court|Tribunal|Government|Parliament|Police|Inspectorate|Ombudsman)\b|^Of[a-z]+$/;

/** `unit` written at `at` of a sentence: capitalised at its start, a leading `The` lower-cased inside it. */
function placed(unit: string, at: number): string {
  if (at === 0) return capitalize(unit);
  return /^(?:The|An?) /.test(unit) ? unit.charAt(0).toLowerCase() + unit.slice(1) : unit;
}

/** Where a unit's description ends (the name's end when it has none after it). */
const coreEnd = (u: NameUnit) => u.trailing?.end ?? u.end;
/**
 * The units that stand in the sentence's relation: never a name inside another's description (`Harlow Bank, a lender
 * to Calder Savings, sued …`), which moves with that description and has no role of its own to trade with anyone.
 */
const freeUnits = (units: readonly NameUnit[]) => units.filter((u) => !units.some((v) => v !== u && u.start > v.start && u.start < outerEnd(v)));
/** The comma that closes a moved unit's description before `rest`, when `rest` is not punctuation or the end. */
const closing = (u: NameUnit, rest: string) => (u.trailing !== undefined && !/^[.!?,;:]?$/.test(rest.slice(0, 1)) ? ',' : '');

/**
 * `text` with the two name units exchanged (`a` before `b`), each with its descriptions, each possessive written for
 * its new name, and a comma closing a description that no longer ends the sentence.
 */
function swapUnits(text: string, a: NameUnit, b: NameUnit): string {
  const first = text.slice(a.start, coreEnd(a));
  const second = text.slice(b.start, coreEnd(b));
  const middle = text.slice(outerEnd(a), b.start);
  const tail = text.slice(outerEnd(b));
  return text.slice(0, a.start) + placed(second, a.start) + closing(b, middle) + possessive(middle, second)
    + placed(first, b.start) + closing(a, tail) + possessive(tail, first);
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
  if (a.kind === 'org' && PUBLIC_BODY.test(a.name) !== PUBLIC_BODY.test(b.name)) {
    return [`a public body and a company trade places (${PUBLIC_BODY.test(a.name) ? a.name : b.name} is a public body): no one writes a company fining or hiring a regulator`];
  }
  const between = text.slice(outerEnd(a), b.start);
  const coordinated = (u: NameUnit) => /\b(?:and|or) $/.test(text.slice(0, u.start)) || /^,? (?:and|or) /.test(text.slice(outerEnd(u)));
  if (coordinated(a) || coordinated(b)) return [`${coordinated(a) ? a.name : b.name} is one of a coordinated pair (\`X and Y\`): its partner shares its role`];
  const legal = LEGAL_AGAINST.test(between);
  if (SYMMETRIC_WORDS.test(legal ? between.replace(/against $/, '') : between)) return [`a symmetric relation: ${a.name} and ${b.name} are partners (${between.trim()})`];
  // `from A to B` and `After buying A, B …` relate the two; any other bare preposition or comma joins one phrase.
  const fromTo = /^ to $/.test(between) && /\bfrom $/.test(text.slice(0, a.start));
  const fronted = /^, $/.test(between) && /^(?:After|Before|Since|While|When|By|Having) [a-z]+(?:ing|ed)\b/.test(text);
  if (fromTo && SYMMETRIC_LINK.test(text.slice(0, a.start))) return [`a symmetric link: a ${SYMMETRIC_LINK.exec(text.slice(0, a.start))![1]} from ${a.name} to ${b.name} also runs from ${b.name} to ${a.name}`];
  const path = [a, b].find((u) => PATH.test(text.slice(0, u.start)));
  if (a.kind === 'place' && path !== undefined) return [`${path.name} is the way along which a thing moves (${PATH.exec(text.slice(0, path.start))![0].trim()}), not an end to trade with another place`];
  if (NO_RELATION.test(between) && !fromTo && !fronted) {
    return [`${a.name} and ${b.name} stand in one phrase (a list, an apposition, a place within a place), not in a relation`];
  }
  // A description moves with its name, so it must not land before a noun a name modifies (`its the River Towy factory`).
  const [articleA, articleB] = [a.start < a.end - a.name.length, b.start < b.end - b.name.length];
  if ((a.modifier && articleB) || (b.modifier && articleA)) {
    return [`an article or description would land before a noun: ${a.name} and ${b.name} are written differently`];
  }
  const stuck = [a, b].find((u) => u.tangled && u.trailing === undefined);
  if (stuck !== undefined) {
    return [`a description of ${stuck.name} cannot travel with it (a title at the sentence start, an apposition or clause with no clear end, a title after \`of\`): it would describe the other name`];
  }
  const slot = descriptionSlotProblems(text, a, b);
  if (slot.length > 0) return slot;
  const ra = roles.get(a.name);
  const rb = roles.get(b.name);
  if (ra === undefined || rb === undefined) return [`the role of ${ra === undefined ? a.name : b.name} in the source cannot be read`];
  if (ra === rb) return [`${a.name} and ${b.name} play the same role (${ra}) in the source`];
  const symmetric = (r: SwapRole) => SYMMETRIC_ROLES.test(r) && !(legal && r === 'prep:against');
  if (symmetric(ra) || symmetric(rb)) return [`a symmetric relation: ${a.name} is ${ra}, ${b.name} is ${rb}`];
  const locates = (r: SwapRole, u: NameUnit) => LOCATING_ROLE.test(r) && !(r === 'prep:at' && AIMED_AT.test(text.slice(0, u.start)));
  if (locates(ra, a) || locates(rb, b)) return [`${locates(ra, a) ? a.name : b.name} only places the event (${between.trim()}): no role to trade`];
  if (a.kind === 'place' && PLACE_LOCATING_ROLE.test(ra) && PLACE_LOCATING_ROLE.test(rb)) {
    return [`${a.name} and ${b.name} are places located one in the other or an event's place (${ra}, ${rb}), not two ends of a movement`];
  }
  return [];
}

/**
 * Why a comma-set description travelling with one name cannot stand where the other name stood (empty when it can):
 * before a noun the other name modifies, after `of`, or (a `which`/`who` clause) before a phrase of the verb, where it
 * would dangle or describe another thing.
 */
function descriptionSlotProblems(text: string, a: NameUnit, b: NameUnit): string[] {
  for (const [u, v] of [[a, b], [b, a]]) {
    if (u.trailing === undefined) continue;
    const fits = !v.modifier && !/\b(?:of|and|or)\s+$/i.test(text.slice(0, v.start)) && takesDescription(text.slice(outerEnd(v)), u.trailing.relative);
    if (!fits) return [`the description of ${u.name} (${text.slice(u.end + 2, u.trailing.end)}) cannot stand where ${v.name} stands: it would dangle or describe another thing`];
  }
  return [];
}

/** Whether a name occurs exactly once among the units (its role is then the role of that one mention). */
function once(units: readonly NameUnit[], name: string): boolean {
  return units.filter((u) => u.name === name).length === 1;
}

/**
 * Whether the sentence names a unit again by its short form (`… after Brisline Analytics agreed to keep Brisline's
 * tools …`): the short form would stay when the full name moves, and tell the old role of the other name.
 */
function namedAgainShort(sentence: string, unit: NameUnit, entities: readonly EntityMention[]): boolean {
  const entity = entities.find((e) => e.text === unit.name);
  const short = entity === undefined ? null : shortName(entity, entities);
  return short !== null && shortNameOffsets(sentence, short).some((at) => at < unit.start || at >= unit.end);
}

/**
 * Why two names of a sentence may not trade places (empty when they may), the same for the generator and the class
 * check: a name named again by its short form (that alone), else their relation, a place phrase one of them owns, a
 * word left behind that either may stand for (a pronoun, a definite, a claimant's case; `pronouns` false: the classic
 * repertoire's pinned rules) and an owner only a reading names.
 */
function pairProblems(
  sentence: string, a: NameUnit, b: NameUnit,
  { entities, written, roles, pronouns = true }: { entities: readonly EntityMention[]; written: string; roles: ReturnType<typeof readRoles>; pronouns?: boolean },
): string[] {
  const again = [a, b].find((u) => namedAgainShort(sentence, u, entities));
  if (again !== undefined) return [`${again.name} is named again by its short form: it would keep the old role`];
  return [
    ...relationProblems(sentence, a, b, roles), ...placePhraseProblems(sentence, a, b, entities),
    ...(pronouns ? leftoverProblems(sentence, a, b, entities) : []), ...namedOwnerProblems(sentence, a, b, written),
  ];
}

/**
 * Every role swap of a sentence: each pair of same-kind names in an asymmetric relation, exchanged, in text order.
 * `written` is the span as the passage writes it, when `sentence` is a reading of it (names the reading brought in).
 */
export function roleSwapsOf(sentence: string, entities: readonly EntityMention[], written = sentence): RoleSwapOption[] {
  // A sentence with a word written twice (`the the cells`) is not one a person writes; nothing is built on it.
  if (/\b(\w+) \1\b/i.test(sentence)) return [];
  const units = nameUnits(sentence, entities, written);
  const free = freeUnits(units);
  const roles = readRoles(sentence, entities);
  const out: RoleSwapOption[] = [];
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) {
      const [a, b] = [free[i], free[j]];
      if (a.name === b.name || !once(units, a.name) || !once(units, b.name)) continue;
      if (pairProblems(sentence, a, b, { entities, written, roles }).length > 0) continue;
      const text = swapUnits(sentence, a, b);
      if (swappedRoleProblems(sentence, text, a, b, entities).length > 0) continue;
      out.push({ text, how: `roles of ${a.name} and ${b.name} swapped`, edit: kindOf(roles.get(a.name)!, roles.get(b.name)!) });
    }
  }
  return out;
}

/**
 * Why the pair may not be swapped because a reading named the owner of a thing the span left unnamed (`the steel` →
 * `Ruhrstahl's steel`, `the cells of the Brandt Technical University`): whose thing it is was read from context, and a
 * swap would make the other name its owner, a second fact (empty when neither name is such an owner).
 */
function namedOwnerProblems(text: string, a: NameUnit, b: NameUnit, written: string): string[] {
  for (const u of [a, b]) {
    const owner = /^['’]s?\s/.test(text.slice(u.end)) || /\b(?:the|a|an) [a-z-]+ of $/i.test(text.slice(0, u.start));
    const inSpan = u.name.split(' ').some((w) => w.length > 3 && /^[A-Z]/.test(w) && new RegExp(`\\b${escapeRegExp(w)}\\b`).test(written));
    if (owner && !inSpan) return [`${u.name} owns a thing only the reading names (the span leaves it unnamed): swapping it changes whose thing it is`];
  }
  return [];
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
 * `written` is the span as the passage writes it (`source` may be a reading of it); `pronouns` false keeps the
 * classic repertoire's pinned output, which predates the pronoun rule.
 */
export function roleSwapProblems(source: string, claim: string, entities: readonly EntityMention[], written = source, pronouns = true): string[] {
  if (claim === source) return ['claim equals its source: no roles swapped'];
  const units = nameUnits(source, entities, written);
  const free = freeUnits(units);
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) {
      const [a, b] = [free[i], free[j]];
      if (a.name === b.name || swapUnits(source, a, b) !== claim) continue;
      if (!once(units, a.name) || !once(units, b.name)) return [`${once(units, a.name) ? b.name : a.name} is named twice in the source: whose role moved cannot be read`];
      const problems = pairProblems(source, a, b, { entities, written, roles: readRoles(source, entities), pronouns });
      return problems.length > 0 ? problems : swappedRoleProblems(source, claim, a, b, entities);
    }
  }
  return ['claim is not the source with two names swapped (a name lost or added, a word or figure changed, or words moved)'];
}

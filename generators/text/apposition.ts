/**
 * Titles and descriptions of a name, moved between three places people put them: before the name (`chief executive
 * Dana Reeve`), after it in apposition (`Dana Reeve, the chief executive,`) and in a relative clause (`Dana Reeve, who
 * is chief executive,`). The name and the description never change; only where and how the description is attached.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { indefiniteArticle } from './articles.ts';
import { lowerStart } from './casing.ts';
import { wholeWordOffsets } from './phrases.ts';
import { createOwnedMemo } from './textMemo.ts';

/** Head nouns of a person's title or role, as the corpus writes them. */
const PERSON_ROLES = new Set(`executive officer mayor founder engineer chairman chairwoman chair governor forecaster president
architect director treasurer minister manager pathologist entomologist glaciologist coach singer composer actress actor
producer organiser historian collector economist analyst spokesperson spokesman spokeswoman secretary commissioner surgeon
doctor professor researcher scientist physicist chemist biologist astronomer geologist volcanologist meteorologist
climatologist captain striker goalkeeper midfielder defender winger player driver rider cyclist runner author novelist
writer poet artist painter sculptor photographer curator conductor lawyer judge prosecutor farmer grower beekeeper chief
leader editor presenter ambassador inspector official planner designer teacher headteacher principal dean rector
veterinarian vet epidemiologist virologist engineer pilot skipper climber explorer diver chef owner investor
`.split(/\s+/).filter(Boolean));

/** Whether `word` (any case) heads a person's title or role (`director`, `Coach`, `minister`). */
export function isPersonRole(word: string): boolean {
  return PERSON_ROLES.has(word.toLowerCase());
}

/** Words with a demonym's ending that name a sea, a state or a movement (`the Mediterranean`, `the Vatican`). */
const NOT_DEMONYMS = new Set(['Mediterranean', 'Caribbean', 'Vatican', 'Taliban', 'Republican', 'Anglican', 'Lutheran']);

/**
 * Proper adjectives of a people without a common ending (`Emirati`, `Cypriot`): listed, since `-i` and `-iot` also end
 * makes, cities and languages (`Maserati`, `Helsinki`, `Hindi`, `Patriot`).
 */
const LISTED_DEMONYMS = new Set(`Dutch French Greek Thai Swiss Czech Welsh Basque Iraqi Israeli Emirati Qatari Saudi
Kuwaiti Yemeni Omani Bahraini Pakistani Bangladeshi Somali Nepali Azerbaijani Kazakhstani Cypriot Kosovar Montenegrin
`.split(/\s+/).filter(Boolean));

/**
 * Whether `word` is a proper adjective of a people (`Belgian`, `Danish`, `Dutch`; `Emirati`, `Cypriot`, `Kosovar`,
 * `Montenegrin`), never a role word.
 */
function isDemonym(word: string): boolean {
  const adjective = /^[A-Z][a-z]+(?:ian|ean|ese|ish|an)$/.test(word) || LISTED_DEMONYMS.has(word);
  return adjective && !PERSON_ROLES.has(word.toLowerCase()) && !NOT_DEMONYMS.has(word);
}

/** Demonyms that name one person without an adjective's ending (`The Dane`, `the Swede`). */
const DEMONYM_NOUNS = new Set(`Dane Swede Finn Briton Brit Scot Pole Turk Spaniard Frenchman Frenchwoman Dutchman Dutchwoman
Englishman Englishwoman Irishman Irishwoman Welshman Welshwoman Scotsman Scotswoman Kiwi Aussie Slovak Slovene Croat Serb
Uzbek Kazakh Filipino Filipina Argentine Icelander Luxembourger
`.split(/\s+/).filter(Boolean));

/** Whether `word` may stand for a person as a demonym does (`The Dane`, `the Italian`, `the Swiss`). */
export function isPersonDemonym(word: string): boolean {
  return DEMONYM_NOUNS.has(word) || isDemonym(word);
}

/** Head nouns of an organisation's description. */
const ORG_ROLES = new Set(`group charity union company firm cooperative chain studio band manufacturer maker provider operator
regulator retailer insurer lender bank airline developer publisher broadcaster supplier distributor carrier startup
start-up network institute agency association club team foundation trust council authority partnership consortium fund
giant producer exporter importer marketplace platform app
`.split(/\s+/).filter(Boolean));

/** Roles held by one person at a time in their organisation: described with `the`, others with `a`. */
const UNIQUE_ROLE = /(?:chief|executive|officer|mayor|founder|chairman|chairwoman|chair|governor|president|director|treasurer|minister|manager|coach|captain|organiser|secretary|commissioner|editor|principal|headteacher|dean|rector|owner|leader|spokesperson|spokesman|spokeswoman|skipper|conductor|curator)$/;

/** A description found next to a name. */
export interface TitledName {
  start: number;
  end: number;
  name: string;
  kind: EntityMention['kind'];
  /** The description without its determiner, lower-case (`chief executive`, `teachers' union`). */
  title: string;
  /** The determiner it came with (`the`, `a`, `its`, `her`) or `` for a bare title. */
  determiner: string;
  form: TitleForm;
}

/** Where a description stands: before the name, after it in apposition, in a relative clause, or fronted with commas. */
export type TitleForm = 'before' | 'apposition' | 'relative' | 'preposed';

const TITLE_WORD = String.raw`(?!(?:said|says|of|in|at|and|by|for|to|on|with|from|was|were|is|are|the|a|an|its|their|his|her|who|which|that)\b)[A-Za-z][a-z'’-]*`;
const DETERMINER = String.raw`(?:[Tt]he|[Aa]n?|[Ii]ts|[Tt]heir|[Hh]is|[Hh]er)`;

/** Whether `word` heads an organisation's description (`company`, `lender`, `trust`). */
export function isOrgRole(word: string): boolean {
  return ORG_ROLES.has(word);
}

function isRole(title: string, kind: EntityMention['kind']): boolean {
  const head = title.split(' ').pop() ?? '';
  if (kind === 'person') return PERSON_ROLES.has(head);
  return kind === 'org' && ORG_ROLES.has(head);
}

/**
 * A title as it reads inside a sentence: its first word lower-cased unless it is a proper adjective (`Belgian rider`
 * keeps `Belgian`; `Chief executive` → `chief executive`).
 */
function titleCase(title: string, source: string, entities: readonly EntityMention[]): string {
  const demonym = isDemonym(title.split(' ')[0]);
  // A word the passage capitalises inside a sentence, or that opens a name (`Skyward` of `Skyward Airlines`), is a
  // name: it keeps its capital (`Skyward chief executive`); `Energy` of `Lumen Energy` does not make `Energy supplier` one.
  return demonym ? title : lowerStart(title, entities, source);
}

/**
 * Every name of `text` with a title before it, after it in apposition, or in a relative clause; `source` (e.g. the
 * whole passage) tells a capitalised title word that is a name from one capitalised only at the start of a sentence.
 */
export function findTitledNames(text: string, entities: readonly EntityMention[], source = text): TitledName[] {
  return titledMemo(entities, `${text.length}:${text}${source}`, () => readTitledNames(text, entities, source)).map((t) => ({ ...t }));
}

// Trims, carries and title edits ask for the titles of the same sentence of a passage again and again.
const titledMemo = createOwnedMemo<readonly EntityMention[], readonly TitledName[]>();

function readTitledNames(text: string, entities: readonly EntityMention[], source: string): TitledName[] {
  const out: TitledName[] = [];
  for (const entity of entities.filter((e) => e.kind === 'person' || e.kind === 'org')) {
    for (const at of wholeWordOffsets(text, entity.text)) {
      for (const found of titlesAround(text, at, entity, entities, source)) {
        if (!out.some((o) => o.start < found.end && found.start < o.end)) out.push(found);
      }
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

const WINDOW = 60;
const BEFORE = new RegExp(`(?<![\\p{L}'’-])(?:(${DETERMINER}) )?((?:${TITLE_WORD} ){0,2}${TITLE_WORD}) $`, 'u');
const PREPOSED = new RegExp(`(?<![\\p{L}'’-])(${DETERMINER}) ((?:${TITLE_WORD} ){0,2}${TITLE_WORD}), $`, 'u');
const APPOSITION = new RegExp(`^, (${DETERMINER}) ((?:${TITLE_WORD} ){0,3}${TITLE_WORD})(?=[,.])`, 'u');
const RELATIVE = new RegExp(`^, (?:who|which) (?:is|was|are|were) (?:(${DETERMINER}) )?((?:${TITLE_WORD} ){0,3}${TITLE_WORD})(?=[,.])`, 'u');

/** The titles written around the mention of `entity` at offset `at`. */
function titlesAround(text: string, at: number, entity: EntityMention, entities: readonly EntityMention[], source: string): TitledName[] {
  const from = Math.max(0, at - WINDOW);
  const before = text.slice(from, at);
  const nameEnd = at + entity.text.length;
  const after = text.slice(nameEnd, nameEnd + WINDOW);
  const found: Array<{ m: RegExpExecArray; start: number; end: number; form: TitleForm }> = [];
  const pre = PREPOSED.exec(before);
  if (pre && after.startsWith(',')) found.push({ m: pre, start: from + pre.index, end: nameEnd + 1, form: 'preposed' });
  const bef = BEFORE.exec(before);
  if (bef) found.push({ m: bef, start: from + bef.index, end: nameEnd, form: 'before' });
  for (const [re, form] of [[APPOSITION, 'apposition'], [RELATIVE, 'relative']] as const) {
    const m = re.exec(after);
    if (m) found.push({ m, start: at, end: nameEnd + m[0].length, form });
  }
  const out: TitledName[] = [];
  for (const { m, start, end, form } of found) {
    const title = m[2].toLowerCase();
    // Only the first word of a title may be capitalised (`Union president`), never a name inside it (`Southern Cross coach`).
    if (!isRole(title, entity.kind) || /^\S+ .*[A-Z]/.test(m[2]) || /^(?:company|firm)$/.test(title)) continue;
    // `Brightwater chair Helen Okafor`: a title opening on a name's word belongs to that name's organisation.
    const first = m[2].split(' ')[0];
    if (/^[A-Z]/.test(first) && entities.some((e) => e.text.split(' ')[0] === first)) continue;
    // A bare capitalised title is only a title at the start of the sentence (`Mayor Nikola Jovanovic`).
    if (form === 'before' && m[1] === undefined && /^[A-Z]/.test(m[2]) && start !== 0) continue;
    if (form === 'before' && /^(?:justice|judge)$/i.test(title)) continue;
    // `Lumora Devices chief legal officer Naomi Fischer`: a name before the title owns it; moved, the title would leave
    // `Lumora Devices Naomi Fischer` behind.
    if ((form === 'before' || form === 'preposed') && /\p{Lu}[\p{L}\p{N}'’-]*['’]?\s$/u.test(text.slice(Math.max(0, start - 40), start))) continue;
    out.push({ start, end, name: entity.text, kind: entity.kind, title: titleCase(m[2], source, entities), determiner: (m[1] ?? '').toLowerCase(), form });
  }
  return out;
}

/** A name's possessive opening a title (`Portugal's sea minister`): it is the title's determiner, which takes no other. */
const NAME_POSSESSIVE = /^\p{Lu}[\p{L}-]*['’]s?\s/u;

/** The determiner a description takes after its name: `` when a name's possessive opens it, else `the`, `a`/`an` or its own. */
function describedWith(t: TitledName): string {
  if (t.determiner === '' && NAME_POSSESSIVE.test(t.title)) return '';
  // After an organisation's name, `the retailer` reads as if it had been mentioned before: `a retailer` does not.
  if (t.kind !== 'person' && (t.determiner === 'the' || t.determiner === '')) return indefiniteArticle(t.title);
  if (t.determiner === 'a' || t.determiner === 'an') return indefiniteArticle(t.title);
  if (t.determiner !== '') return t.determiner;
  return UNIQUE_ROLE.test(t.title) || /^(?:chief|head) /.test(t.title) ? 'the' : indefiniteArticle(t.title);
}

/**
 * Whether a description of an organisation is a bare role (`a manufacturer`, `a retailer`): one word after an
 * indefinite article, which says nothing a name of a company does not. (A person's profession, `an entomologist`, and a
 * described role, `a Danish manufacturer`, `a telehealth company`, say something.)
 */
export function isBareRole(t: TitledName): boolean {
  return t.kind !== 'person' && !t.title.includes(' ') && describedWith(t) !== 'the';
}

/** Roles held in one organisation or work (`Producer X` is the producer of the show told of): `a producer` drops whose. */
const OWNED_ROLE = /^(?:producer|official|presenter|inspector|planner)$/;

/**
 * Whether moving a description after the name would say less: an organisation's bare role (`Altaris Rail, a
 * manufacturer`), or a person's owned role written bare before the name and turned indefinite (`who is a producer`).
 */
function losesDescription(t: TitledName): boolean {
  if (isBareRole(t)) return true;
  return t.kind === 'person' && t.determiner === '' && OWNED_ROLE.test(t.title);
}

/** A prepositional adjunct right after a name: it belongs to the clause, not to the name. */
const MAIN_ADJUNCT = /^ (?:from|on|in|for|to|over|at|by|with|during|after|before|since|until|into|under|against|between)\b/;

/**
 * The same description written before its name or in apposition (`before` ↔ apposition, a relative clause → either);
 * never into a relative clause: `Dana Reeve, who is the chief executive,` is a form no hand-written claim takes, and
 * `who was a historian` would read as a former or dead one. Null when no form fits.
 */
export function rewriteTitle(text: string, t: TitledName, target: 'before' | 'apposition'): string | null {
  if (target === t.form) return null;
  // `headed by Diego Cardenas, who is a plant pathologist, from March 4, 2024`: an adjunct of the main clause after a
  // description set off by commas reads as part of the description (or as a stray afterthought).
  if (target === 'apposition' && MAIN_ADJUNCT.test(text.slice(t.end))) return null;
  if (target === 'apposition' && losesDescription(t)) return null;
  const det = describedWith(t);
  const atEnd = /^[.!?]?\s*$/.test(text.slice(t.end));
  const followedByComma = text.charAt(t.end) === ',';
  const close = atEnd || followedByComma || (t.form !== 'before' && t.form !== 'preposed') ? '' : ',';
  let phrase: string;
  if (target === 'apposition') {
    phrase = `${t.name}, ${det === '' ? '' : `${det} `}${t.title}${close}`;
  } else {
    // Back before the name: only `the`/bare titles read naturally there (`the chief executive Dana Reeve` is stilted).
    if (!/^(?:the|its|their|his|her|)$/.test(t.determiner)) return null;
    const lead = t.determiner === 'the' ? '' : t.determiner === '' ? '' : `${t.determiner} `;
    phrase = `${lead}${t.title} ${t.name}`;
    if ((t.form === 'apposition' || t.form === 'relative') && text.charAt(t.end) === ',' && !atEnd) {
      return fixCase(text.slice(0, t.start) + phrase + text.slice(t.end + 1), t.start);
    }
  }
  return fixCase(text.slice(0, t.start) + phrase + text.slice(t.end), t.start);
}

/** Capitalises a rewritten phrase at the start of the sentence, lower-cases a title moved off it. */
function fixCase(text: string, at: number): string {
  if (at === 0) return text.charAt(0).toUpperCase() + text.slice(1);
  return text;
}

/**
 * Decontextualising an edited claim the way people write one. A sentence that leans on its passage (`It measured …`,
 * `The farm has …`, `Koivisto had coached …`) is not a claim anyone writes on its own: they name what it refers to
 * (`Stackgrow's farm has …`, `Jussi Koivisto had coached …`). Applied in the full repertoire to the classes that edit a
 * plan span into a claim the plan does not support: added specificity never makes a false claim true, and the guard
 * below keeps every token of the edit, every figure and every negation.
 */
import type { EntityMention, Passage } from '../datasets/types.ts';
import { tokenize } from '../engine/tokens.ts';
import { numericChange } from './text/evidence.ts';
import { asSubject, earlierEntities, possessive, shortName, shortNameOffsets, shortReadsAsAdjective, startsWithName } from './text/nameForms.ts';
import { nameIt, namePronoun } from './text/pronounReferents.ts';
import { containsPhrase, wholeWordOffsets } from './text/phrases.ts';
import { isVerbOpener } from './text/verbs.ts';
import { verbFormsOf } from './text/verbForms.ts';
import { ownsNoun } from './text/ownedNouns.ts';
import type { NamingEdit } from './tiers.ts';
import type { GeneratedClaim } from './types.ts';

/** Classes whose full-repertoire claims are decontextualised (each edits a plan span into an unsupported claim). */
export const DECONTEXTUALISED_CLASSES: ReadonlySet<string> = new Set([
  'number-swap', 'negation', 'scale-swap', 'entity-swap', 'date-shift', 'role-swap',
]);


/** Nouns that head a quantity or a report, not a thing a name can own (`The number of …`, `The figure …`). */
const NOT_OWNED = new Set([
  'number', 'share', 'rate', 'price', 'cost', 'total', 'amount', 'figure', 'figures', 'results', 'result', 'average',
  'level', 'value', 'proportion', 'majority', 'rest', 'first', 'last', 'same', 'other', 'following', 'previous', 'next',
  'new', 'old', 'two', 'three', 'four', 'five', 'most', 'government', 'country', 'world', 'city',
]);

/**
 * Honours a sentence's subject may give, win, appeal or be nominated for, but never owns through a genitive: the
 * winner of `the damages award` may be another party than the organisation the sentence is about.
 */
const HONOURS = new Set(['award', 'awards', 'prize', 'prizes', 'medal', 'medals', 'title', 'titles', 'trophy', 'honour', 'accolade', 'nomination']);

/**
 * Things given: the genitive names the giver (`Ragnar Vik's gift`), so a subject that received one never owns it
 * (`The museum received a gift …` gives no `the museum's gift`).
 */
const GIFTS = new Set(['gift', 'gifts', 'donation', 'donations', 'bequest', 'grant', 'grants', 'loan', 'loans']);
/** A subject's verb that receives (after the subject's name and any comma-set apposition). */
const RECEIVED = /^(?:,[^,]*,)? (?:has |had |have )?(?:received|receives|accepted|accepts|got|was given|were given|was awarded|was lent)\b/i;

/** Whether the sentence's subject `owner` (it opens the sentence) received what the sentence tells of. */
function subjectReceived(text: string, owner: string): boolean {
  const at = wholeWordOffsets(text, owner)[0];
  return at !== undefined && RECEIVED.test(text.slice(at + owner.length));
}

/** Nouns that stand for an organisation itself: `The company raised …` → `DocLink raised …`. */
export const ORG_NOUNS: ReadonlySet<string> = new Set([
  'company', 'firm', 'group', 'business', 'bank', 'club', 'team', 'airline', 'agency', 'institute', 'union', 'council',
  'charity', 'insurer', 'retailer', 'chain', 'operator', 'maker', 'studio', 'publisher', 'lender', 'carrier',
  'utility', 'federation', 'association', 'network', 'service', 'league', 'university', 'museum', 'hospital',
  'cooperative', 'fund', 'regulator', 'startup', 'manufacturer', 'developer', 'supplier', 'brewer', 'broadcaster',
]);

/**
 * Nouns that stand for the one thing of a kind a passage names, in groups of words that name the same sort of thing:
 * `The show cost …` in a passage whose only work is the musical Harbour Lights is about Harbour Lights. (`report`,
 * `study` and places are left out: a passage mentions other reports and places than those it names.)
 */
const KIND_NOUN_GROUPS: Readonly<Record<string, readonly string[]>> = {
  org: ['bank lender', 'club team side', 'retailer chain', 'maker manufacturer producer', 'airline carrier', 'insurer',
    'union', 'council', 'university', 'museum', 'hospital', 'charity', 'agency', 'regulator', 'publisher', 'studio',
    'broadcaster', 'brewer', 'developer', 'supplier', 'operator', 'startup', 'utility', 'federation', 'association',
    'league', 'fund', 'cooperative', 'institute', 'network', 'service'],
  work: ['book novel memoir', 'film documentary movie', 'show musical play opera production', 'treaty act law bill',
    'index ranking', 'newspaper magazine', 'album song', 'exhibition', 'painting', 'series'],
  product: ['drug medicine pill vaccine', 'phone handset', 'chip processor', 'lander spacecraft probe', 'rocket',
    'satellite', 'telescope', 'train', 'ship vessel', 'aircraft plane jet', 'app', 'robot', 'line railway',
    'road motorway', 'bridge', 'tunnel', 'car vehicle', 'tablet', 'laptop', 'console'],
  event: ['storm typhoon hurricane cyclone', 'fire blaze', 'expedition', 'race marathon',
    'tournament championship cup', 'festival', 'flood', 'earthquake quake'],
};

/** Organisation nouns any organisation answers to (`the company`), with no word of its own sort needed. */
const ANY_ORG = new Set(['company', 'firm', 'business']);

/** Words that may follow a noun phrase `the <noun>` standing whole (a verb, a preposition, punctuation…), not a modifier. */
const AFTER_WHOLE_NP = /^(?:[.,;:]|(?:a|an|the|that|which|who|also|now|still|then|only|of|in|on|at|to|for|from|with|by|after|before|during|over|under|as)\b)/;

/** Whether `the <noun>` in `claim` at `at` stands whole: the next word is not one it modifies (`the bank records`). */
function standsWhole(claim: string, at: number, noun: string): boolean {
  const rest = claim.slice(at + 'the '.length + noun.length).trimStart();
  const next = /^[a-z]+/.exec(rest)?.[0];
  return AFTER_WHOLE_NP.test(rest) || (next !== undefined && (isVerbOpener(next) || verbFormsOf(next).length > 0));
}

/**
 * The passage's only entity of the kind `noun` stands for, when an earlier span names it beside a word of the noun's
 * group (`the musical Harbour Lights` for `the show`; any organisation for `the company`) and the claim does not.
 */
function onlyOfKind(noun: string, claim: string, passage: Passage, index: number): EntityMention | null {
  for (const [kind, groups] of Object.entries(KIND_NOUN_GROUPS)) {
    const group = kind === 'org' && ANY_ORG.has(noun) ? [] : groups.map((g) => g.split(' ')).find((g) => g.includes(noun));
    if (group === undefined) continue;
    const ofKind = [...new Set(passage.entities.filter((e) => e.kind === kind).map((e) => e.text))];
    if (ofKind.length !== 1 || containsPhrase(claim, ofKind[0])) return null;
    const only = earlierEntities(passage, index).find((e) => e.text === ofKind[0]);
    const described = (text: string) => group.length === 0 || group.some((w) => containsPhrase(text.toLowerCase(), w));
    const beside = passage.spans.slice(0, index).some((s) => containsPhrase(s.text, ofKind[0]) && described(s.text));
    return only !== undefined && beside ? only : null;
  }
  return null;
}

/** `The union …` → `The National Apiculture Union …`; `The farm …` → `Stackgrow's farm …` (the name an earlier span gives it). */
function nameDefinite(claim: string, passage: Passage, index: number): string | null {
  const m = /^The ([a-z]+) /.exec(claim);
  // `The cloud provider Stratus Cloud …` already names its subject: a name within its first words ends the matter.
  if (m === null || /^The [a-z-]+( [a-z-]+){0,2} \p{Lu}/u.test(claim)) return null;
  const named = nameOf(m[1], claim, passage, index, 0);
  return named === null ? null : named + claim.slice(`The ${m[1]}`.length);
}

/** `… said the board would pay …` → `… said Harlow Bank's board would pay …`: the first owned `the <noun>` after the subject. */
function nameObject(claim: string, passage: Passage, index: number): string | null {
  // `The company argued that the fine …`: an unnamed organisation subject may be the owner itself; the fine stays its own.
  const subject = /^(?:The ([a-z]+)|It)\b/.exec(claim);
  const subjectMayOwn = subject !== null && (subject[1] === undefined || ORG_NOUNS.has(subject[1]));
  for (const m of claim.matchAll(/(?<=[\p{Ll},] )the ([a-z]+)(?= [a-z,.])/gu)) {
    const at = m.index!;
    const named = nameOf(m[1], claim, passage, index, at);
    if (named === null || (subjectMayOwn && /['’]s? [a-z]+$/.test(named))) continue;
    const written = named.startsWith('The ') ? `the${named.slice(3)}` : named;
    return claim.slice(0, at) + written + claim.slice(at + m[0].length);
  }
  return null;
}

/**
 * How `the <noun>` is written with what it refers to named: the passage's entity the noun ends (`the union` → `the
 * National Apiculture Union`), or the organisation an earlier sentence is about (its subject, never one it merely
 * mentions: `DocLink signed a contract …` owns the contract; `A jury found that Pixelgate …` gives the jury no owner),
 * as itself for an organisation noun (`the company` → `DocLink`) or as its owner (`Harlow Bank's board`); else the
 * passage's only entity of the kind the noun stands for (`the show` → `Harbour Lights`). Null when the noun heads a
 * quantity or nothing owns it.
 */
function nameOf(noun: string, claim: string, passage: Passage, index: number, at?: number): string | null {
  if (NOT_OWNED.has(noun)) return null;
  const named = passage.entities.find((e) => e.kind !== 'person' && e.text.split(' ').pop()!.toLowerCase() === noun);
  if (named !== undefined) return containsPhrase(claim, named.text) ? null : asSubject(named, passage);
  for (let i = index - 1; i >= 0; i--) {
    const text = passage.spans[i].text;
    if (!containsPhrase(text.toLowerCase(), noun)) continue;
    const owner = passage.entities.find((e) => e.kind === 'org' && startsWithName(text, e.text) && !containsPhrase(claim, e.text));
    if (owner === undefined) continue;
    if (ORG_NOUNS.has(noun) || containsPhrase(owner.text.toLowerCase(), noun)) return asSubject(owner, passage);
    // The nearest gift told of is the one meant: received, its giver is not this subject, and an earlier one is another gift.
    if (GIFTS.has(noun) && subjectReceived(text, owner.text)) return null;
    if (!HONOURS.has(noun) && ownsNoun(text, noun, passage.entities)) return `${possessive(asSubject(owner, passage))} ${noun}`;
  }
  const only = at === undefined || standsWhole(claim, at, noun) ? onlyOfKind(noun, claim, passage, index) : null;
  return only === null ? null : asSubject(only, passage);
}

/** A count or quantifier right before a word (`five`, `3,800`, `every`). */
const COUNT_BEFORE = /\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|several|many|few|both|all|each|every|most|some)\s+$/i;
/** A determiner (or a possessive) right before a word: a name after one takes no `the` of its own. */
const DETERMINER_BEFORE = /(?:\b(?:the|a|an|its|their|his|her|our|this|that|these|those)|['’]s?)\s+$/i;

/**
 * A surname alone (`Koivisto`) or the first word of an organisation alone (`Redgum`) → the full name the passage
 * gives, with the `the` the passage writes before it (`from Utrecht` → `from the Utrecht Space Institute`; `Utrecht's
 * telescope` → `the Utrecht Space Institute's telescope`) unless a determiner already stands there.
 */
function nameShort(claim: string, passage: Passage): string | null {
  const entities = passage.entities;
  for (const e of entities) {
    const short = shortName(e, entities);
    if (short === null || containsPhrase(claim, e.text)) continue;
    const at = shortNameOffsets(claim, short)[0];
    if (at === undefined) continue;
    const before = claim.slice(0, at);
    // `the five Nordic nations`, `every Utrecht lab`: after a count the word describes what is counted, no name.
    if (COUNT_BEFORE.test(before)) continue;
    // `the first Irish campus`: an organisation's first word that is an adjective describes, never names it.
    if (e.kind === 'org' && shortReadsAsAdjective(short)) continue;
    const after = claim.slice(at + short.length);
    const full = after.startsWith("'s") && e.text.endsWith('s') ? `${e.text}'` : e.text;
    const article = !DETERMINER_BEFORE.test(before) && asSubject(e, passage) === `The ${e.text}` ? (at === 0 ? 'The ' : 'the ') : '';
    return before + article + full + (full.endsWith("'") ? after.slice(2) : after);
  }
  return null;
}

/**
 * The passage's names that the pronouns and definites of `sentence` (span `index` of `passage`, or read after it when
 * past its end) stand for, as the naming steps read them (`namePronoun`, `nameIt`, `nameOf`) or might: `The trust …`
 * → the Lamplight Stage Trust, `lent the museum …` → the Skansehavn Maritime Museum, `It …` → the subject of the
 * sentence before.
 */
export function namedReferents(sentence: string, passage: Passage, index: number): string[] {
  // Undecided pronouns too: a guard counts every name a pronoun may stand for (the last person named, the subject before).
  const person = /^(?:He|She|His|Her) /.test(sentence) ? earlierEntities(passage, index).find((e) => e.kind === 'person')?.text ?? null : null;
  const named = [namePronoun(sentence, passage, index) ?? nameIt(sentence, passage, index, true), person];
  // Every `the <noun>` as `nameOf` reads it, a subject set off by a comma too (`The trust, a charity, …`).
  for (const m of sentence.matchAll(/\b[Tt]he ([a-z]+)\b/g)) named.push(nameOf(m[1], sentence, passage, index, m.index));
  const count = (text: string, name: string) => wholeWordOffsets(text, name).length;
  const more = (e: EntityMention) => named.some((text) => text !== null && count(text, e.text) > count(sentence, e.text));
  return [...new Set(passage.entities.filter(more).map((e) => e.text))];
}

const NEGATIONS = new Set(['not', 'no', 'never', 'nor', 'none', 'nothing', 'cannot', 't']);

/**
 * Problems of a decontextualised claim against the claim it names things in: it must differ, keep its figures as a
 * multiset and its negations, keep every token the edit brought in (absent from the source span), not be a sentence
 * of the plan, and not name a pronoun or definite with a name the claim already has (`Its 120 employees were offered
 * jobs at LeafTower.` after a swap: `LeafTower's 120 employees were offered jobs at LeafTower.`; of `entities`).
 */
export function checkDecontextualised(base: GeneratedClaim, named: string, source: string, entities: readonly EntityMention[]): string[] {
  const problems: string[] = [];
  const count = (text: string, name: string) => wholeWordOffsets(text, name).length;
  const repeated = entities.find((e) => count(base.claim, e.text) > 0 && count(named, e.text) > count(base.claim, e.text));
  if (repeated !== undefined) problems.push(`names ${repeated.text} again, which the claim already names`);
  if (named === base.claim) problems.push('nothing was named');
  const { removed, added } = numericChange(base.claim, named);
  if (removed.length + added.length > 0) problems.push(`figures changed -[${removed}] +[${added}]`);
  const negations = (text: string) => tokenize(text).filter((t) => NEGATIONS.has(t)).length;
  if (negations(named) !== negations(base.claim)) problems.push('a negation was added or lost');
  const sourceTokens = new Set(tokenize(source));
  const kept = new Set(tokenize(named));
  const lost = tokenize(base.claim).filter((t) => !sourceTokens.has(t) && !kept.has(t));
  if (lost.length > 0) problems.push(`the edit's own words were lost: ${lost.join(', ')}`);
  if (base.evidence.some((span) => span.text.trim() === named.trim())) problems.push('the claim is a plan sentence');
  return problems;
}

/**
 * The claim with what it leans on named (a pronoun subject, a definite subject, a short name; each at most once), or
 * null when nothing needs naming or the result fails checkDecontextualised. The edits gain the naming edit ids.
 */
export function decontextualise(claim: GeneratedClaim, passage: Passage): GeneratedClaim | null {
  const index = passage.spans.findIndex((s) => s.id === claim.sourceSpan);
  if (index < 0) return null;
  let text = claim.claim;
  const edits: NamingEdit[] = [];
  const steps: Array<[NamingEdit, (t: string) => string | null]> = [
    ['decontext-pronoun', (t) => namePronoun(t, passage, index) ?? nameIt(t, passage, index)],
    ['decontext-definite', (t) => nameDefinite(t, passage, index)],
    ['decontext-object', (t) => nameObject(t, passage, index)],
    ['decontext-short', (t) => nameShort(t, passage)],
  ];
  for (const [edit, step] of steps) {
    const next = step(text);
    if (next !== null && next !== text) {
      text = next;
      edits.push(edit);
    }
  }
  if (edits.length === 0 || checkDecontextualised(claim, text, passage.spans[index].text, passage.entities).length > 0) return null;
  return {
    ...claim,
    claim: text,
    transform: `${claim.transform}; named: ${edits.join(', ')}`,
    edits: [...(claim.edits ?? []), ...edits],
  };
}

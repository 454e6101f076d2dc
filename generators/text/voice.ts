/**
 * Active ↔ passive voice for simple `<Name> <verb-ed> <object> <rest>` sentences, over a fixed list of transitive verbs.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { capitalize, lowerFirstWord, lowerStart, splitFinalPunct } from './casing.ts';
import { DAY_NAMES, MONTH_NAMES } from './dates.ts';
import { isWordMeasure } from './numbers.ts';
import { CURRENCY_WORD_PATTERN } from './formats.ts';
import { escapeRegExp } from './phrases.ts';
import { readsPlural } from './plurals.ts';
import { TENSE_AMBIGUOUS, verbFormsOf, verbOfBase, verbOfParticiple, verbOfPast, verbOfThird } from './verbForms.ts';

/** Transitive verbs whose simple past and past participle are known: past → participle. */
export const TRANSITIVE_VERBS: ReadonlyMap<string, string> = new Map([
  ['acquired', 'acquired'], ['bought', 'bought'], ['sold', 'sold'], ['beat', 'beaten'], ['defeated', 'defeated'],
  ['founded', 'founded'], ['launched', 'launched'], ['built', 'built'], ['designed', 'designed'], ['opened', 'opened'],
  ['signed', 'signed'], ['won', 'won'], ['developed', 'developed'], ['introduced', 'introduced'],
  ['published', 'published'], ['released', 'released'], ['approved', 'approved'], ['appointed', 'appointed'],
  ['hired', 'hired'], ['replaced', 'replaced'], ['awarded', 'awarded'], ['completed', 'completed'],
  ['announced', 'announced'], ['reported', 'reported'], ['raised', 'raised'], ['issued', 'issued'],
  ['ordered', 'ordered'], ['recalled', 'recalled'], ['named', 'named'], ['elected', 'elected'], ['fined', 'fined'],
  ['sued', 'sued'], ['funded', 'funded'], ['closed', 'closed'], ['rejected', 'rejected'], ['granted', 'granted'],
  ['discovered', 'discovered'], ['produced', 'produced'], ['recorded', 'recorded'], ['unveiled', 'unveiled'],
  ['wrote', 'written'], ['led', 'led'], ['made', 'made'], ['took', 'taken'], ['chose', 'chosen'], ['gave', 'given'],
  ['delivered', 'delivered'], ['shipped', 'shipped'], ['organised', 'organised'], ['organized', 'organized'],
  ['hosted', 'hosted'], ['purchased', 'purchased'], ['commissioned', 'commissioned'], ['directed', 'directed'],
  ['treated', 'treated'], ['tested', 'tested'], ['installed', 'installed'], ['restored', 'restored'],
]);

const PAST_OF_PARTICIPLE: ReadonlyMap<string, string> = new Map(
  [...TRANSITIVE_VERBS].filter(([past]) => past !== 'organized').map(([past, participle]) => [participle, past]),
);

// Where a direct object ends: a preposition, conjunction or comma.
const OBJECT_END = /(?=,| (?:in|on|for|at|to|from|with|by|after|during|before|since|until|into|as|and|while|when|because|under|over|against|through|across|via|per|than|that|who|which|up|down) )/;
const PRONOUNS = /^(him|her|them|it|us|me|you|itself|themselves|himself|herself)\b/i;

/** Whether a noun phrase reads as plural (`27 branches`, `the bonds`) — decides `was` or `were`. */
function isPluralPhrase(phrase: string, entities: readonly EntityMention[]): boolean {
  if (entities.some((e) => e.text === phrase)) return false;
  const head = phrase.split(/ of /)[0].trim().split(' ').pop() ?? '';
  if (/^(?:[2-9]|\d{2,})/.test(phrase) && !/^\d+(st|nd|rd|th)\b/.test(phrase)) return true;
  return readsPlural(head);
}

/** `The board approved the plan on …` → `The plan was approved by the board on …`; null when the pattern fails. */
export function toPassive(sentence: string, entities: readonly EntityMention[]): string | null {
  const { body, end } = splitFinalPunct(sentence);
  const subject = entities.map((e) => e.text).filter((t) => body.startsWith(`${t} `)).sort((a, b) => b.length - a.length)[0];
  if (subject === undefined) return null;
  const afterSubject = body.slice(subject.length + 1);
  const verb = /^([a-z]+) /.exec(afterSubject)?.[1];
  const participle = verb === undefined ? undefined : TRANSITIVE_VERBS.get(verb);
  if (verb === undefined || participle === undefined) return null;
  const afterVerb = afterSubject.slice(verb.length + 1);
  const cut = OBJECT_END.exec(afterVerb);
  let object = (cut ? afterVerb.slice(0, cut.index) : afterVerb).trim();
  let rest = cut ? afterVerb.slice(cut.index) : '';
  // A named object followed by a figure (`beat Harbour City 3-1`): the figure stays behind.
  const named = entities.find((e) => object.startsWith(`${e.text} `) && /^\d/.test(object.slice(e.text.length + 1)));
  if (named !== undefined) {
    rest = ` ${object.slice(named.text.length + 1)}${rest}`;
    object = named.text;
  }
  if (object.length === 0 || object.split(' ').length > 8 || PRONOUNS.test(object) || /^(up|out|off|down)\b/.test(object)) {
    return null;
  }
  // A coordinated second verb (`closed 45 stores and cut 1,100 jobs`) would lose its subject; a possessive object
  // (`sold its division`) would change its referent once moved to the front.
  // `rejected a first offer from Norvale Energy of $14.50` : the object runs on past `from`, so moving it would split it.
  if (/ and /.test(rest) || /^, (?:which|who|that)\b/.test(rest) || /^ from [^,]* of /.test(rest) || /^(its|their|his|her|our)\b/i.test(object)) return null;
  const aux = isPluralPhrase(object, entities) ? 'were' : 'was';
  return `${capitalize(object)} ${aux} ${participle} by ${subject}${rest}${end}`;
}

/** `The plan was approved by the board on …` → `The board approved the plan on …` when the agent is a named entity. */
export function toActive(sentence: string, entities: readonly EntityMention[]): string | null {
  const { body, end } = splitFinalPunct(sentence);
  for (const entity of [...entities].sort((a, b) => b.text.length - a.text.length)) {
    if (!body.includes(` by ${entity.text}`)) continue;
    const re = new RegExp(`^(.+?) (was|were) ([a-z]+) by ${escapeRegExp(entity.text)}(?![\\p{L}\\p{N}'’])(.*)$`, 'u');
    const m = re.exec(body);
    if (!m) continue;
    const past = PAST_OF_PARTICIPLE.get(m[3]);
    // `founded by A and B` has two agents: making A alone the subject would turn B into a second object.
    if (past === undefined || !/^(?:$| (?:in|on|for|at|from|with|after|during|before|since|until|as)\b)/.test(m[4])) continue;
    const object = lowerFirstWord(m[1], entities);
    if (object === null || object.split(' ').length > 8) continue;
    return `${entity.text} ${past} ${object}${m[4]}${end}`;
  }
  return null;
}

/** Head nouns of a described (unnamed) doer: `the city council`, `a judge`, `researchers`. */
const AGENT_HEADS = new Set(`council government court company firm bank board committee commission regulator agency authority
ministry police team club union university school hospital museum city town state region researchers scientists
engineers officials farmers workers residents voters investors buyers airline operator festival fund group league panel
jury judge parliament senate army charity trust foundation network service insurer lender studio band publisher developer
manufacturer retailer supplier cooperative association institute department office minister mayor president chairman
owner founder director authorities regulators insurers lenders banks companies firms councils governments courts
teachers doctors nurses students scientists climbers divers police volunteers crews builders architects`.split(/\s+/).filter(Boolean));

/** Verbs whose object can become a passive subject without changing what is said. */
const PASSIVE_OK = new Set(`acquire buy sell beat defeat found launch build design open sign win develop introduce publish release
approve appoint hire replace award complete announce issue order recall name elect fine sue fund finance close reject
grant discover produce record unveil write lead make deliver ship organise organize host purchase commission direct treat
test install restore ban arrest accept employ own operate manage serve use collect destroy kill evacuate block print film
create cancel recruit invite visit review survey inspect examine investigate export process handle carry count measure
vaccinate scan repair raise spend pay invest borrow donate plant harvest sentence convict charge submit file present
distribute supply transfer train detain lift deploy protect remove retain extend reduce cut lower send take hold run score
injure save attract welcome postpone renovate upgrade pass adopt amend propose celebrate mark attend watch perform stage
sponsor headline inspect analyse damage grade rate book`.split(/\s+/).filter(Boolean));

const MODAL = /^(?:will|would|can|could|must|may|might|should)$/;
// Where a direct object ends; unlike OBJECT_END, a comma must be followed by a space (`96,000` is one figure).
const FULL_OBJECT_END = /(?=, | (?:in|on|for|at|to|from|with|by|after|during|before|since|until|into|as|and|but|while|when|because|under|over|against|through|across|via|per|than|that|who|which|up|down|towards|toward|beneath|below|above|near|outside|inside|within|without|including|worth) |[.;]$)/;
const OBJECT_START = /^(?:the|a|an|this|these|those|all|some|every|each|\d|[$€£])/i;

/** Whether `object` can move to the front as a passive subject, given what follows it. */
function isMovableObject(object: string, rest: string, entities: readonly EntityMention[]): boolean {
  if (object.length === 0 || object.split(' ').length > 8 || PRONOUNS.test(object)) return false;
  if (/^(?:up|out|off|down|on|back|over|in|for|to|into|at|with|from|by|across|through|as|onto|under|about|after|before|during|since|until|per|than|that|which|who|a few)\b/.test(object) || /^(?:its|their|his|her|our)\b/i.test(object)) return false;
  // `best actress` or `food` alone read oddly as a subject; a determiner, a figure, a name or a plural does not.
  const named = entities.some((e) => object.startsWith(e.text) || object.endsWith(e.text));
  if (!OBJECT_START.test(object) && !named && !isPluralPhrase(object, entities)) return false;
  // `a 49% stake in Dogger Crest`: what is held belongs to the object, so it cannot be left behind.
  if (/(?:stake|share|shares|holding|interest|investment|majority|minority)$/.test(object) && /^ (?:in|of) /.test(rest)) return false;
  // A figure after the first word is a second object (`paid the firm $640 million`).
  if (/\S [$€£]?\d/.test(object) && !/^(?:the|a|an|all|some) [$€£]?\d/i.test(object) && !/^[$€£]?\d/.test(object)) return false;
  if (holdsWordMeasure(object)) return false;
  if (/ (?:and|but|that|which|who) |^,? (?:which|who|that|but)\b|^ (?:by|with|including|worth|to [a-z]+ )/.test(rest) || /^ from [^,]* of /.test(rest)) return false;
  // A participle clause or a possessive after the object would attach to the new subject (`…, beating X`, `its report`).
  if (/, [a-z]+ing\b/.test(rest) || /\b(?:its|their|his|her)\b/i.test(rest) || /^, (?:a|an|the)\b/.test(rest)) return false;
  // `a study of X on hospital admissions`: a preposition before a bare noun may still belong to the object.
  if (/^ (?:on|in|for|to|at|of) (?!the |a |an |its |their |his |her )[a-z]/.test(rest)) return false;
  return !object.split(' ').some((w) => verbFormsOf(w).some((f) => f.form === 'past' || f.form === 'third')) && !awkwardPassive(object, rest);
}

/**
 * A measure written in words after the object's first word (`the winner three minutes from the end`): it belongs to
 * the verb, like a figure, and would be carried into the passive subject. A determiner's count (`the three farms`) is not one.
 */
function holdsWordMeasure(object: string): boolean {
  const words = object.split(' ');
  return words.some((w, i) => i > 0 && isWordMeasure(w, words[i + 1]) && !(i === 1 && /^(?:the|all|some)$/i.test(words[0])));
}

/** Head nouns of an amount (`a monthly supply`, `the majority`): people do not make an amount the subject of a passive. */
const AMOUNT_HEAD = /(?:^| )(?:supply|amount|sum|total|number|quantity|portion|proportion|fraction|majority|minority|bulk|rest|half)$/;
/** Objects of a light verb (`held a vote`, `took the lead`): their passive (`a vote was held by`) is nobody's wording. */
const LIGHT_OBJECT = /(?:^| )(?:vote|ballot|decision|debut|profit|loss|lead|part|place|office|action|step|look|talks|meeting)$/;
const MONEY_WORD = new RegExp(`^ ${CURRENCY_WORD_PATTERN}\\b`);

/**
 * Passives no writer would produce (refused rather than padded): a figure or an amount as the subject (`95 million
 * dollars was raised by`, `A total of 118 were scored by`), a light verb's object, a phrase left behind that belongs
 * to the object or the doer (`was won by X against Y`, `was announced by X … to build`, `for 6000 MW`) or a second
 * `by` (`by seven wickets`, `by 2032`).
 */
function awkwardPassive(object: string, rest: string): boolean {
  if (/^[$€£]?\d/.test(object) || AMOUNT_HEAD.test(object) || LIGHT_OBJECT.test(object)) return true;
  if (/^ against /.test(rest) || / by /.test(rest)) return true;
  if ([...rest.matchAll(/ to ([a-z]+)\b/g)].some((m) => !/^(?:the|a|an)$/.test(m[1]) && verbOfBase(m[1]) !== undefined)) return true;
  const forFigure = /^ for (?:about |around |nearly |up to )?[$€£]?\d[\d,.]*(?: (?:million|billion|thousand))?/.exec(rest);
  return forFigure !== null && !/[$€£]/.test(forFigure[0]) && !MONEY_WORD.test(rest.slice(forFigure[0].length));
}
const DET_NP = /^(?:The|A|An|Its|Their|Our|His|Her)(?: [a-z][a-z'’-]*){1,4}$/;

/** The subject phrase of a sentence when it is a name (with an optional title) or a described doer; else null. */
function doerPhrase(subject: string, entities: readonly EntityMention[]): string | null {
  if (entities.some((e) => subject === e.text || (subject.endsWith(` ${e.text}`) && /^(?:[A-Za-z][a-z'’-]* ){1,3}$/.test(subject.slice(0, -e.text.length))))) return subject;
  if (DET_NP.test(subject) && AGENT_HEADS.has(subject.split(' ').pop()!)) return subject;
  return null;
}

/** A verb group after the subject: the words, the verb, and how its passive is written for a singular/plural object. */
interface VerbGroup {
  words: number;
  base: string;
  participle: string;
  passive: (plural: boolean) => string;
}

function readVerbGroup(words: readonly string[]): VerbGroup | null {
  const [w0, w1] = words;
  const pick = (base: string | undefined, count: number, passive: VerbGroup['passive']): VerbGroup | null => {
    const forms = base === undefined ? undefined : verbOfBase(base);
    return forms === undefined || !PASSIVE_OK.has(forms.base) ? null : { words: count, base: forms.base, participle: forms.participle, passive };
  };
  if (/^(?:has|have|had)$/.test(w0) && w1 !== undefined) {
    const verb = verbOfParticiple(w1);
    return pick(verb?.base, 2, (plural) => (w0 === 'had' ? 'had been' : plural ? 'have been' : 'has been'));
  }
  if (MODAL.test(w0) && w1 !== undefined) return pick(verbOfBase(w1)?.base, 2, () => `${w0} be`);
  const past = verbOfPast(w0);
  if (past !== undefined && !TENSE_AMBIGUOUS.has(w0)) return pick(past.base, 1, (plural) => (plural ? 'were' : 'was'));
  const third = verbOfThird(w0);
  if (third !== undefined) return pick(third.base, 1, (plural) => (plural ? 'are' : 'is'));
  return null;
}

const MONTH_OR_DAY = [...MONTH_NAMES, ...DAY_NAMES].join('|');
/** A place phrase of common nouns right after the object (`on the eastern half of the lake`), up to a time or a comma. */
const PLACE_COMPLEMENT = new RegExp(String.raw`^ (?:on|in|at|across|along|near|inside|outside|within|throughout) (?:the|a|an) (?!(?:first|second|third|fourth|last|next|past|same|end|start|beginning|middle|rest|summer|spring|autumn|winter|year|week|month|morning|afternoon|evening|night|weekend|season|period|quarter|decade|century|time)\b)[a-z][a-z'’-]*(?: (?:of|and) (?:the )?[a-z][a-z'’-]*| (?!(?:the|a|an|this|that|last|next)\b)[a-z][a-z'’-]*)*?(?=$|,| (?:on|in|at|by|from|for|during|after|before|since|until) (?:\d|${MONTH_OR_DAY}|the (?:first|second|third|last|next|end|start|same)\b))`);

/**
 * `banned motorboats on the eastern half of the lake on 1 May 2024`: a place phrase that completes the verb and its
 * object stays by the verb in the passive (`were banned on the eastern half of the lake by X on 1 May 2024`); put
 * after the doer it would read as where the doer is. Named places (`in Kathmandu`) and times stay after the doer.
 */
function splitPlaceComplement(rest: string): [string, string] {
  const m = PLACE_COMPLEMENT.exec(rest);
  return m === null ? ['', rest] : [m[0], rest.slice(m[0].length)];
}

/**
 * Passive of a sentence in more constructions than `toPassive`: a named or described doer (`The city council`),
 * past, present, perfect and modal verb groups (`has approved` → `has been approved by`). Null when unsure.
 */
export function toPassiveFull(sentence: string, entities: readonly EntityMention[], source = sentence): string | null {
  const { body, end } = splitFinalPunct(sentence);
  const words = body.split(' ');
  for (let k = 1; k <= 5 && k < words.length; k++) {
    const subject = doerPhrase(words.slice(0, k).join(' '), entities);
    if (subject === null) continue;
    const group = readVerbGroup(words.slice(k));
    if (group === null) continue;
    const afterVerb = words.slice(k + group.words).join(' ');
    const cut = FULL_OBJECT_END.exec(afterVerb);
    const object = (cut ? afterVerb.slice(0, cut.index) : afterVerb).trim();
    const rest = cut ? afterVerb.slice(cut.index) : '';
    if (!isMovableObject(object, rest, entities)) return null;
    const doer = lowerStart(subject, entities, source);
    const titled = entities.some((e) => object === e.text || (object.endsWith(` ${e.text}`) && /^(?:(?:the|a|an) )?(?:[a-z'’-]+ ){0,3}$/.test(object.slice(0, -e.text.length))));
    const plural = !titled && isPluralPhrase(object, entities);
    if (/^(?:hold|take)$/.test(group.base)) return null;
    const [place, after] = splitPlaceComplement(rest);
    return `${capitalize(object)} ${group.passive(plural)} ${group.participle}${place} by ${doer}${after}${end}`;
  }
  return null;
}

const PASSIVE_AUX = /^(.+?) (was|were|is|are|has been|have been|had been|(?:will|would|can|could|must|may|might|should) be) ([a-z]+)((?: (?:in|to|across|at|on) [^,]{1,40}?){0,2}) by ((?:the |a |an )?(?:[A-Za-z][a-z'’-]* ){0,3}?)([A-Z][^,]*?|[a-z][a-z ]*?)(?=$|,| (?:in|on|for|at|from|with|after|during|before|since|until|as|over)\b)(.*)$/s;

/** Active voice for more passives than `toActive`: described doers, present, perfect and modal groups. */
export function toActiveFull(sentence: string, entities: readonly EntityMention[]): string | null {
  const { body, end } = splitFinalPunct(sentence);
  const m = PASSIVE_AUX.exec(body);
  if (!m) return null;
  const [, objectText, aux, participle, between, title, head, rest] = m;
  const verb = verbOfParticiple(participle);
  if (verb === undefined || !PASSIVE_OK.has(verb.base) || /^ and\b/.test(rest)) return null;
  const agent = `${title}${head}`;
  const named = entities.find((e) => head === e.text);
  if (named === undefined && !(DET_NP.test(capitalize(agent)) && AGENT_HEADS.has(agent.split(' ').pop()!))) return null;
  const plural = named === undefined && isPluralPhrase(agent, entities);
  const objectPronoun: Record<string, string> = { It: 'it', They: 'them', He: 'him', She: 'her' };
  const object = objectPronoun[objectText] ?? lowerFirstWord(objectText, entities);
  if (object === null || object.split(' ').length > 8 || /,/.test(object) || / and$| and /.test(object)) return null;
  let group: string;
  if (aux === 'was' || aux === 'were') group = verb.past;
  else if (aux === 'is' || aux === 'are') group = plural ? verb.base : verb.third;
  else if (aux.endsWith('been')) group = `${aux.startsWith('had') ? 'had' : plural ? 'have' : 'has'} ${verb.participle}`;
  else group = `${aux.split(' ')[0]} ${verb.base}`;
  return `${capitalize(agent)} ${group} ${object}${between}${rest}${end}`;
}

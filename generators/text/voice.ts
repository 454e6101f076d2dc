/**
 * Active ↔ passive voice for simple `<Name> <verb-ed> <object> <rest>` sentences, over a fixed list of transitive verbs.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { capitalize, escapeRegExp, lowerFirstWord, splitFinalPunct } from './sentences.ts';

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
  return /[^su]s$/.test(head) && !/(ss|us|is|news|series)$/.test(head);
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

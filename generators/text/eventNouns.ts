/**
 * Event nouns: a bare definite that names what an earlier sentence told as a verb (`The expansion cost €18.5 million.`
 * after `The Caldera Cancer Network expanded its lung scan programme to 6 more districts …`). People tell which event
 * it is as a reporter would: the actor's possessive, the noun and what the verb acted on (`The Caldera Cancer Network's
 * expansion of its lung scan programme cost …`). The table is written for the corpus's verbs in the past tense; each
 * noun names the event of its verb and nothing else (`the sale` of `sold`, never `the deal` of `signed`).
 */
import { smallCardinal } from '../../engine/quantities.ts';
import { NP_END } from './events.ts';

/** One event noun: the past verb (with its particle or infinitive) it names, and the words between noun and object. */
export interface EventNoun {
  noun: string;
  verb: string;
  /** Words after the noun before what the verb acted on (`of`, `on`, `to buy`); null when the verb takes no object. */
  link: string | null;
}

/** The event nouns of the corpus's verbs. */
export const EVENT_NOUNS: readonly EventNoun[] = [
  { noun: 'expansion', verb: 'expanded', link: 'of' },
  { noun: 'acquisition', verb: 'acquired', link: 'of' },
  { noun: 'purchase', verb: 'bought', link: 'of' },
  { noun: 'purchase', verb: 'purchased', link: 'of' },
  { noun: 'sale', verb: 'sold', link: 'of' },
  { noun: 'closure', verb: 'closed', link: 'of' },
  { noun: 'ban', verb: 'banned', link: 'on' },
  { noun: 'upgrade', verb: 'upgraded', link: 'of' },
  { noun: 'recall', verb: 'recalled', link: 'of' },
  { noun: 'launch', verb: 'launched', link: 'of' },
  { noun: 'restoration', verb: 'restored', link: 'of' },
  { noun: 'evacuation', verb: 'evacuated', link: 'of' },
  { noun: 'takeover', verb: 'took over', link: 'of' },
  { noun: 'deal', verb: 'agreed to buy', link: 'to buy' },
  { noun: 'deal', verb: 'agreed to sell', link: 'to sell' },
  { noun: 'deal', verb: 'agreed to acquire', link: 'to acquire' },
  { noun: 'deal', verb: 'bought', link: 'to buy' },
  { noun: 'deal', verb: 'acquired', link: 'to acquire' },
  { noun: 'deal', verb: 'sold', link: 'to sell' },
  { noun: 'purchase', verb: 'acquired', link: 'of' },
  { noun: 'offer', verb: 'offered', link: null },
  { noun: 'fine', verb: 'fined', link: null },
  { noun: 'eruption', verb: 'erupted', link: null },
  { noun: 'ruling', verb: 'ruled', link: null },
];

/** The verbs each event noun names (`deal` ← `agreed to buy`, `bought`, …). */
export const VERBS_OF_NOUN: ReadonlyMap<string, readonly string[]> = new Map(
  [...new Set(EVENT_NOUNS.map((e) => e.noun))].map((noun) => [noun, EVENT_NOUNS.filter((e) => e.noun === noun).map((e) => e.verb)]),
);

/** A bare definite event noun (`The expansion`, `the deal`): its article and noun. */
export const DEFINITE_EVENT_NOUN = new RegExp(`\\b([Tt]he) (${[...VERBS_OF_NOUN.keys()].join('|')})\\b`, 'g');

/** Words an object may not end on: it would leave a determiner or a possessive without its noun. */
const OPEN_END = /^(?:the|a|an|its|their|his|her|this|that|these|those|some|any|all|both|each|every)$/;
/** Most words an object may run to. */
const MAX_OBJECT_WORDS = 8;
/**
 * Words right after a verb that make it another verb or say no event happened (`sold out`, `ruled out a merger`,
 * `offered no comment`, `expanded rapidly`): no event noun names what follows.
 */
const NOT_AN_OBJECT = /^(?:out|up|off|down|back|away|over|no|not|never|[a-z]+ly)$/;
/** Objects that make the verb an idiom (`bought time`, `closed a deal`): the noun would name another event. */
const IDIOM_OBJECT = /^(?:time|(?:a|the) deal|ranks|(?:the|a) gap|ground)$/;

/**
 * What the verb acted on, from the words after it (`its lung scan programme to 6 more districts on …` → `its lung scan
 * programme`): up to a phrase of its own (a preposition; `of` only before a name, `the savings business of Calder
 * Building Society`), a figure (digits or words), a clause or a comma. Null when that leaves nothing whole, or when
 * the words after the verb are a particle, an adverb or an idiom's object (NOT_AN_OBJECT, IDIOM_OBJECT).
 */
function objectOf(rest: string): string | null {
  const all = rest.split(' ');
  const words: string[] = [];
  for (const [i, w] of all.entries()) {
    const word = w.replace(/[.,;:!?]+$/, '');
    const ofName = word === 'of' && /^\p{Lu}/u.test(all[i + 1] ?? '');
    if (word === '' || /\d/.test(word) || smallCardinal(word.toLowerCase()) !== undefined || (NP_END.has(word) && !ofName)) break;
    words.push(word);
    if (word !== w) break;
  }
  if (words.length === 0 || words.length > MAX_OBJECT_WORDS || OPEN_END.test(words[words.length - 1].toLowerCase())) return null;
  const object = words.join(' ');
  return NOT_AN_OBJECT.test(words[0]) || IDIOM_OBJECT.test(object) ? null : object;
}

/**
 * The event noun phrase of a sentence whose subject (ending at `subjectEnd`) is followed by the entry's verb: the noun
 * and what the verb acted on (`expansion of its lung scan programme`; `eruption`), or null when the verb does not
 * follow the subject or its object is no whole phrase.
 */
export function eventNounPhrase(sentence: string, subjectEnd: number, entry: EventNoun): string | null {
  const after = sentence.slice(subjectEnd);
  if (!after.startsWith(` ${entry.verb} `) && !new RegExp(`^ ${entry.verb}[.,;]`).test(after)) return null;
  if (entry.link === null) return NOT_AN_OBJECT.test(after.slice(entry.verb.length + 2).split(' ')[0] ?? '') ? null : entry.noun;
  const object = objectOf(after.slice(entry.verb.length + 2));
  return object === null ? null : `${entry.noun} ${entry.link} ${object}`;
}

/**
 * Verb forms the fabrication templates need: whether a word opens a verb phrase, and the `-ing` form of a verb phrase
 * (`opened a farm` → `opening a farm`, `was convicted` → `being convicted`) for `…, which led to X opening a farm`.
 */

/** Irregular simple pasts (and a few presents) → their `-ing` form. */
const IRREGULAR_ING: ReadonlyMap<string, string> = new Map([
  ['won', 'winning'], ['sold', 'selling'], ['bought', 'buying'], ['beat', 'beating'], ['made', 'making'],
  ['took', 'taking'], ['gave', 'giving'], ['paid', 'paying'], ['said', 'saying'], ['told', 'telling'],
  ['led', 'leading'], ['cut', 'cutting'], ['set', 'setting'], ['rose', 'rising'], ['fell', 'falling'],
  ['grew', 'growing'], ['built', 'building'], ['began', 'beginning'], ['ran', 'running'], ['hit', 'hitting'],
  ['lost', 'losing'], ['brought', 'bringing'], ['kept', 'keeping'], ['met', 'meeting'], ['left', 'leaving'],
  ['found', 'finding'], ['held', 'holding'], ['sent', 'sending'], ['spent', 'spending'], ['became', 'becoming'],
  ['chose', 'choosing'], ['drew', 'drawing'], ['shut', 'shutting'], ['struck', 'striking'], ['went', 'going'],
  ['came', 'coming'], ['saw', 'seeing'], ['put', 'putting'], ['wrote', 'writing'], ['broke', 'breaking'],
  ['spoke', 'speaking'], ['threw', 'throwing'], ['sank', 'sinking'], ['swept', 'sweeping'], ['fought', 'fighting'],
  ['taught', 'teaching'], ['caught', 'catching'], ['sought', 'seeking'], ['thought', 'thinking'],
  ['stood', 'standing'], ['upheld', 'upholding'], ['withdrew', 'withdrawing'], ['overtook', 'overtaking'],
  ['oversaw', 'overseeing'], ['forecast', 'forecasting'], ['shed', 'shedding'], ['split', 'splitting'],
  ['bid', 'bidding'], ['fed', 'feeding'], ['fled', 'fleeing'], ['laid', 'laying'], ['lent', 'lending'],
  ['dealt', 'dealing'], ['meant', 'meaning'], ['felt', 'feeling'], ['heard', 'hearing'], ['knew', 'knowing'],
  ['flew', 'flying'], ['drove', 'driving'], ['rode', 'riding'], ['shook', 'shaking'], ['got', 'getting'],
  ['sat', 'sitting'], ['stuck', 'sticking'], ['dug', 'digging'], ['hung', 'hanging'], ['shot', 'shooting'],
  ['stole', 'stealing'], ['wore', 'wearing'], ['froze', 'freezing'], ['rebuilt', 'rebuilding'], ['undertook', 'undertaking'],
]);

/** Auxiliaries a verb phrase may open with, and the `-ing` form of the phrase they open (null: no gerund). */
const AUXILIARY_ING: ReadonlyMap<string, string | null> = new Map([
  ['was', 'being'], ['were', 'being'], ['is', 'being'], ['are', 'being'], ['had', 'having'], ['has', 'having'],
  ['have', 'having'], ['will', null], ['would', null], ['must', null], ['can', null], ['could', null], ['may', null],
  ['might', null], ['should', null], ['did', null], ['does', null], ['do', null],
]);

/** Words ending in `-ed`/`-s` that never open a verb phrase in the corpus's sentences. */
const NOT_VERBS = new Set(['red', 'bed', 'shed', 'news', 'series', 'species', 'various', 'famous', 'bus', 'gas', 'plus', 'its', 'this', 'his', 'has', 'was', 'is', 'us', 'as']);

/** Whether `word` can open a finite verb phrase (`opened`, `won`, `was`, `expects`). */
export function isVerbOpener(word: string): boolean {
  if (IRREGULAR_ING.has(word) || AUXILIARY_ING.has(word)) return true;
  if (!/^[a-z]+$/.test(word) || NOT_VERBS.has(word)) return false;
  return /[^e]ed$|eed$/.test(word) && word.length > 4 || (/[^s]s$/.test(word) && !/(?:us|is|ss)$/.test(word) && word.length > 3);
}

/** The `-ing` form of one verb (`opened` → `opening`, `agreed` → `agreeing`, `carried` → `carrying`, `expects` → `expecting`). */
function ingOf(verb: string): string | null {
  const irregular = IRREGULAR_ING.get(verb);
  if (irregular !== undefined) return irregular;
  if (/eed$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/ied$/.test(verb)) return `${verb.slice(0, -3)}ying`;
  if (/ed$/.test(verb)) return `${verb.slice(0, -2)}ing`;
  if (/(?:ch|sh|x|ss)es$/.test(verb)) return `${verb.slice(0, -2)}ing`;
  if (/[^s]s$/.test(verb)) {
    const base = verb.slice(0, -1);
    return /[^e]e$/.test(base) ? `${base.slice(0, -1)}ing` : `${base}ing`;
  }
  return null;
}

/** The verb phrase with its opening verb in the `-ing` form (`had collected the works` → `having collected the works`); null when it has none. */
export function gerundPhrase(predicate: string): string | null {
  const [first, ...rest] = predicate.split(' ');
  const aux = AUXILIARY_ING.get(first);
  if (aux !== undefined) return aux === null || rest.length === 0 ? null : [aux, ...rest].join(' ');
  const ing = ingOf(first);
  return ing === null ? null : [ing, ...rest].join(' ');
}

/**
 * What a rewording must keep: polarity (negations and refusal verbs), modality, quantifiers and hedges, the direction
 * of a change (`rose`/`fell`), number words, and tense/aspect. Each is read from the engine's tokens as a multiset of
 * canonical markers, so two wordings of the same marker (`more than`/`over 12`, `won't`/`will not`) compare equal.
 */
import { tokenize } from '../../engine/tokens.ts';
import { createTextMemo } from './textMemo.ts';
import { TENSE_AMBIGUOUS, verbFormsOf } from './verbForms.ts';

/** A marker found in a text, e.g. `neg`, `modal:will`, `quant:>`. */
type Marker = string;

const NEGATORS = new Set(['not', 'never', 'no', 'none', 'nobody', 'nothing', 'neither', 'nor', 'without', 'cannot']);
const REFUSALS = /^(?:fail|fails|failed|failing|refuse|refuses|refused|refusing|deny|denies|denied|denying|reject|rejects|rejected|rejecting|unable|lack|lacks|lacked)$/;

/** Contracted modals and auxiliaries: the marker they carry besides their negation. */
const CONTRACTED: Readonly<Record<string, string>> = {
  "won't": 'will', "can't": 'can', "couldn't": 'could', "wouldn't": 'would', "shouldn't": 'should',
  "mustn't": 'must', "mightn't": 'might', cannot: 'can',
};
const MODALS = new Set(['may', 'might', 'could', 'can', 'will', 'would', 'must', 'should', 'shall']);
/** Hedge and intention words grouped by what they assert (`expected` ≡ `anticipated`, `plans to` ≡ `intends to`). */
const HEDGES: Readonly<Record<string, string>> = {
  expect: 'expect', expects: 'expect', expected: 'expect', expecting: 'expect', anticipate: 'expect',
  anticipates: 'expect', anticipated: 'expect', likely: 'likely', unlikely: 'unlikely', probably: 'likely',
  possibly: 'possible', perhaps: 'possible', estimate: 'estimate', estimates: 'estimate', estimated: 'estimate',
  forecast: 'forecast', forecasts: 'forecast', predicted: 'forecast', predicts: 'forecast', projected: 'forecast',
};
const INTENT = /^(?:plan|plans|planned|planning|intend|intends|intended|intending)$/;

const NUMBER_WORDS = new Set([
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty',
  'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'million', 'billion', 'trillion', 'dozen', 'half', 'quarter',
  'third', 'twice', 'double', 'triple', 'doubled', 'tripled', 'halved', 'first', 'second', 'once',
]);

const UP = /^(?:rose|rise|rises|risen|rising|increase|increased|increases|increasing|grew|grow|grows|grown|growing|growth|climb|climbed|climbs|climbing|jump|jumped|higher|expanded|expand|expands|enlarged|extended|gain|gained|gains|boosted)$/;
const DOWN = /^(?:fell|fall|falls|fallen|falling|decrease|decreased|decreases|decline|declined|declines|declining|drop|dropped|drops|lower|lowered|cut|cuts|reduced|reduce|reduces|reduction|shrank|slipped|slashed|axed|trimmed)$/;

function isFigure(token: string | undefined): boolean {
  return token !== undefined && (/^\d/.test(token) || NUMBER_WORDS.has(token));
}

/** Whether `may` at `i` is the month (`on 5 May 2025`, `in May 2025`, `May 20, 2025`), not the modal. */
function isMonthMay(t: readonly string[], i: number): boolean {
  return /^\d/.test(t[i + 1] ?? '') || /^\d/.test(t[i - 1] ?? '') || /^(?:in|of|on|since|until|by|from|to|early|late|mid|end|last|next|this|between|during|before|after)$/.test(t[i - 1] ?? '');
}

const TWO_WORD_QUANTIFIERS: ReadonlyMap<string, string> = new Map([
  ['more than', '>'], ['in excess', '>'], ['less than', '<'], ['fewer than', '<'], ['at least', '>='], ['no fewer', '>='],
  ['at most', '<='], ['no more', '<='], ['up to', '<='], ['close to', '~<'], ['just under', '~<'],
]);

/** Quantifier markers: `>` (more than, over N), `<`, `>=` (at least), `<=` (up to), `~` (about N), `~<` (nearly). */
function quantifierAt(t: readonly string[], i: number): { marker: Marker; width: number } | null {
  const w = t[i];
  const next = t[i + 1];
  const pair = `${w} ${next ?? ''}`;
  const two = TWO_WORD_QUANTIFIERS.get(pair);
  if (two !== undefined && (pair !== 'up to' || isFigure(t[i + 2]))) return { marker: `quant:${two}`, width: 2 };
  if (/^(?:over|above|exceeding)$/.test(w) && isFigure(next)) return { marker: 'quant:>', width: 1 };
  if (/^(?:under|below)$/.test(w) && isFigure(next)) return { marker: 'quant:<', width: 1 };
  if (/^(?:about|around|roughly|approximately|some)$/.test(w) && isFigure(next)) return { marker: 'quant:~', width: 1 };
  if (/^(?:nearly|almost)$/.test(w)) return { marker: 'quant:~<', width: 1 };
  if (/^(?:every|each)$/.test(w)) return { marker: 'quant:every', width: 1 };
  if (/^(?:all|some|most|many|few|several|both|any|only|alone|whole|entire)$/.test(w)) return { marker: `quant:${w}`, width: 1 };
  return null;
}

/** Polarity, modality and quantifier markers of a text, in order. */
export function logicalMarkers(text: string): Marker[] {
  const t = tokenize(text);
  const out: Marker[] = [];
  for (let i = 0; i < t.length; i++) {
    const w = t[i];
    if (NEGATORS.has(w) || w.endsWith("n't")) out.push('neg');
    if (w === 'no' && t[i + 1] === 'longer') out.push('quant:no-longer');
    if (REFUSALS.test(w) || (w === 'declined' && t[i + 1] === 'to') || (w === 'turned' && t[i + 1] === 'down')) out.push('refuse');
    const modal = CONTRACTED[w] ?? (MODALS.has(w) && !(w === 'may' && isMonthMay(t, i)) ? w : undefined);
    if (modal !== undefined) out.push(`modal:${modal}`);
    if (/^(?:has|have|had)$/.test(w) && t[i + 1] === 'to') out.push('modal:have-to');
    if (w === 'able' && t[i + 1] === 'to') out.push('modal:able');
    if (HEDGES[w] !== undefined) out.push(`hedge:${HEDGES[w]}`);
    if (INTENT.test(w) && t[i + 1] === 'to') out.push('hedge:intend');
    const quantifier = quantifierAt(t, i);
    if (quantifier !== null) {
      out.push(quantifier.marker);
      i += quantifier.width - 1;
    }
  }
  return out;
}

/** Number words and change directions of a text (`two`, `twice`, `up`, `down`), in order. */
export function quantityMarkers(text: string): Marker[] {
  const t = tokenize(text);
  const out: Marker[] = [];
  for (let i = 0; i < t.length; i++) {
    const w = t[i];
    if (NUMBER_WORDS.has(w)) out.push(`number:${w === 'doubled' ? 'double' : w === 'tripled' ? 'triple' : w}`);
    // `up`/`down` are directions only before a figure or `from` (`up 12%`), not in `set up` or `turned down`.
    const phrasal = /^(?:set|sets|give|gave|given|make|made|take|took|pick|picked|sign|signed|build|built|line|lined|end|ended|put|open|opened|use|used|shut|turn|turned|break|broke|step|stepped|close|closed|slow|slowed|back|backed)$/.test(t[i - 1] ?? '');
    const directional = (w === 'up' || w === 'down') && !phrasal &&
      (/^\d/.test(t[i + 1] ?? '') || /^(?:from|by|to)$/.test(t[i + 1] ?? '') || /^(?:went|go|goes|gone|going)$/.test(t[i - 1] ?? ''));
    if (UP.test(w) || (w === 'up' && directional)) out.push('direction:up');
    if ((DOWN.test(w) && !(w === 'cut' && t[i + 1] === 'off')) || (w === 'down' && directional)) out.push('direction:down');
  }
  return out;
}

const PRESENT_AUX = new Set(['is', 'are', 'am', 'has', 'have', 'does', 'do', "isn't", "aren't", "hasn't", "haven't", "doesn't", "don't"]);
const PAST_AUX = new Set(['was', 'were', 'had', 'did', "wasn't", "weren't", "hadn't", "didn't"]);
const FUTURE_AUX = new Set(['will', 'shall', "won't"]);
const TITLE_RELATIVE = /, (?:who|which) (?:is|was|are|were) (?:(?:the|a|an|its|their|his|her) )?[A-Za-z'’ -]+(?=[,.])/g;
const AUX_NEXT = /^(?:was|were|is|are|had|has|have|will|would|can|could|may|might|must|should|did|does|do)$/;
const INFINITIVE = /^(?:to|will|would|can|could|may|might|must|should|shall|did|does|do|didn't|doesn't|don't|won't|cannot)$/;
const BEFORE_PARTICIPLE = new Set(['was', 'were', 'is', 'are', 'be', 'been', 'being', 'has', 'have', 'had', 'get', 'got', 'am']);
const DETERMINERS = new Set(['the', 'a', 'an', 'its', 'their', 'his', 'her', 'our', 'this', 'that', 'these', 'those', 'of']);
/** Words ending in `ed` that are not past tenses. */
const NOT_PAST = new Set(['need', 'speed', 'feed', 'seed', 'bed', 'red', 'hundred', 'shed', 'breed', 'indeed', 'exceed', 'proceed', 'succeed', 'embed']);
/** Reporting verbs belong to the attribution, not to the reported fact: `according to X` drops them. */
const REPORTING = new Set(['said', 'says', 'say', 'told', 'tells', 'stated', 'states', 'added', 'adds', 'noted', 'notes']);

/**
 * Tenses and aspects of a text's finite verbs: `past`, `present`, `future`, `perfect`, `progressive`, plus
 * `either` when a finite verb reads as past or present alike (`cut`, `hit`, `beat`).
 */
export function tenseMarkers(text: string): Set<Marker> {
  // A copula that only gives a title (`Dana Reeve, who is chief executive, said …`) dates no event.
  const t = tokenize(text.replace(TITLE_RELATIVE, ''));
  const out = new Set<Marker>();
  for (let i = 0; i < t.length; i++) {
    const w = t[i];
    const prev = t[i - 1] ?? '';
    if (PRESENT_AUX.has(w) || /^(?:it|that|there|what|this)'s$/.test(w)) out.add('present');
    if (PAST_AUX.has(w)) out.add('past');
    if (FUTURE_AUX.has(w)) out.add('future');
    if (TENSE_AMBIGUOUS.has(w) && !BEFORE_PARTICIPLE.has(prev) && !DETERMINERS.has(prev) && !INFINITIVE.test(prev)) out.add('either');
    if (/^(?:has|have|had|hasn't|haven't|hadn't)$/.test(w) && /(?:ed|en|wn|ght|ne)$|^(?:been|led|made|paid|sold|won|built|bought|held|kept|lost|left|cut|set|put|hit|run|said|told|found|sent|spent)$/.test(t[i + 1] === 'not' ? t[i + 2] ?? '' : t[i + 1] ?? '')) out.add('perfect');
    if (/^(?:is|are|was|were|am)$/.test(w) && /ing$/.test(t[i + 1] ?? '')) out.add('progressive');
    // After `to` or a modal a verb is untensed, whatever its form (grammar is not this check's business).
    if (BEFORE_PARTICIPLE.has(prev) || DETERMINERS.has(prev) || INFINITIVE.test(prev) || /['’]s$/.test(prev) || TENSE_AMBIGUOUS.has(w) || REPORTING.has(w)) continue;
    const forms = verbFormsOf(w);
    const unknownPast = forms.length === 0 && /^[a-z]{3,}ed$/.test(w) && !NOT_PAST.has(w);
    if (unknownPast || (forms.some((f) => f.form === 'past') && !forms.some((f) => f.form === 'base' || f.form === 'third'))) out.add('past');
    // `records` before `were` is the subject noun, not a verb.
    else if (forms.some((f) => f.form === 'third') && !forms.some((f) => f.form === 'past') && !AUX_NEXT.test(t[i + 1] ?? '')) out.add('present');
  }
  return out;
}

/** Multiset difference `a − b` of markers. */
function minus(a: readonly Marker[], b: readonly Marker[]): Marker[] {
  const left = new Map<Marker, number>();
  for (const m of b) left.set(m, (left.get(m) ?? 0) + 1);
  const out: Marker[] = [];
  for (const m of a) {
    const n = left.get(m) ?? 0;
    if (n > 0) left.set(m, n - 1);
    else out.push(m);
  }
  return out;
}

function describe(kind: string, lost: readonly Marker[], gained: readonly Marker[]): string {
  return `${kind} changed: -[${lost.join(', ')}] +[${gained.join(', ')}]`;
}

/** The markers of a text, each kind read once (a source sentence is checked against many rewordings). */
interface TextMarkers {
  logical: readonly Marker[];
  quantity: readonly Marker[];
  tense: ReadonlySet<Marker>;
}

const markerMemo = createTextMemo<TextMarkers>();

function markersOf(text: string): TextMarkers {
  return markerMemo(text, () => ({ logical: logicalMarkers(text), quantity: quantityMarkers(text), tense: tenseMarkers(text) }));
}

/**
 * Why `claim` does not assert what `source` asserts, judged by its markers (empty when every marker survives):
 * polarity and refusals, modals and hedges, quantifiers, number words and directions, tense and aspect.
 */
export function meaningProblems(source: string, claim: string): string[] {
  const problems: string[] = [];
  const groups: Array<[string, 'logical' | 'quantity', (m: Marker) => boolean]> = [
    ['polarity', 'logical', (m) => m === 'neg' || m === 'refuse'],
    ['modality', 'logical', (m) => m.startsWith('modal:') || m.startsWith('hedge:')],
    ['quantifier', 'logical', (m) => m.startsWith('quant:')],
    ['number word', 'quantity', (m) => m.startsWith('number:')],
    ['direction', 'quantity', (m) => m.startsWith('direction:')],
  ];
  const sourceMarkers = markersOf(source);
  const claimMarkers = markersOf(claim);
  for (const [kind, read, keep] of groups) {
    const a = sourceMarkers[read].filter(keep);
    const b = claimMarkers[read].filter(keep);
    const lost = minus(a, b);
    const gained = minus(b, a);
    if (lost.length + gained.length > 0) problems.push(describe(kind, lost, gained));
  }
  const tensesA = sourceMarkers.tense;
  const tensesB = claimMarkers.tense;
  // A verb that reads as past or present (`cut`) may stand for either tense on the other side.
  const shown = (m: Marker, other: ReadonlySet<Marker>) => other.has(m) || ((m === 'past' || m === 'present') && other.has('either'));
  const lost = [...tensesA].filter((m) => m !== 'either' && !shown(m, tensesB));
  const gained = [...tensesB].filter((m) => m !== 'either' && !shown(m, tensesA));
  if (lost.length + gained.length > 0) problems.push(describe('tense', lost, gained));
  return problems;
}

/**
 * The thesaurus's connectives, approximators, prepositions and fixed multi-word phrases beyond `THESAURUS_PHRASES`
 * (thesaurusWords.ts). Each keeps every marker `rewordingProblems` reads (a quantifier for the same quantifier:
 * `more than 9` → `over 9`, `nearly` → `almost`) and is limited to the sense it is for (`, while` of contrast, never of
 * time). Part of `THESAURUS` (thesaurus.ts), after the other tables.
 */
import { type ThesaurusEntry, thesaurusEntry as e } from './thesaurusEntry.ts';

/** A figure, written in digits or as a number word `over` still reads as one (meaning.ts `isFigure`). */
const FIGURE_NEXT = String.raw`(?=[$€£]?\d|(?:two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|half|twice)\b)`;
/** Units a price is quoted per, consonant-initial (`$212 per tonne` → `$212 a tonne`). */
const PRICE_UNIT = '(?:kilogram|kilo|litre|tonne|ton|hectare|bag|box|bottle|kilometre|mile|megawatt-hour|kilowatt-hour|watt|fragment|night|ticket|car trip|trip|barrel|gallon|pound|square metre|metre|seat|tree|dose|page|month|week|year|day|person)';
/** A price: a currency figure or a figure in pence or cents, with its scale word. */
const PRICE_BEHIND = String.raw`(?<=(?:[$€£]\d[\d,.]*(?: (?:million|billion))?|\d[\d,.]* (?:pence|cents|dollars|euros|pounds)) )`;
/** The subject that opens a clause after `, but` (`, but the court refused`, `, but it lasted`). */
const CLAUSE_SUBJECT = String.raw`(?:(?:it|they|he|she|we|there|the|its|their|his|her|many|most|some|no|only|[A-Z][a-z]+|\d)\b|[a-z]+ (?:[a-z]+ )?(?:was|were|is|are|had|has|[a-z]+ed)\b)`;
/** What a figure counts, up to a rate word (`45,000 tonnes of cheddar`): words, `of`, `and`, no other preposition. */
const COUNTED = String.raw`(?:(?!(?:a|an|for|in|on|at|by|from|to|with|after|before|per|each|every|since|until)\b)[a-z-]+ ){1,4}`;

/** A counted figure before a rate word (`45,000 tonnes of cheddar a year`). */
const RATE_BEHIND = String.raw`(?<=\d[\d,.]*(?: million| billion)? (?:${COUNTED})?)`;
/** What makes `a year` no rate: `a year earlier`, `3 doses a month apart`. */
const NOT_RATE = String.raw`\b(?! (?:earlier|later|ago|before|after|apart|on|into|of|old|long)\b)`;

/** Approximators and bounds before figures, in table order. */
const APPROXIMATORS: readonly ThesaurusEntry[] = [
  // `about` before digits is reworded in thesaurusVerbs.ts; before a fraction word only `roughly`/`around` read well.
  e(/\b[Aa]bout(?= a (?:third|quarter|fifth|half) of\b)/g, 'roughly', 'around'),
  e(/\b[Nn]early\b/g, 'almost'),
  e(/\b[Aa]lmost\b/g, 'nearly'),
  // `34% more than in 2020` compares; only a bound before a figure is `over` (its own `>` marker).
  e(new RegExp(String.raw`\b[Mm]ore than ${FIGURE_NEXT}`, 'g'), 'over '),
  // A level kept under a bound (`kept below 5%`), never `58% below the average` (a distance, not a bound).
  e(/(?<=\b(?:kept|stayed|remained|was|were|is|are|fell|dropped|slipped) )below (?=[$€£]?\d)/g, 'under '),
];

/** Connectives between clauses and fixed phrases, in table order. */
const CONNECTIVES: readonly ThesaurusEntry[] = [
  // A second clause with its own subject only: `not in A but in B` and `paid but did not analyse` stay.
  e(new RegExp(String.raw`, but (?!also\b)(?=${CLAUSE_SUBJECT})`, 'g'), ', though ', ', although '),
  // `, while` of contrast: never the time clause (`while divers repaired the pipe`, `while working`), which has no
  // comma, a gerund or a progressive.
  e(/, while (?![a-z]+ing\b)(?![^.,;]*\b(?:was|were|is|are|had been) [a-z]+ing\b)/g, ', whereas '),
  // No `within` → `inside`: `halted the outage inside 4 minutes` and `quit the profession inside 2 years` read wrong.
  // An example among counted things; never a share of a sum or of points (`13 points, including a penalty`).
  e(/(?<!(?:points|runs|goals|wickets|million|billion|%)), including\b/g, ', among them'),
  e(/\b[Aa]s a result\b/g, 'as a consequence'),
  e(/, compared with\b/g, ', against', ', compared to'),
  e(/\bcompared with\b/g, 'compared to'),
  // Not `in all`: `all` reads as a quantifier the source does not have.
  e(/\bin total\b/g, 'altogether'),
  e(/^A total of /g, 'Altogether, '),
  e(/\b[Aa]t the start of\b/g, 'at the beginning of'),
  // A change against a base (`up 8.4% on the previous year`, `down 19% from 2024`).
  e(/(?<=\b(?:up|down) [\d.]+% )on(?= (?:the previous year|a year earlier|\d{4})\b)/g, 'from', 'compared with'),
  e(/(?<=\b(?:up|down) [\d.]+% )from(?= (?:the previous year|a year earlier|\d{4})\b)/g, 'on', 'compared with'),
  // A schedule (`is due to start`), never a cause (`due to the storm`).
  e(/\bdue to(?= (?:begin|start|open|close|end|finish|resume|launch|take effect|be completed|be finished|be opened)\b)/g, 'scheduled to', 'set to'),
  e(/\bahead of schedule\b/g, 'earlier than planned', 'early'),
  // A price paid (`built … at a cost of £3.9 billion`); not after another `for` (`a system for fog for £8.5 million`)
  // nor after `came` (a cost stated as `came at a cost of`: `came for £96 million` is no price).
  e(/(?<!\bfor (?:[\w-]+ ){0,6})(?<!\b(?:came|come|comes|coming) )\bat a cost of\b(?= [$€£]?\d)/g, 'for'),
  e(/\bsince then\b/g, 'since that time'),
  e(/\bby then\b/g, 'by that time'),
  e(/(?<=\b\d+ (?:days|nights|weeks|months|years|seasons|games|matches|races|wins|titles) )in a row\b/g, 'running'),
];

/** Prepositions of rates, prices and change, in table order. */
const PREPOSITIONS: readonly ThesaurusEntry[] = [
  // A price quoted per unit (`$3.85 per kilogram`); a technical rate (`175 watt-hours per kilogram`, `parts per
  // million`, `people per square kilometre`) keeps `per`.
  e(new RegExp(String.raw`${PRICE_BEHIND}per (?=${PRICE_UNIT}\b)`, 'g'), 'a '),
  e(new RegExp(String.raw`${PRICE_BEHIND}per (?=(?:hour|acre|item|ounce|hour's)\b)`, 'g'), 'an '),
  e(/(?<=\b(?:kilometres|miles) )per hour\b/g, 'an hour'),
  // A rate after a counted figure that thesaurusWords.ts' `a year` does not reach (`45,000 tonnes of cheddar a year`);
  // `3 doses a month apart` and `a year earlier` are no rates.
  e(new RegExp(String.raw`${RATE_BEHIND}a year${NOT_RATE}`, 'g'), 'per year', 'annually'),
  e(new RegExp(String.raw`${RATE_BEHIND}a day${NOT_RATE}`, 'g'), 'per day', 'daily'),
  e(new RegExp(String.raw`${RATE_BEHIND}a month${NOT_RATE}`, 'g'), 'per month', 'monthly'),
  e(new RegExp(String.raw`${RATE_BEHIND}a week${NOT_RATE}`, 'g'), 'per week', 'weekly'),
  // A share's rate (`grew by 0.8% a year`) takes no `per`: a `%` written out would read `per cent per year`.
  e(new RegExp(String.raw`(?<=\d[\d,.]*% )a year${NOT_RATE}`, 'g'), 'annually'),
  e(new RegExp(String.raw`(?<=\d[\d,.]*% )a month${NOT_RATE}`, 'g'), 'monthly'),
  e(new RegExp(String.raw`(?<=[$€£]\d[\d,.]*(?: (?:million|billion))? )a season\b`, 'g'), 'per season'),
  // A relative change in a share (`fell by 40%`, `rose by 1.6 percentage points`) reads the same without `by`; a count
  // (`grew by 6,350 loans`) and `improved by 7 minutes` keep it.
  e(/(?<=\b(?:rose|fell|grew|dropped|declined|climbed|jumped|slipped|increased|decreased) )by (?=\d[\d,.]*(?:%| per ?cent\b| percentage points?\b))/g, ''),
];

/** Connectives, approximators, prepositions and fixed phrases, in table order. */
export const THESAURUS_CONNECTIVES: readonly ThesaurusEntry[] = [...APPROXIMATORS, ...CONNECTIVES, ...PREPOSITIONS];

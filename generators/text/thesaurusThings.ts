/**
 * The thesaurus's second batch of things: nouns (second mentions of a body or an event, people, things counted or
 * built), adjectives and adverbs not worded by thesaurusWords.ts, each limited to the contexts the corpus uses it in.
 * Part of `THESAURUS` (thesaurus.ts), after the connectives: table order is the order rewordings are drawn in.
 */
import { type ThesaurusEntry, thesaurusEntry as e } from './thesaurusEntry.ts';

/** Units a run is counted in: `for the third consecutive year` → `for the third year in a row`. */
const RUN_UNITS = ['year', 'years', 'season', 'seasons', 'month', 'months', 'quarter', 'quarters', 'week', 'weeks', 'day', 'days', 'game', 'games', 'win', 'wins'];

/**
 * `consecutive N` → `N in a row`, only where the run ends its phrase: `3 consecutive years of growth` would read
 * `3 years in a row of growth`.
 */
const IN_A_ROW: readonly ThesaurusEntry[] = RUN_UNITS.map((unit) => e(new RegExp(`\\bconsecutive ${unit}\\b(?=[.,;]|$| (?:since|for|in|on|and|after|when|that|to|at)\\b)`, 'g'), `${unit} in a row`));

/** Second mentions of a body, an event or a thing by a word of the same referent, in table order. */
const BODIES: readonly ThesaurusEntry[] = [
  // A director of a unit is its chief; `creative`, `deputy`, `executive` and `medical` directors are other posts.
  e(/(?<=\b(?:[Ff]estival|[Aa]gency|[Rr]ace|[Tt]ournament|[Rr]esearch|[Tt]ransport|[Pp]ort|[Oo]ffice|[Cc]entre|[Ff]inance|[Pp]roject) )director\b(?![-'’]| (?:of|general)\b)/g, 'chief'),
  e(/\b[Cc]hairman\b/g, 'chair'),
  // Only at the head of a sentence is `Cooperative` a common noun; elsewhere a capital makes it part of a name.
  e(/(?:^Cooperative|\bcooperative)\b/g, 'co-op'),
  // A firm by its trade (`the trading firm Harvest Global`); a law or accounting firm is a partnership, not a company.
  e(/(?<=\b(?:trading|engineering|shipping|investment|consulting|construction|security|technology|logistics|mining) )firm\b/g, 'company'),
  e(/(?<=\b(?:drug|generic|car|chip|aircraft|phone|toy|vaccine|battery|bus|train|truck|steel|vehicle) )maker\b/g, 'manufacturer'),
  e(/(?<=\b[Tt]he )manufacturer\b/g, 'maker'),
  // A company by its trade before its name (`the software company Quillon`); `the company Northlight Pictures` stays.
  e(/(?<=\b(?:farm|software|catering|utility|energy|oil|gas|mining|drug|shipping|engineering|trading|technology|investment|insurance|logistics|media|chemicals|food|water|rail|bus|telecoms) )company\b(?= [A-Z])/g, 'firm'),
  e(/\bcompany(?=['’]s\b)/g, 'firm'),
  e(/(?<=\b(?:[Tt]he|of|[\d,]+) )airlines\b/g, 'carriers'),
  // The nation only as owner (`the country's electricity`): `in the country` may be the countryside.
  e(/\bcountry(?=['’]s\b)/g, 'nation'),
  e(/(?<=\b[Tt]he )talks\b/g, 'negotiations'),
  e(/\bnegotiations\b/g, 'talks'),
  // A court's or a body's ruling; `the ruling party` is an adjective.
  e(/(?<=\b[Tt]he )ruling\b(?! (?:party|parties|class|coalition|council|family|elite)\b)/g, 'decision'),
  e(/\blawsuit\b/g, 'suit', 'legal action'),
  e(/\blawsuits\b/g, 'suits'),
  // The buying of a business (`regulators approved the purchase`); `the purchase of 410,000 bags` is no acquisition.
  e(/(?<=\b[Tt]he )purchase\b(?= (?:on|gave|was|would|will|for|by|in|of [A-Z])\b|[.,])/g, 'acquisition'),
  e(/(?<=\b[Tt]he )bid\b(?! to\b)/g, 'offer'),
  // The event, not the service: `the fire brigade` and `the fire station` stay.
  e(/(?<=\b(?:[Tt]he|[Aa]) )fire\b(?! (?:brigade|service|services|station|engine|engines|alarm|alarms|crew|crews|safety|risk|department|chief|exit|door)\b)/g, 'blaze'),
  // Vehicles colliding; `the collision energy` of a particle collider is physics.
  e(/\bcollision\b(?= (?:on|between|at|in|near)\b)/g, 'crash'),
  e(/(?<=\b[Tt]he )journey\b(?! times?\b)/g, 'trip'),
  e(/\bsolar park\b/g, 'solar farm'),
  e(/\bsolar parks\b/g, 'solar farms'),
  e(/\bsolar farms\b/g, 'solar parks'),
  e(/\bsailings\b/g, 'crossings'),
  e(/\brenovation\b/g, 'refurbishment'),
  e(/(?<=\b(?:[Tt]he|[Aa]|largest|biggest) )gift\b/g, 'donation'),
];

/** People and things counted, events and changes, in table order. */
const COUNTED: readonly ThesaurusEntry[] = [
  // `former employees` is reworded `ex-`, and `ex-staff` is no English.
  e(/(?<!\b[Ff]ormer )\bemployees\b/g, 'staff'),
  e(/\bscientists\b/g, 'researchers'),
  e(/\binhabitants\b/g, 'residents'),
  // Homes supplied with power are households; built, destroyed or insured homes are buildings (thesaurusWords.ts).
  e(/(?<=\b(?:power|powers|powered|supply|supplies|supplied|heat|heats) (?:about |around |nearly |some |more than )?[\d.,]+(?: million| thousand)? )homes\b/g, 'households'),
  e(/(?<=\bleft (?:about |around |nearly |some |more than )?[\d.,]+(?: million| thousand)? )homes\b(?=[^.]* without (?:power|electricity|heating|water)\b)/g, 'households'),
  e(/\bclimbers\b/g, 'mountaineers'),
  // Shops counted or qualified; the verb (`a cell that stores 175 watt-hours`) follows its subject.
  e(/(?<=\b(?:[\d,]+|new|its|their|the|loss-making|flagship|retail|grocery|convenience) )stores\b/g, 'shops'),
  e(/(?<=\b(?:satellite|[\d,]+|the) )images\b/g, 'pictures'),
  e(/\btenants\b/g, 'renters'),
  e(/\b[Ee]xams\b/g, 'examinations'),
  e(/\bphotographs\b/g, 'photos'),
  e(/\bphotograph\b/g, 'photo'),
  e(/\blaboratory\b/g, 'lab'),
  e(/\blaboratories\b/g, 'labs'),
  // The noun only, as subject or counted: the verb (`the firm ships 40,000 parcels`) follows its subject.
  e(/(?<=^|\b(?:the|[\d,]+|of|about|some|more) )[Ss]hips\b/g, 'vessels'),
  e(/(?<=\b(?:emergency|federal|financial|humanitarian|state|government|foreign|military) )aid\b/g, 'assistance'),
  e(/\bheavy rains\b/g, 'heavy rainfall'),
  // Changes by their noun, direction kept (`an increase of 17%` → `a rise of 17%`, `a cut` → `a reduction`).
  e(/\b[Aa]n increase\b/g, 'a rise'),
  e(/(?<=\b[Tt]he )increase\b/g, 'rise'),
  e(/(?<=\b(?:rent|price|pay|fare|tax|wage) )increases\b/g, 'rises'),
  // Not `the fall of 2025` (an autumn): only a fall of a percentage or sum, a fall in something, or `the fall was`.
  e(/(?<=\b[Tt]he )fall\b(?= (?:was|in [a-z]|of (?:[$€£]|[\d.]+%)))/g, 'drop', 'decline'),
  e(/(?<=\b(?:[Tt]he|[Aa]) )drop\b(?= (?:in|of|was)\b)/g, 'fall'),
  e(/(?<=\b(?:[Tt]he|[Aa]|rent|rate|price|tax|first|pay|wage|fare) )reduction\b/g, 'cut'),
  // The noun only: an article or a noun it qualifies before it, and no object after it (`Orbiton cut the price`).
  e(/(?<=\b(?:[Tt]he|a|[Pp]rice|[Rr]ate|[Tt]ax|[Pp]ay|[Ww]age|[Ff]are|[Rr]ent) )cut\b(?= (?:of|in|to|was|led|for|on|since)\b|[.,])/g, 'reduction'),
  e(/(?<=\b(?:[Tt]he|a|cup|league|title|home|away|first) )win\b(?= (?:gave|was|for|over|against|in|since)\b|[.,])/g, 'victory'),
  e(/(?<=\b(?:[Aa]|[Tt]he) )victory\b(?! (?:parade|lap|speech)\b)/g, 'win'),
];

/** Adjectives and adverbs, in table order. */
const QUALITIES: readonly ThesaurusEntry[] = [
  // A sum of parts (`a total capacity of 1,425 megawatts`); `a total of` and `in total` are the connectives' phrases.
  e(/(?<=\ba )total(?= (?:capacity|cost|value|area)\b)/g, 'combined'),
  e(/(?<!\ba )\btotal(?= (?:capacity|cost|costs|prize money|land area|rainfall|value|bill|spending)\b)/g, 'overall'),
  e(/\ba record(?= (?:low|high)\b)/g, 'an all-time'),
  // Only before a plural noun that has no `ex-` form (`former employees`, never `a former emergency doctor`);
  // never `ex-staff`.
  e(/\b[Ff]ormer (?=(?:employees|smokers|workers|players|members|colleagues|ministers|prisoners|pupils|students|executives)\b)/g, 'ex-'),
  e(/\bstrong(?= (?:demand|sales|growth)\b)/g, 'robust'),
  e(/\bglobal(?= (?:[a-z]+ )?(?:prices|demand|supply|sales|markets?|output|production)\b)/g, 'world'),
  e(/\bhuge\b/g, 'vast'),
  e(/(?<!\b(?:and|at|by) )\blarge(?= [a-z]+s\b)(?! (?:numbers|amounts|quantities|parts|sums)\b)/g, 'big'),
  e(/\bunprofitable\b/g, 'loss-making'),
  // `now` before a present-tense verb (`the city now runs 186 buses`); `is now a museum` (has become) and `can now run`
  // keep it, and `until now`, `by now`, `from now` are other phrases.
  e(/(?<!\b(?:is|are|was|were|be|been|can|could|will|would|may|might|must|should|has|have|had|until|by|from|for|right|just|even|and|or|up to|till) )\bnow(?= (?:[a-z]+s|pay|wait|sell|visit|run|have|employ|own|use|make|cost|serve|operate)\b)(?! (?:is|was|has|this|its|his|as|less|towards|thus|perhaps)\b)/g, 'currently'),
  e(/\bmainly(?= (?:from|in|by|because|due|through|on)\b)/g, 'largely', 'mostly'),
  ...IN_A_ROW,
];

/** Nouns, then adjectives and adverbs: this file's part of `THESAURUS`, in table order. */
export const THESAURUS_THINGS: readonly ThesaurusEntry[] = [...BODIES, ...COUNTED, ...QUALITIES];

/**
 * The thesaurus's verbs (past forms as the corpus writes them, bare forms after `to` or a modal) and the nouns and
 * fixed phrases that are reworded with them. Part of `THESAURUS` (thesaurus.ts): table order is the order rewordings
 * are drawn in, so entries stay in place.
 */
import { CURRENCY_WORD_PATTERN } from './formats.ts';
import { BEATEN_TO_IT } from './phrases.ts';
import { type ThesaurusEntry, thesaurusEntry as e } from './thesaurusEntry.ts';

/** Things that can be gathered, heading the object of `collected` (`118,000 signatures`, `9 months of his location data`). */
const GATHERABLE = String.raw`(?:signatures|data|samples|evidence|waste|rubbish|litter|plastic|bottles|votes|information|intelligence|feedback|responses|records|documents|names|statements|testimony|testimonies|observations|readings|measurements|specimens|seeds|stamps|coins|works|artworks|paintings|photographs|objects|fossils|rainwater)`;
/** The object noun phrase of `collected` up to a gatherable head: determiners, figures, modifiers and `of`, no other preposition. */
const GATHERABLE_OBJECT = String.raw`(?:(?!(?:in|for|from|at|on|to|by|with|as|over)\b)(?:\d[\d,.]*|[A-Za-z'’-]+) ){0,5}?${GATHERABLE}\b`;

/** `to` or a modal, then a space: what a bare verb form follows. */
const MODAL = String.raw`\b(?:to|will|would|can|could|must|may|might|should) `;
/** Lookbehind: a past-tense verb is only reworded where it is finite or a passive participle, never after `to` or a modal. */
export const NOT_INFINITIVE = String.raw`(?<!\b(?:to|will|would|can|could|may|might|must|should|did|not) )`;
/** A past form `word` (then `after`, a lookahead) wherever it is not after `to` or a modal (`NOT_INFINITIVE`); global. */
export const pastForm = (word: string, after = ''): RegExp => new RegExp(`${NOT_INFINITIVE}\\b${word}\\b${after}`, 'g');
const v = pastForm;
/** A bare form `word` (then `after`, a lookahead) right after `to` or a modal (`to build`, `will cut`); global. */
export const bareForm = (word: string, after = ''): RegExp => new RegExp(`(?<=${MODAL})${word}\\b${after}`, 'g');
/** A form of `be` opening a passive, with the adverbs the corpus puts between it and the participle. */
export const PASSIVE_BE = String.raw`\b(?:is|are|was|were|be|been|being) (?:(?:fully|partly|largely|mostly|jointly|also) )?`;
/** Things a port, terminal or office puts through in bulk: `processed` fits them, not consultations or a share. */
const THROUGHPUT = String.raw`(?:containers|passengers|tonnes|barrels|vehicles|cars|parcels|packages|shipments|applications|claims|transactions|payments|requests|orders|calls|flights|vessels|ships|trucks|lorries|letters|visas|passports|tickets)`;
/** A counted amount of throughput after `handled` (`6.4 million containers`); a share (`58 per cent`, `58%`) is no count. */
export const THROUGHPUT_NEXT = String.raw`(?= (?:about |around |nearly |almost |more than |up to |some )?\d[\d,.]* (?:million |billion )?(?:[a-z-]+ )?${THROUGHPUT}\b)`;
/** An object after `handled` that is no figure (`the recall`, `its complaints`): dealt with, never processed. */
export const DEALT_WITH_NEXT = String.raw`(?= (?:the|a|an|its|their|his|her) (?![\d$€£]))`;
/** What dies and has a life to claim: people, never animals or a share of a swarm. */
const PEOPLE = String.raw`(?:people|persons|men|women|children|residents|workers|passengers|miners|soldiers|civilians|villagers|pilgrims|migrants|climbers|patients|firefighters|fishermen|crew|crew members|tourists|students|pupils)`;
/** A consequence `brought about` fits (an outcome or a change); a physical thing (`a wave 4 feet high`) is only caused. */
const OUTCOME = String.raw`(?:failure|failures|collapse|change|changes|crisis|shortage|shortages|delay|delays|outage|outages|fall|drop|rise|decline|loss|losses|closure|end|shift|split|resignation|downturn|slump|recession|disruption|chaos|confusion|rift|dispute|row|breakdown|crash|shutdown)`;
/**
 * Money after a verb: a currency sign, or a figure with a currency word (`spent $46 million`, `earned 74 million
 * kroner`, `earned a record …`); never a stretch of time (`spent 2 years`, `spent 10 to 12 years`, `spent some time`)
 * nor a count (`earned 12 caps`).
 */
const MONEY_NEXT = String.raw`(?= (?:(?:about|around|nearly|almost|more than|roughly|some) )?(?:[$€£]|\d[\d,.]*(?: (?:million|billion|thousand))? ${CURRENCY_WORD_PATTERN}\b)| (?:an estimated|a record|a total))`;

/**
 * Jobs or staff within four words after a verb (`85 permanent posts`, `about 1,150 jobs`, `85 of its jobs`, `jobs`):
 * cutting them is not reducing them.
 */
const STAFF_AHEAD = String.raw`(?:(?: [\w,.$€£-]+){0,4}? (?:jobs|posts|staff|workers|positions|roles|employees)\b)`;

/** Words for people taken on as staff (`hired 180 engineers`): they are recruited, a firm or a bank is not. */
const PEOPLE_HIRED = String.raw`(?:staff|workers|employees|people|engineers|nurses|doctors|teachers|drivers|guards|officers|pilots|apprentices|graduates|lawyers|scientists|researchers|reviewers|specialists|volunteers|crew|crews|carers|cleaners|technicians|developers)`;
/**
 * People as the object of `hired`, up to three lower-case words or figures before them (`hired an extra 180 staff`),
 * never a name or a clause between (`hired Deloitte to cut staff`, `hired Bain to review workers' pay`).
 */
const HIRED_PEOPLE = String.raw` (?:(?!to\b)[a-z\d][\w,.-]* ){0,3}?${PEOPLE_HIRED}\b`;

/**
 * Lookahead: a named person replaced in a post (`replaced Gordon Whitaker as chief executive`): one succeeds another
 * there; a thing replacing a thing (`will replace Dunmore Bridge as the main crossing`) does not.
 */
const INTO_POST = String.raw`(?= [A-Z][a-z]+(?: [A-Z][a-z]+)* as (?:the |its |their )?(?:[a-z-]+ )?(?:chief executive|executive|CEO|chair|chairman|chairwoman|chairperson|president|director|head|manager|coach|captain|leader|editor|governor|mayor|minister|secretary|lead|principal|headteacher|conductor|forecaster|officer|curator|dean|rector|commissioner|ambassador|presenter|host)\b)`;

/** Verbs of reporting figures and money, of change and of doing, in table order. */
export const THESAURUS_VERBS: readonly ThesaurusEntry[] = [
  // Verbs of reporting figures and money.
  e(v('reported', String.raw`(?= (?:a |an )?(?:pre-tax |net |record |annual |operating )?(?:profit|loss|revenue|sales|earnings|deficit|surplus))`), 'posted', 'announced'),
  e(v('earned', MONEY_NEXT), 'made', 'brought in', 'took in'),
  e(v('raised', String.raw`(?= [$€£]\d)`), 'brought in', 'secured'),
  e(v('paid', String.raw`(?= [$€£]\d)`), 'handed over'),
  e(v('spent', MONEY_NEXT), 'laid out'),
  e(v('donated'), 'gave'),
  e(v('kept', String.raw`(?= (?:a|its|their|his|her) (?:stake|share|holding))`), 'retained'),
  e(v('kept', String.raw`(?= (?:a|its|their|his|her) (?:seat|place|title|lead))`), 'retained', 'held on to'),
  // Verbs of change (direction kept: up for up, down for down).
  e(v('rose', String.raw`(?= (?:by |to |from )?[$€£]?\d)`), 'climbed', 'increased', 'went up'),
  e(v('fell', String.raw`(?= (?:by |to |from )?[$€£]?\d)`), 'dropped', 'declined', 'went down'),
  e(v('grew', String.raw`(?= (?:by |to |from )?[$€£]?\d)`), 'increased'),
  e(v('reduced'), 'lowered', 'cut back'),
  e(v('cut', String.raw`(?= [$€£]?\d[\d,.]* (?:jobs|posts|staff|workers|positions))`), 'axed', 'slashed'),
  e(v('expanded'), 'extended'),
  // Counted jobs only: `cost drivers their jobs` is an idiom, and not every job is a post. Not `positions`: `the plant
  // created 310 positions` is no English of news.
  e(/(?<=\d[\d,.]* (?:(?:new|more|permanent|full-time) )?)jobs\b/g, 'posts'),
  // Verbs of doing.
  // Papers are published in journals, never `released in the journal`: only figures, data and reports are released.
  e(v('published', String.raw`(?= (?:the|its|their|a|an|new) (?:[a-z-]+ )?(?:figures|data|report|results|statistics|survey|findings|forecast|guidance)\b)`), 'released', 'put out'),
  e(v('released', String.raw`(?= (?:the|its|their|a|an) (?:figures|data|report|results|statement|survey|study|findings|album|film|game|novel|book|guide|report))`), 'put out', 'issued'),
  // A funding round or a group of investors is `led by`, not `headed by`.
  e(new RegExp(`(?<!\\b(?:investors|round|consortium|banks|lenders|investment) )${v('led', String.raw`(?! to\b| \d)`).source}`, 'g'), 'headed'),
  e(v('closed', String.raw`(?= (?:its|their|the|a|an|\d|[A-Z]))`), 'shut'),
  e(v('lasted'), 'ran for', 'went on for'),
  e(v('asked for'), 'requested', 'called for'),
  e(v('warned that'), 'cautioned that'),
  e(v('argued that'), 'contended that', 'maintained that'),
  // Not the adjective (`the 160 destroyed houses`): a phrasal verb cannot stand before a noun.
  e(new RegExp(`(?<!\\b(?:the|a|an|its|their|his|her|of|[\\d,]+) )${v('destroyed').source}`, 'g'), 'wiped out'),
  // A census counts people; `registered 38,500 inhabitants` reads as registration.
  e(v('counted'), 'recorded'),
  e(v('found that'), 'showed that'),
  e(v('showed that'), 'found that', 'indicated that'),
  // Only the active verb before its object: `affected clients` (an adjective) and `were affected` (struck?) stay.
  e(new RegExp(`(?<!${PASSIVE_BE})${v('affected', String.raw`(?= (?:the|a|an|its|their|some|about|around|nearly|more than|up to|\d))`).source}`, 'g'), 'hit'),
  e(v('rejected'), 'turned down'),
  e(v('scored', String.raw`(?= (?:twice|a goal|\d+ (?:league )?goals|the (?:winning|first|second) goal))`), 'netted'),
  e(v('needed'), 'required'),
  // An outcome is brought about; a landslide that `brought about a wave 4 feet high` reads wrong.
  e(v('caused', String.raw`(?= (?:the |a |an |its |their )?(?:[a-z-]+ ){0,2}${OUTCOME}\b)`), 'brought about'),
  e(v('issued', String.raw`(?= (?:a|an) (?:warning|alert|statement|order|recall|notice))`), 'put out'),
  e(v('delayed', String.raw`(?= (?:the|its|their|a|an) )`), 'postponed', 'pushed back'),
  e(v('introduced'), 'brought in'),
  e(v('banned'), 'prohibited', 'outlawed'),
  e(v('arrested'), 'detained'),
  e(v('cancelled'), 'called off'),
  // People are taken on and recruited; a firm is neither (`took on Oderline Logistics` reads as challenged it), and a
  // participle (`was hired`, `has hired`) never becomes `took on`.
  e(new RegExp(`${NOT_INFINITIVE}(?<!${PASSIVE_BE}|\\b(?:has|have|had) )\\bhired\\b(?=${HIRED_PEOPLE})`, 'g'), 'took on', 'recruited'),
  e(new RegExp(`(?<=\\b(?:has|have|had) )hired\\b(?=${HIRED_PEOPLE})|(?<=\\b(?:${PEOPLE_HIRED}|Staff|Workers|Employees|Engineers|Nurses|Doctors|Teachers|Drivers) ${PASSIVE_BE})hired\\b`, 'g'), 'recruited'),
  e(v('acquired', String.raw`(?= (?:the |a |an )?[A-Z])`), 'bought', 'took over'),
  // `put up` only fits buildings: trains, roads and reputations are built, not put up.
  e(v('built', String.raw`(?! by (?:the )?[a-z]* ?(?:manufacturer|maker|company|firm))`), 'constructed'),
  e(v('won', String.raw`(?= (?:a |an |the |its |\d+ )?(?:contract|deal|order|funding|grant|case))`), 'secured'),
  e(v('won', String.raw`(?= (?:a |an |the |its |her |his |their |\d+ )?(?:title|award|awards|prize|medal|race|cup|gold|trophy|championship|league))`), 'claimed', 'took'),
  // Signatures, data and samples are gathered; a cheque, a medal, a title or a sum is only collected.
  e(v('collected', String.raw`(?= ${GATHERABLE_OBJECT})`), 'gathered'),
  e(v('produced', String.raw`(?= [\d,.]+ (?:million |billion )?(?:tonnes|bags|litres|barrels|kilograms))`), 'yielded'),
  e(v('recorded', String.raw`(?= (?:a |an )?(?:temperature|high|low|peak|\d))`), 'logged', 'registered'),
  e(v('polluted'), 'contaminated'),
  e(v('stopped'), 'halted'),
  e(v('funded'), 'paid for', 'financed'),
  e(v('filed', String.raw`(?= (?:a|an|the|its|their) )`), 'lodged'),
  e(v('ruled that'), 'decided that'),
  // A statue or plaque is unveiled, never `presented`: only plans, figures and products.
  e(v('unveiled', String.raw`(?= (?:a|an|the|its|their) (?:[a-z-]+ ){0,2}(?:plan|plans|budget|strategy|proposal|proposals|results|figures|model|product|range|design|scheme|programme|car|phone|app|service)\b)`), 'revealed', 'presented'),
  // Throughput counted is processed; a recall or a complaint is dealt with (thesaurusActions.ts' `handle`). A share
  // (`handled 58 per cent of shipments`) and the passive (`calls could be handled by video`) keep `handled`.
  e(new RegExp(`(?<!${PASSIVE_BE})${v('handled', THROUGHPUT_NEXT).source}`, 'g'), 'processed'),
  e(new RegExp(`(?<!${PASSIVE_BE})${v('handled', DEALT_WITH_NEXT).source}`, 'g'), 'dealt with'),
  e(v('watched'), 'saw'),
  e(v('moved', String.raw`(?= (?:its|their|the) [a-z ]+ to\b)`), 'relocated'),
  // Not `finished`: a spell or a period ends (`the drought finished with heavy rainfall` reads as a task done).
  e(v('ended', String.raw`(?= (?:on|in|at|after|when|with)\b|[.,])`), 'came to an end'),
  e(v('began', String.raw`(?= (?:on|in|at|after|when|with)\b|[.,])`), 'got under way'),
  e(v('carried', String.raw`(?= [\d,.]+ (?:million |billion )?(?:tonnes|containers|cars|vehicles))`), 'transported'),
  e(v('launched', String.raw`(?= (?:a|an|its|their) (?:new )?(?:app|service|product|model|range|scheme|programme|system|card|fund|tariff)\b)`), 'rolled out'),
  e(v('attended'), 'went to'),
  e(v('signed', String.raw`(?= (?:a|an|the|its|their) (?:[a-z0-9-]+ ){0,2}(?:contract|deal|agreement))`), 'inked'),
  e(v('signed', String.raw`(?= (?:a|an|the|its|their) (?:[a-z0-9-]+ ){0,2}(?:contract|deal)\b)`), 'agreed'),
  e(v('reached', String.raw`(?= (?:a|an) (?:deal|agreement|settlement))`), 'struck'),
  e(v('reached', String.raw`(?= the (?:summit|top|final|semi-final|coast|city|island))`), 'got to', 'made it to'),
  e(v('went on strike'), 'walked out'),
  e(v('took part'), 'participated', 'joined in'),
  e(v('left', String.raw`(?= (?:the|his|her|its|their) (?:company|club|industry|band|team|board|job|post|group|party|country|race))`), 'quit'),
  e(v('wrote', String.raw`(?= (?:a|an|the|\d+|her|his|their) )`), 'penned'),
  e(v('founded'), 'set up', 'established'),
  e(v('merged with'), 'combined with'),
  e(v('presented'), 'unveiled'),
  // People and supplies are dispatched; a volcano sends ash into the air.
  e(v('sent', String.raw`(?= (?:a|an|the|its|their|[\d,]+|more) (?:[a-z-]+ )?(?:troops|team|teams|ships|aircraft|engineers|crews|inspectors|doctors|nurses|aid|supplies|officers|police|firefighters|rescuers|experts|envoy|delegation)\b)`), 'dispatched'),
  e(v('charged', String.raw`(?= [$€£]\d)`), 'billed'),
  e(v('replaced', INTO_POST), 'succeeded'),
  e(bareForm('replace', INTO_POST), 'succeed'),
  // `beat X to the contract` (got there first) is an idiom `defeated` does not take.
  e(v('beat', String.raw`(?= [A-Z])(?!${BEATEN_TO_IT})`), 'defeated', 'overcame'),
  // People only: `claimed the lives of 87 per cent of locusts` is no English.
  e(v('killed', String.raw`(?= (?:about |around |nearly |almost |more than |at least )?\d[\d,]* (?:[a-z-]+ )?${PEOPLE}\b)`), 'claimed the lives of'),
  e(v('switched on'), 'turned on'),
  e(v('announced that'), 'said that'),
  e(v('ordered', String.raw`(?= (?:[A-Z][a-z]+(?: [A-Z][a-z]+)*|the [a-z]+|him|her|them|it) to\b)`), 'instructed'),
  e(v('estimated', String.raw`(?= (?:the|its|their) [a-z ]+ at\b)`), 'put'),
  e(bareForm('build'), 'construct'),
  e(bareForm('buy'), 'purchase'),
  e(bareForm('start'), 'begin'),
  // Oil, gas and power are produced or generated, never `made`.
  e(bareForm('produce', String.raw`(?!(?:[^.]|\.\d)*\b(?:barrels|oil|gas|electricity|power|energy|MW|GW|megawatts|gigawatts)\b)`), 'make'),
  // Not `lower`: the bare verb reads as the comparative to a later antonym step (`to higher rents`). Not before a count
  // of jobs (`to cut 85 posts`): a post is abolished, never reduced.
  e(bareForm('cut', `(?!${STAFF_AHEAD})`), 'reduce'),
  // `its doors` needs one thing opening: not after a plural (`The first rooms will open` → `… open its doors`).
  e(new RegExp(String.raw`(?<=${MODAL})(?<![a-z][^s\s]s (?:will|would|can|could|must|may|might|should) )open\b(?= (?:on|in)\b)`, 'g'), 'open its doors'),
  e(bareForm('help'), 'assist'),
  // `subsequently` is a sentence adverb (`she later joined`); `14 days later` and `saved £7 later` keep `later`.
  e(/(?<!\b(?:[\d,.]+|days?|weeks?|months?|years?|hours?|minutes?|decades?|pounds?|dollars?|euros?|much|even|no|not|and|or) )\blater(?= (?:[a-z]+ed|became|won|took|left|sold|went|made|grew|rose|fell|bought|joined|began|built|wrote|became|set up|ran)\b)/g, 'subsequently'),
  e(/\b[Ee]ach(?= (?:day|week|month|year|hour|scan|bag|game|match|household|school|student|member|country|case|region|unit)\b)/g, 'every'),
  e(/\b[Ee]very(?= (?:day|week|month|year|hour|season|game|match)\b)/g, 'each'),
  e(v('carried out'), 'conducted'),
  e(/\bwages\b/g, 'pay'),
  e(/(?<=\b(?:museum|gallery|hall|terminal|airport|hospital|school|store|shop|factory|theatre|station|centre|library|restaurant|hotel|arena|stadium|campus|clinic|office|farm) (?:[a-z]+ )?)opened(?= (?:on|in)\b)/g, 'opened its doors'),
  e(v('made up'), 'accounted for'),
  e(v('made', String.raw`(?= by )`), 'produced'),
  e(v('made', String.raw`(?= (?:a|an) (?:pre-tax |net |record |annual )?(?:profit|loss))`), 'turned'),
  // `covered the cost of` needs its object after it: in a passive (`was paid for by`) only `funded` fits.
  e(new RegExp(`(?<=${PASSIVE_BE})${v('paid for').source}`, 'g'), 'funded'),
  // Families who paid for their lunches did not `fund` them: the active keeps the plain sense only; never before an
  // infinitive (`paid for the river to be restocked` is no cost of the river).
  e(new RegExp(`(?<!${PASSIVE_BE})${v('paid for', String.raw`(?!(?: [\w'’-]+){1,8} to (?!(?:the|a|an|its|their|his|her|this|that)\b)[a-z]+\b)`).source}`, 'g'), 'covered the cost of'),
  e(bareForm('pay for'), 'fund', 'cover the cost of'),
  e(/\bpay rise\b/g, 'wage rise', 'pay increase'),
  e(v('won', String.raw`(?= (?:about |around |nearly |almost |more than )?\d[\d.]*% of the vote)`), 'took'),
  e(v('won', String.raw`(?= the [A-Z])`), 'claimed', 'took'),
  e(v('reached', String.raw`(?= (?:about |around |nearly |almost |more than )?[$€£]?\d)`), 'hit'),
  e(v('cut', String.raw`(?= (?:its|their|the) )`), 'lowered', 'reduced'),
  e(v('announced', String.raw`(?= (?:a|an|the|its|their) (?:[a-z-]+ )?(?:plan|plans|figures|results|bonus|scheme|programme|budget|auction|deal|merger|target|strategy))`), 'unveiled'),
  e(/\bworth\b(?= (?:about |around |nearly |almost |more than )?[$€£]\d)/g, 'valued at'),
  e(/(?<=\b(?:[Aa]|[Tt]he|\d+-day|\d+-week) )strike\b(?! [a-z]+(?:er|or|ers|ors|fund|pay|action|ballot|committee)\b)/g, 'walkout'),
  e(/(?<=\b[Tt]he )cap\b/g, 'limit'),
  e(v('capped', String.raw`(?= [a-z ]+ at\b)`), 'limited'),
  e(v('bought', String.raw`(?= (?:the|a|an|its|their|his|her|[\d$€£]|[A-Z]|about|more than|nearly|stakes?|shares?)\b)`), 'purchased', 'acquired'),
  e(v('raised', String.raw`(?= (?:its|their|the) [a-z -]*(?:prices|fares|fees|rates|premiums|charges|rents|tariffs)\b)`), 'put up'),
  e(/(?<=\b(?:[Aa]|[Tt]he|pay|price) )rise\b/g, 'increase'),
  e(/(?<=\b(?:will|would|to) )lead\b/g, 'head'),
  e(/\belectricity\b(?= (?:prices|bills|demand|supply|use|network|grid))/g, 'power'),
  e(v('found', String.raw`(?= (?:a|an|\d))`), 'discovered'),
  e(/\bregulators\b/g, 'watchdogs'),
  e(/\bcosts\b(?= [$€£]\d)/g, 'sells for'),
  e(/\bruns\b(?= for \d)/g, 'lasts'),
  // A company operates trains or shops; a show that `runs 8 performances a week` stages them, it operates nothing.
  e(/\bruns\b(?= [\d,]+ (?:[a-z-]+ ){0,2}(?:trains|buses|flights|ferries|services|routes|lines|shops|stores|branches|clinics|hospitals|schools|centres|stations|plants|mines|farms|hotels|restaurants|factories|depots|offices)\b)/g, 'operates'),
  e(v('opened', String.raw`(?= (?:a|an|its|the) (?:[a-z-]+ ){0,2}(?:investigation|inquiry|review|case|consultation)\b)`), 'launched'),
  e(v('opened', String.raw`(?= (?:a|an|its|the) (?:[a-z-]+ ){0,2}(?:terminal|hall|museum|factory|plant|campus|centre|hospital|airport|station|line|store|office|bridge|wing|school|clinic|clinics)\b)`), 'inaugurated'),
  // `during` only for a count accumulated over the year (`carried 4 million passengers during 2024`), never a one-off.
  e(/(?<=\b(?:passengers|visitors|tourists|tonnes|barrels|vehicles|cars|units|copies|sales|revenue|turnover|profit|earnings|cases|deaths|births) )in (?=\d{4}\b(?![-–]))/g, 'during '),
  e(/\babout (?=[$€£]?\d)/g, 'some ', 'roughly '),
];

/**
 * The project's own thesaurus: rewordings of the words the corpus actually uses, chosen by reading the corpus (not
 * derived from WordNet), each limited by context to the senses where it keeps the meaning. Word forms are listed as
 * written (past tense where the corpus uses the past), so no rule conjugates a synonym into the wrong slot.
 */
import type { Substitution } from './synonyms.ts';

/** One thesaurus entry: where it applies (whole match is replaced) and the rewordings to choose from. */
export interface ThesaurusEntry {
  pattern: RegExp;
  replacements: readonly string[];
}

const e = (pattern: RegExp, ...replacements: string[]): ThesaurusEntry => ({ pattern, replacements });

// A past-tense verb is only reworded where it is finite or a passive participle, never after `to` or a modal.
const NOT_INFINITIVE = String.raw`(?<!\b(?:to|will|would|can|could|may|might|must|should|did|not) )`;
const v = (word: string, after = ''): RegExp => new RegExp(`${NOT_INFINITIVE}\\b${word}\\b${after}`, 'g');
const PASSIVE_BE = String.raw`\b(?:is|are|was|were|be|been|being) (?:(?:fully|partly|largely|mostly|jointly|also) )?`;
const MONEY_NEXT = String.raw`(?= (?:[$€£]|\d|about|around|nearly|almost|more than|roughly|some|an estimated|a record|a total))`;

/** The corpus thesaurus, verbs first, then nouns, adjectives and connectives. */
export const THESAURUS: readonly ThesaurusEntry[] = [
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
  // Counted jobs only: `cost drivers their jobs` is an idiom, and not every job is a post.
  e(/(?<=\d[\d,.]* (?:(?:new|more|permanent|full-time) )?)jobs\b/g, 'posts', 'positions'),
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
  e(v('caused'), 'brought about'),
  e(v('issued', String.raw`(?= (?:a|an) (?:warning|alert|statement|order|recall|notice))`), 'put out'),
  e(v('delayed', String.raw`(?= (?:the|its|their|a|an) )`), 'postponed', 'pushed back'),
  e(v('introduced'), 'brought in'),
  e(v('banned'), 'prohibited', 'outlawed'),
  e(v('arrested'), 'detained'),
  e(v('cancelled'), 'called off'),
  e(v('hired'), 'took on', 'recruited'),
  e(v('acquired', String.raw`(?= (?:the |a |an )?[A-Z])`), 'bought', 'took over'),
  // `put up` only fits buildings: trains, roads and reputations are built, not put up.
  e(v('built', String.raw`(?! by (?:the )?[a-z]* ?(?:manufacturer|maker|company|firm))`), 'constructed'),
  e(v('won', String.raw`(?= (?:a |an |the |its |\d+ )?(?:contract|deal|order|funding|grant|case))`), 'secured'),
  e(v('won', String.raw`(?= (?:a |an |the |its |her |his |their |\d+ )?(?:title|award|awards|prize|medal|race|cup|gold|trophy|championship|league))`), 'claimed', 'took'),
  e(v('collected'), 'gathered'),
  e(v('produced', String.raw`(?= [\d,.]+ (?:million |billion )?(?:tonnes|bags|litres|barrels|kilograms))`), 'yielded'),
  e(v('recorded', String.raw`(?= (?:a |an )?(?:temperature|high|low|peak|\d))`), 'logged', 'registered'),
  e(v('polluted'), 'contaminated'),
  e(v('stopped'), 'halted'),
  e(v('funded'), 'paid for', 'financed'),
  e(v('filed', String.raw`(?= (?:a|an|the|its|their) )`), 'lodged'),
  e(v('ruled that'), 'decided that'),
  // A statue or plaque is unveiled, never `presented`: only plans, figures and products.
  e(v('unveiled', String.raw`(?= (?:a|an|the|its|their) (?:[a-z-]+ ){0,2}(?:plan|plans|budget|strategy|proposal|proposals|results|figures|model|product|range|design|scheme|programme|car|phone|app|service)\b)`), 'revealed', 'presented'),
  e(v('handled'), 'processed', 'dealt with'),
  e(v('watched'), 'saw'),
  e(v('moved', String.raw`(?= (?:its|their|the) [a-z ]+ to\b)`), 'relocated'),
  e(v('ended', String.raw`(?= (?:on|in|at|after|when|with)\b|[.,])`), 'came to an end', 'finished'),
  e(v('began', String.raw`(?= (?:on|in|at|after|when|with)\b|[.,])`), 'got under way'),
  e(v('carried', String.raw`(?= [\d,.]+ (?:million |billion )?(?:passengers|people|tonnes|containers|cars|vehicles))`), 'transported'),
  e(v('launched', String.raw`(?= (?:a|an|its|their) (?:new )?(?:app|service|product|model|range|scheme|programme|system|card|fund|tariff)\b)`), 'rolled out'),
  e(v('attended'), 'went to'),
  e(v('signed', String.raw`(?= (?:a|an|the|its|their) (?:[a-z0-9-]+ ){0,2}(?:contract|deal|agreement))`), 'inked'),
  e(v('signed', String.raw`(?= (?:a|an|the|its|their) (?:[a-z0-9-]+ ){0,2}(?:contract|deal)\b)`), 'agreed'),
  e(v('reached', String.raw`(?= (?:a|an) (?:deal|agreement|settlement))`), 'struck'),
  e(v('reached', String.raw`(?= the (?:summit|top|final|semi-final|coast|city|island))`), 'got to', 'made it to'),
  e(v('received', String.raw`(?= (?:a|an|the|\d|[$€£]))`), 'got'),
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
  e(v('replaced', String.raw`(?= [A-Z][a-z]+(?: [A-Z][a-z]+)* as\b)`), 'succeeded'),
  e(v('beat', String.raw`(?= [A-Z])`), 'defeated', 'overcame'),
  e(v('killed', String.raw`(?= \d)`), 'claimed the lives of'),
  e(v('switched on'), 'turned on'),
  e(v('announced that'), 'said that'),
  e(v('ordered', String.raw`(?= (?:[A-Z][a-z]+(?: [A-Z][a-z]+)*|the [a-z]+|him|her|them|it) to\b)`), 'instructed'),
  e(v('estimated', String.raw`(?= (?:the|its|their) [a-z ]+ at\b)`), 'put'),
  e(/(?<=\b(?:to|will|would|can|could|must|may|might|should) )build\b/g, 'construct'),
  e(/(?<=\b(?:to|will|would|can|could|must|may|might|should) )buy\b/g, 'purchase'),
  e(/(?<=\b(?:to|will|would|can|could|must|may|might|should) )start\b/g, 'begin'),
  // Oil, gas and power are produced or generated, never `made`.
  e(/(?<=\b(?:to|will|would|can|could|must|may|might|should) )produce\b(?!(?:[^.]|\.\d)*\b(?:barrels|oil|gas|electricity|power|energy|MW|GW|megawatts|gigawatts)\b)/g, 'make'),
  // Not `lower`: the bare verb reads as the comparative to a later antonym step (`to higher rents`).
  e(/(?<=\b(?:to|will|would|can|could|must|may|might|should) )cut\b/g, 'reduce'),
  // `its doors` needs one thing opening: not after a plural (`The first rooms will open` → `… open its doors`).
  e(/(?<=\b(?:to|will|would|can|could|must|may|might|should) )(?<![a-z][^s\s]s (?:will|would|can|could|must|may|might|should) )open\b(?= (?:on|in)\b)/g, 'open its doors'),
  e(/(?<=\b(?:to|will|would|can|could|must|may|might|should) )help\b/g, 'assist'),
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
  // Families who paid for their lunches did not `fund` them: the active keeps the plain sense only.
  e(new RegExp(`(?<!${PASSIVE_BE})${v('paid for').source}`, 'g'), 'covered the cost of'),
  e(/(?<=\b(?:to|will|would|can|could|must|may|might|should) )pay for\b/g, 'fund', 'cover the cost of'),
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
  e(/\bruns\b(?= \d)/g, 'operates'),
  e(v('opened', String.raw`(?= (?:a|an|its|the) (?:[a-z-]+ ){0,2}(?:investigation|inquiry|review|case|consultation)\b)`), 'launched'),
  e(v('opened', String.raw`(?= (?:a|an|its|the) (?:[a-z-]+ ){0,2}(?:terminal|hall|museum|factory|plant|campus|centre|hospital|airport|station|line|store|office|bridge|wing|school|clinic|clinics)\b)`), 'inaugurated'),
  // `during` only for a count accumulated over the year (`carried 4 million passengers during 2024`), never a one-off.
  e(/(?<=\b(?:passengers|visitors|tourists|tonnes|barrels|vehicles|cars|units|copies|sales|revenue|turnover|profit|earnings|cases|deaths|births) )in (?=\d{4}\b(?![-–]))/g, 'during '),
  e(/\babout (?=[$€£]?\d)/g, 'some ', 'roughly '),
  // A second mention of a body by a more general or journalistic noun (the referent stays the same).
  // Only the bank itself, not `the bank records` (a noun after it makes `bank` a modifier).
  e(/(?<=\b[Tt]he )bank\b(?!['’])(?= (?:[a-z]+ed|was|were|is|has|had|said|says|would|will|also|then|cut|set|paid|raised|hired|closed|lent|sold|made|took|kept)\b|[.,;])/g, 'lender'),
  e(/(?<=\b[Tt]he )airline\b(?!['’])/g, 'carrier'),
  e(/(?<=\b[Tt]he )regulator\b(?!['’])/g, 'watchdog'),
  e(/(?<=\b[Tt]he )insurer\b(?!['’])/g, 'firm'),
  e(/(?<=\b[Tt]he )festival\b(?!['’])/g, 'event'),
  e(/(?<=\b[Tt]he )tournament\b(?!['’])/g, 'event', 'competition'),
  e(/(?<=\b[Tt]he )merger\b(?!['’])/g, 'tie-up'),
  e(/(?<=\b[Tt]he )drug\b(?!['’])/g, 'medicine'),
  e(/(?<=\b[Tt]he )vessel\b(?!['’])/g, 'ship'),
  e(/(?<=\b[Tt]he )project\b(?!['’])/g, 'scheme'),
  e(/(?<=\b[Tt]he )projects\b(?!['’])/g, 'schemes'),
  e(/(?<=\b[Tt]he )team\b(?!['’])(?= (?:won|beat|lost|finished|scored|signed))/g, 'side'),
  e(/(?<=\b[Tt]he )club\b(?!['’])(?= (?:won|beat|lost|finished|signed|sold|earned|announced|paid))/g, 'side'),
  // Nouns.
  e(/(?<=\b[Tt]he )data\b/g, 'figures'),
  e(/\bwarnings\b/g, 'alerts'),
  e(/\bfees\b(?! of)/g, 'charges'),
  // A place (`in the region`), never the authority (`the region paid`).
  e(/(?<=\b(?:in|across|throughout|around|to|from|of) (?:the|a) )region\b/g, 'area'),
  e(/(?<=\b(?:[Tt]he|[Aa]|a|an) )harvest\b/g, 'crop'),
  e(/\bresearchers\b/g, 'scientists'),
  e(/\brainfall\b/g, 'rain'),
  e(/(?<=\b(?:[Tt]he|[Aa]|an?|its|their) )offer\b(?= of [$€£]\d)/g, 'bid'),
  e(/\b[Cc]hief executive\b/g, 'CEO'),
  e(/\b[Cc]hief financial officer\b/g, 'CFO', 'finance chief'),
  e(/\bthe previous year\b/g, 'a year earlier', 'the year before'),
  e(/\ba year earlier\b/g, 'the previous year', 'the year before'),
  e(/\bin early (?=(?:January|February|March|April|June|July|August|September|October|November|December|\d{4}))/g, 'at the start of '),
  e(/\bin late (?=(?:January|February|March|April|June|July|August|September|October|November|December|\d{4}))/g, 'towards the end of '),
  e(/\ba record\b(?= (?:for|in)\b)/g, 'an all-time high'),
  e(/(?<=\b(?:[Tt]he|[Aa]|a|an|this) )company\b(?!['’]| [A-Z])/g, 'firm', 'business'),
  e(/\bcompanies\b/g, 'firms', 'businesses'),
  e(/(?<=\b(?:[Tt]he|[Aa]|a|an|this|new) )deal\b/g, 'agreement'),
  e(/(?<=\b(?:[Tt]he|[Aa]|a|an|new|this|its) )(?:agreement|contract)\b/g, 'deal'),
  e(/(?<=\b(?:its|their|[Tt]he|annual|net|operating) )profit\b(?! (?:was|is|has|had|rose|fell)\b)/g, 'earnings'),
  e(/\brevenue\b/g, 'turnover', 'sales'),
  // `a staff of 17` is one body of people: `an employees of 17` is not English.
  e(/(?<!\ba )\bstaff\b/g, 'employees', 'workers'),
  e(/\bpassengers\b/g, 'travellers'),
  e(/\bresidents\b/g, 'inhabitants'),
  e(/(?<!\bschool )\bpupils\b/g, 'schoolchildren'),
  // Crops are grown: only crop farmers are growers (a dairy cooperative's farmers are not).
  e(/(?<=\b(?:coffee|cocoa|tea|wheat|grain|rice|fruit|grape|potato|sugar|cotton|vegetable|apple|olive|maize|soy|tobacco) )farmers\b/gi, 'growers'),
  // Buildings only (`destroyed 42 homes`); `the poorest homes` and `powers 9,000 homes` are households.
  e(/(?<=\b(?:built|build|building|construct|constructed|destroyed|damaged|flooded|demolished|rebuilt|rebuild|evacuated)(?: (?:the |about |nearly |more than |some )?[\d,]+(?: new)?| new)? )homes\b/g, 'houses'),
  e(/(?<=\b[Tt]he )money\b/g, 'cash'),
  e(/(?<=\b(?:a|the) )fine\b(?= of)/g, 'penalty'),
  e(/(?<=\b[Tt]he )study\b/g, 'research'),
  // A poll asks people: a survey of a water level or of birds is no poll.
  e(/(?<=\b(?:[Tt]he|[Aa]) )survey\b(?= of (?:[\d,]+ )?(?:people|voters|adults|residents|consumers|customers|households|workers|employees|members|parents|teachers|drivers)\b)/g, 'poll'),
  // Exam, election and match results are not `data`.
  e(/(?<=\b[Tt]he )(?:results|figures)\b(?![^.]*\b(?:candidates|students|pupils|exams?|elections?|votes?|voters|match|race)\b)/g, 'numbers', 'data'),
  // Not `plan`: a phone or subscription plan is no scheme.
  e(/(?<=\b(?:[Tt]he|[Aa]|a|its|their|new) )programme\b(?! to)/g, 'scheme'),
  e(/(?<=\b[Tt]he )match\b/g, 'game'),
  e(/\bfactory\b/g, 'plant'),
  e(/\bstake\b/g, 'holding'),
  // A commodity's output only: `60% of its output` (the goods) is not `of its production` (the making).
  e(/(?<=\b(?:oil|gas|coal|steel|car|factory|industrial|manufacturing|crop|grain|wheat|milk|power|electricity|solar|wind|copper|gold) )output\b/gi, 'production'),
  e(/(?<!interest )\bincome\b(?! (?:was|is|has|had|rose|fell)\b)/g, 'earnings'),
  e(/\bheatwave\b/g, 'heat wave'),
  e(/\bworkforce\b/g, 'staff'),
  e(/(?<!(?:break|transfer|management|entry|tuition) )\bfee\b(?= of (?:[$€£]|\d|about|around|up to))/g, 'charge'),
  e(/\bdamages\b(?= of)/g, 'compensation'),
  e(/\bprize fund\b/g, 'prize money'),
  e(/\bchildren\b/g, 'youngsters'),
  e(/\bcountries\b/g, 'nations'),
  // Adjectives and adverbs.
  e(/\bannual\b/g, 'yearly'),
  e(/\bprevious\b(?! record\b)/g, 'prior'),
  // `key interest rate` is the idiom; `principal` reads as a loan's principal.
  e(/\bmain(?= (?:interest rate|lending rate|reason|cause|source|priority|concern|goal|aim|target|rival|competitor|supplier|market|risk|driver|factor)s?\b)/g, 'key'),
  e(/\blargest\b/g, 'biggest'),
  e(/\bnearby\b(?= [a-z]+)/g, 'neighbouring'),
  // Connectives and fixed phrases (figures kept).
  e(/(?<=\d[\d,.]*(?: (?:million|billion|thousand|tonnes|barrels|litres|people|passengers|visitors))?) a year\b/g, ' per year', ' annually', ' each year'),
  e(/(?<=\d[\d,.]*(?: (?:million|billion|thousand|tonnes|barrels|litres|people|passengers|visitors))?) a day\b/g, ' per day', ' daily', ' each day'),
  e(/(?<=\d[\d,.]*(?: (?:million|billion|thousand))?) a month\b/g, ' per month', ' monthly', ' each month'),
  e(/\bper share\b/g, 'a share'),
  e(/\bbecause of\b/g, 'due to', 'owing to'),
  // `following` takes a noun phrase, never a clause (`after the bonus was introduced`).
  e(/(?<!\bthan )\bafter(?= (?:a|an|the|its|their|his|her) (?:(?!was|were|had|has|is|are)[\w-]+ ){0,5}?(?:[\w-]+)(?:[.,]|$| (?:in|on|of|at|by|for|with|to)\b))(?! (?:[\w-]+ ){0,6}(?:was|were|had|has|is|are|[a-z]+ed)\b)/g, 'following'),
  // A preposition only: `before the eruption ended` is a clause, and `ahead of` cannot take one.
  e(/\bbefore(?= (?:a|an|the|its|their|his|her) )(?! (?:[\w-]+ ){1,6}(?:was|were|had|has|is|are|would|could|began|came|went|took|[a-z]+ed)\b)/g, 'ahead of'),
  e(/\bduring\b/g, 'in the course of', 'over the course of'),
];

// `between … and …` → `from … to …` needs its `and` turned too: done by the caller through this pairing.
const BETWEEN_AND = /\bbetween ((?:January|February|March|April|May|June|July|August|September|October|November|December)? ?\d{4}) and ((?:January|February|March|April|May|June|July|August|September|October|November|December)? ?\d{4})\b/g;

const PARTICLE = / (?:up|out|in|on|over|off|down|back|about|away)$/;

function matchCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/**
 * Every thesaurus rewording of `text` outside `protectedRanges` (names, figures, dates), one per matched place,
 * its replacement chosen by `pick` among the entry's rewordings.
 */
export function findThesaurusSubstitutions(
  text: string,
  protectedRanges: ReadonlyArray<readonly [number, number]>,
  pick: (options: readonly string[]) => string,
): Substitution[] {
  const free = (start: number, end: number) => !protectedRanges.some(([a, b]) => start < b && end > a);
  const out: Substitution[] = [];
  const add = (start: number, end: number, replacement: string, matched: string) => {
    if (!free(start, end) || out.some((s) => start < s.end && end > s.start)) return;
    // A particle verb takes a pronoun object before its particle (`put it up`, never `put up it`).
    if (PARTICLE.test(replacement) && /^ (?:it|them|him|her|us|me)\b/.test(text.slice(end))) return;
    out.push({ start, end, replacement, note: `${matched.trim()} → ${replacement.trim()} (thesaurus)` });
  };
  for (const m of matchesOf(text)) {
    const replacement = m.fixed ? m.replacements[0] : pick(m.replacements);
    add(m.start, m.end, matchCase(m.matched, replacement), m.matched);
  }
  return out.sort((x, y) => x.start - y.start);
}

/** A place the thesaurus applies: [start, end), the matched text and its rewordings. */
interface Match {
  start: number;
  end: number;
  matched: string;
  replacements: readonly string[];
  /** A rewording computed from the match (`between … and …`), not chosen from a list. */
  fixed: boolean;
}

const matchMemo = new Map<string, Match[]>();

/** Every thesaurus match in `text`, in table order (memoised: composed attempts meet the same texts again). */
function matchesOf(text: string): Match[] {
  let found = matchMemo.get(text);
  if (found === undefined) {
    found = [];
    for (const m of text.matchAll(BETWEEN_AND)) {
      found.push({ start: m.index, end: m.index + m[0].length, matched: m[0], replacements: [`from ${m[1]} to ${m[2]}`], fixed: true });
    }
    for (const entry of THESAURUS) {
      for (const m of text.matchAll(entry.pattern)) {
        found.push({ start: m.index, end: m.index + m[0].length, matched: m[0], replacements: entry.replacements, fixed: false });
      }
    }
    if (matchMemo.size > 20_000) matchMemo.clear();
    matchMemo.set(text, found);
  }
  return found;
}

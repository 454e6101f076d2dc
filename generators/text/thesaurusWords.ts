/**
 * The thesaurus's nouns (second mentions of a body, things counted or named), adjectives, adverbs and connectives.
 * Part of `THESAURUS` (thesaurus.ts), after the verbs: table order is the order rewordings are drawn in.
 */
import { type ThesaurusEntry, thesaurusEntry as e } from './thesaurusEntry.ts';

/** Nouns, in table order. */
export const THESAURUS_NOUNS: readonly ThesaurusEntry[] = [
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
  // Not `project` → `scheme`: a research project is no scheme (three of three read in the hard suite were wrong).
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
  // Earnings are plural: never after an article (`an annual profit` → `an annual earnings` is not English).
  e(/(?<=\b(?:its|their|[Tt]he|annual|net|operating) )(?<!\b[Aa]n? (?:[a-z-]+ ){0,2})profit\b(?! (?:was|is|has|had|rose|fell)\b)/g, 'earnings'),
  e(/\brevenue\b/g, 'turnover', 'sales'),
  // `a staff of 17` is one body of people: `an employees of 17` is not English.
  e(/(?<!\ba )\bstaff\b/g, 'employees', 'workers'),
  // Not a count of passengers carried (`11.2 million passengers`): traffic is counted in passengers, never travellers.
  e(/(?<!\d[\d,.]*(?: million| billion)? )\bpassengers\b/g, 'travellers'),
  e(/\bresidents\b/g, 'inhabitants'),
  e(/(?<!\bschool )\bpupils\b/g, 'schoolchildren'),
  // Crops are grown: only crop farmers are growers (a dairy cooperative's farmers are not).
  e(/(?<=\b(?:coffee|cocoa|tea|wheat|grain|rice|fruit|grape|potato|sugar|cotton|vegetable|apple|olive|maize|soy|tobacco) )farmers\b/gi, 'growers'),
  // Buildings only (`destroyed 42 homes`); `the poorest homes` and `powers 9,000 homes` are households.
  e(/(?<=\b(?:built|build|building|construct|constructed|destroyed|damaged|flooded|demolished|rebuilt|rebuild|evacuated)(?: (?:the |about |nearly |more than |some )?[\d,]+(?: new)?| new)? )homes\b/g, 'houses'),
  // Money in hand, never a bribe or a payment taken (`he took the cash from Marisco Lines` says banknotes).
  e(/(?<!\b(?:took|take|takes|taken|taking|received|receive|accepted|accept|stole|stolen|hid|hidden|laundered) the )(?<=\b[Tt]he )money\b/g, 'cash'),
  e(/(?<=\b(?:a|the) )fine\b(?= of)/g, 'penalty'),
  e(/(?<=\b[Tt]he )study\b/g, 'research'),
  // A poll asks people: a survey of a water level or of birds is no poll.
  e(/(?<=\b(?:[Tt]he|[Aa]) )survey\b(?= of (?:[\d,]+ )?(?:people|voters|adults|residents|consumers|customers|households|workers|employees|members|parents|teachers|drivers)\b)/g, 'poll'),
  // Exam, election and match figures are not `data`; results are never `data` (a trial's results are its findings,
  // the data what they came from) nor `numbers` (a firm's results are more than its numbers).
  e(/(?<=\b[Tt]he )figures\b(?![^.]*\b(?:candidates|students|pupils|exams?|elections?|votes?|voters|match|race)\b)/g, 'numbers', 'data'),
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
  // Not in care or medicine: `250,000 youngsters would be vaccinated`, `four youngsters were treated` read as slang.
  e(/(?<!\b(?:vaccin\w*|treat\w*|hospital\w*|doses?|giving|gave|given|patients?|ill|placebo|malaria)\b[^.]*)\bchildren\b(?![^.]*\b(?:vaccin\w*|treat\w*|hospital\w*|doses?|recover\w*|ill|died|deaths?|placebo|malaria|care)\b)/g, 'youngsters'),
  e(/\bcountries\b/g, 'nations'),
];

/** Adjectives, adverbs, connectives and fixed phrases (figures kept), in table order. */
export const THESAURUS_PHRASES: readonly ThesaurusEntry[] = [
  // Adjectives and adverbs.
  e(/\bannual\b/g, 'yearly'),
  e(/\bprevious\b(?! record\b)/g, 'prior'),
  // `key interest rate` is the idiom; `principal` reads as a loan's principal.
  e(/\bmain(?= (?:interest rate|lending rate|reason|cause|source|priority|concern|goal|aim|target|rival|competitor|supplier|market|risk|driver|factor)s?\b)/g, 'key'),
  e(/\blargest\b/g, 'biggest'),
  // Places only: `12,000 neighbouring stars` is no English.
  e(/\bnearby\b(?= (?:town|towns|village|villages|city|cities|country|countries|region|regions|state|states|island|islands|district|districts|province|provinces|municipality|municipalities|county|counties|suburb|suburbs)\b)/g, 'neighbouring'),
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
  // A stretch of work or time only (`during construction`, `during the negotiations`); a one-off (`during a crush test`),
  // a named phase or a storm, strike or shutdown (`called off 2340 flights over the course of the storm`) keep `during`.
  e(/\bduring(?= (?:construction|(?:the|its|their) (?:[a-z-]+ )?(?:construction|negotiations|talks|quarter|year|season|decade|campaign|tour|war|pandemic))\b)/g, 'over the course of'),
];

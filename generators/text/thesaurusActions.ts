/**
 * The thesaurus's verbs and verb phrases of saying, change and doing that `thesaurusVerbs.ts` leaves alone: finite past
 * forms, perfect and passive participles and bare forms after `to` or a modal, each in its own slot so a rewording never
 * lands a past form where a participle stands (`had rose`). Part of `THESAURUS` (thesaurus.ts), after the nouns.
 */
import { type ThesaurusEntry, thesaurusEntry as e } from './thesaurusEntry.ts';
import { bareForm as bare, DEALT_WITH_NEXT, NOT_INFINITIVE, PASSIVE_BE, pastForm, THROUGHPUT_NEXT } from './thesaurusVerbs.ts';

const PERFECT = String.raw`\b(?:had|has|have|having) `;
const DATE_NEXT = String.raw`(?= on (?:\d|[A-Z][a-z]+ \d))`;
const FIGURE_NEXT = String.raw`(?= (?:by |to |from )?(?:about |around |nearly |almost )?[$€£]?\d)`;
const CHANGE_NEXT = String.raw`(?= (?:by|to|from) (?:about |around |nearly |almost )?[$€£]?\d| [\d.]+%)`;
/** Words between a verb and its object's head: modifiers, never a preposition (`raised the question of pay` is no pay rise). */
const MODIFIERS = String.raw`(?:(?!(?:of|at|in|on|for|with|by|to|from|as)\b)[\w%-]+ ){0,3}`;

const finite = (word: string, after = ''): RegExp => new RegExp(`${NOT_INFINITIVE}(?<!${PERFECT}|${PASSIVE_BE})\\b${word}\\b${after}`, 'g');
const perfect = (word: string, after = ''): RegExp => new RegExp(`(?<=${PERFECT})${word}\\b${after}`, 'g');
const passive = (word: string, after = ''): RegExp => new RegExp(`(?<=${PASSIVE_BE})${word}\\b${after}`, 'g');

/** Verbs of saying, change and doing, in table order. */
export const THESAURUS_ACTIONS: readonly ThesaurusEntry[] = [
  // A speaker's `said`; `is said to` (hearsay) and `the said` (aforementioned) stay.
  e(new RegExp(`${NOT_INFINITIVE}(?<!${PASSIVE_BE}|\\b[Tt]he )\\bsaid\\b(?! to\\b)`, 'g'), 'stated'),
  // Change, direction kept; the perfect takes participles (`had risen`), the simple past past forms.
  e(perfect('risen', FIGURE_NEXT), 'climbed', 'increased', 'gone up'),
  e(perfect('fallen', FIGURE_NEXT), 'dropped', 'declined', 'gone down'),
  e(perfect('grown', String.raw`(?= (?:by|to) [$€£]?\d)`), 'increased'),
  e(perfect('climbed', FIGURE_NEXT), 'risen', 'increased'),
  // The simple past only before a change (`by`, `to`, `from`, a percentage): `It dropped 480 millimetres of rain` is transitive.
  e(finite('climbed', CHANGE_NEXT), 'rose', 'increased'),
  e(perfect('dropped', FIGURE_NEXT), 'fallen', 'declined'),
  e(finite('dropped', CHANGE_NEXT), 'fell', 'declined'),
  e(finite('peaked at', FIGURE_NEXT.replace('(?:by |to |from )?', '')), 'reached a peak of'),
  e(finite('narrowed', FIGURE_NEXT), 'shrank'),
  // Rates, prices, caps and forecasts are raised; an issue raised is not increased.
  e(finite('raised', String.raw`(?= (?:the |its |their )?${MODIFIERS}(?:rate|rates|cap|forecast|level|target price|premiums|pay|limit|offer|threshold)\b)`), 'increased'),
  e(finite('lowered', String.raw`(?= (?:the|its|their) ${MODIFIERS}(?:rate|rates|cap|forecast|level|target price|premiums|limit|threshold)\b)`), 'reduced', 'cut'),
  // Publishing, announcing and deciding: the passive on a date, the active with a report's own nouns.
  e(new RegExp(`${NOT_INFINITIVE}(?<!${PERFECT})\\bpublished${DATE_NEXT}`, 'g'), 'released', 'made public'),
  e(finite('published', String.raw`(?= (?:the|its|their|a|an) (?:[a-z-]+ ){0,2}(?:figure|numbers|census|estimate|accounts|review|index|ranking|statistics)\b)`), 'released', 'put out'),
  e(finite('announced', String.raw`(?= (?:a|an|the|its|their) (?:[a-z-]+ ){0,2}(?:auction|buyback|investment|closure|sale|tender)\b)`), 'unveiled'),
  e(finite('announced', String.raw`(?= (?:a |an |its |their )?(?:record |annual |full-year )?(?:revenue|profit|loss|turnover|earnings)\b)`), 'reported', 'posted'),
  e(passive('fined', String.raw`(?= [$€£]\d)`), 'handed a fine of'),
  // Regulators clear; a judge or an authority signs off.
  e(new RegExp(`(?<=\\b[Rr]egulators )approved\\b(?= (?:a|an|the|its) )`, 'g'), 'cleared'),
  e(new RegExp(`(?<=\\b(?:[Aa]uthority|[Cc]ommission|[Jj]udge|[Cc]ourt|[Bb]oard|[Cc]ouncil|[Pp]arliament|[Mm]inistry) )approved\\b(?= (?:a|an|the|its) )`, 'g'), 'signed off on'),
  e(passive('found', String.raw`(?= (?:on|at)\b)`), 'discovered'),
  // Starting and finishing.
  e(finite('began', String.raw`(?= [a-z]+ing\b)`), 'started'),
  e(finite('started', String.raw`(?= [a-z]+ing\b| (?:on|in) (?:\d|[A-Z]))`), 'began'),
  e(finite('started', String.raw`(?= (?:the|a|an|his|her|their) (?:[a-z-]+ )?(?:company|firm|business|charity|brigade|band|newspaper)\b)`), 'set up'),
  e(passive('finished', String.raw`(?= (?:on|by|in)\b)`), 'completed'),
  e(finite('finished', String.raw`(?= the (?:season|year) )`), 'ended'),
  e(finite('finished', String.raw`(?= (?:first|second|third|fourth|fifth|last)\b)`), 'came'),
  e(perfect('finished', String.raw`(?= (?:first|second|third|fourth|fifth|last)\b)`), 'come'),
  e(finite('came into force'), 'took effect'),
  e(bare('come into force'), 'take effect'),
  e(finite('made landfall'), 'came ashore'),
  // `passengers` itself is reworded by an earlier entry: only the verb is matched.
  e(finite('opened to', String.raw`(?= passengers\b)`), 'began carrying'),
  // Facilities opened by the dozen are set up; one named building is inaugurated (thesaurusVerbs.ts).
  e(finite('opened', String.raw`(?= [\d,]+ (?:new )?(?:[a-z-]+ ){0,2}(?:schools|stores|shops|clinics|centres|camps|shelters|branches|offices)\b)`), 'set up'),
  // Causing, not guiding: `led to` before a consequence, never a place (`the path led to the lake`).
  e(finite('led to', String.raw`(?= (?:\d|further|more|new|higher|lower|a (?:[a-z-]+ )?(?:rise|fall|drop|increase|strike|shortage|ban|review)\b|the (?:Treaty|signing|closure|collapse|creation|end|loss|death|resignation|arrest)\b))`), 'resulted in'),
  e(new RegExp(`(?<=\\b(?:people|workers|patients|residents|passengers|children|miners|soldiers)(?: who| had| who had| have)? )died\\b(?! (?:of|from)\\b)`, 'g'), 'lost their lives'),
  // Taking: an office, wickets, a series, the lead.
  e(finite('took office'), 'assumed office'),
  e(finite('took', String.raw`(?= \d+ wickets\b)`), 'claimed'),
  e(finite('took', String.raw`(?= the (?:series|title|match)\b)`), 'won'),
  e(finite('took the lead'), 'moved into the lead'),
  // Setting: a record, a rule, money aside, a price.
  e(finite('set', String.raw`(?= a (?:new )?(?:world |national |course |club |personal )?(?:record|best|rule|target|deadline)\b)`), 'established'),
  e(finite('set aside'), 'put aside', 'earmarked'),
  e(finite('set', String.raw`(?= (?:the|its|a) (?:[a-z-]+ )?price at\b)`), 'fixed'),
  e(finite('signed up', String.raw`(?=[.,;]| (?:in|on|within|by|during)\b)`), 'registered'),
  e(finite('joined', String.raw`(?= (?:a|the) (?:[a-z-]+ )?(?:strike|protest|march|boycott|walkout)\b)`), 'took part in'),
  e(finite('sold', String.raw`(?= (?:a|an|its|their|the) ${MODIFIERS}(?:stake|division|business|unit|subsidiary|shares|holding)\b)`), 'disposed of'),
  e(finite('released', String.raw`(?= (?:a|an|its|their) (?:[a-z-]+ ){0,2}(?:update|model|version|patch|app|software|tool|dataset|map)\b)`), 'put out'),
  e(finite('moved', String.raw`(?= (?:[$€£][\d.,]+ (?:million |billion )?|half |all |part )(?:of )?)`), 'shifted'),
  e(finite('showed', String.raw`(?= [\d,]+ (?:films|movies|documentaries)\b)`), 'screened'),
  e(finite('gave', String.raw`(?= [\d,]+ doses\b)`), 'administered'),
  e(finite('reached', String.raw`(?= (?:northern |southern |eastern |western |central )?[A-Z][a-z]+ (?:on|in|again|by)\b| the state of\b)`), 'arrived in'),
  e(finite('agreed', String.raw`(?= (?:a|an) (?:\d+-year |new )?(?:deal|contract|settlement)\b)`), 'struck'),
  e(finite('opened', String.raw`(?<![a-z][^s\s]s opened)${DATE_NEXT}`), 'was opened'),
  // A deal is finalised; works are finished.
  e(new RegExp(`(?<=\\b(?:sale|transaction|deal|purchase|merger|acquisition|takeover) (?:was|were) )completed\\b`, 'g'), 'finalised'),
  e(new RegExp(`(?<!\\b(?:sale|transaction|deal|purchase|merger|acquisition|takeover) )(?<=${PASSIVE_BE})completed\\b(?= (?:on|in|by)\\b)`, 'g'), 'finished'),
  e(finite('completed', String.raw`(?= (?:its|their|the) (?:[a-z-]+ )?(?:line|bridge|tunnel|railway|road|building|work|works)\b)`), 'finished'),
  e(new RegExp(`(?<=\\b(?:is|was|are|were) )valued at\\b(?= [$€£]\\d)`, 'g'), 'worth'),
  e(finite('voted in favour of'), 'voted for'),
  // A named firm bought by another (`Nebula Forge was bought by the publisher Talonridge`): slots or goods bought by a
  // firm are not `taken over`.
  e(new RegExp(`(?<=(?:\\b[A-Z][\\w'-]*|\\b(?:company|firm|business|start-up|studio|publisher|airline|bank|chain|brand|maker|rival|carrier)) (?:was|were) )bought\\b(?= by (?:the )?(?:[a-z]+ )?[A-Z])`, 'g'), 'acquired', 'taken over'),
  e(finite('ordered', String.raw`(?= (?:a|an) (?:[a-z-]+ )?(?:inquiry|reprint|review|investigation|audit)\b)`), 'commissioned'),
  e(finite('issued', String.raw`(?= (?:[\d,]+ )?(?:red |amber |yellow |orange |[a-z]+ )?(?:alerts|warnings)\b)`), 'put out'),
  e(passive('issued', String.raw`(?= \d)`), 'put out'),
  e(finite('left the talks'), 'walked out of the talks'),
  e(finite('left', String.raw`(?= the (?:profession|industry|sport)\b)`), 'quit'),
  e(passive('left homeless'), 'made homeless'),
  e(finite('left', String.raw`(?= [A-Z][a-z]+ on (?:\d|[A-Z][a-z]+ \d))`), 'departed from'),
  e(passive('brought', String.raw`(?= by\b)(?<=\b(?:case|lawsuit|claim|action|complaint) (?:was|were) brought)`), 'filed'),
  e(finite('apologised'), 'said sorry'),
  e(finite('sued', String.raw`(?= (?:the |a |an )?[A-Z])`), 'filed a lawsuit against', 'took legal action against'),
  e(finite('declared', String.raw`(?= (?:the|an?) [a-z]+ over\b)`), 'pronounced'),
  e(passive('declared', String.raw`(?= over\b)`), 'pronounced'),
  e(finite('planned', String.raw`(?= to [a-z])`), 'intended'),
  e(/\bplans(?= to [a-z])/g, 'intends'),
  e(finite('recovered', String.raw`(?= [$€£]\d)`), 'recouped'),
  e(perfect('recovered', String.raw`(?= (?:its|their) (?:colour|color|strength|form|value)\b)`), 'regained'),
  e(finite('won', String.raw`(?= (?:best [a-z]+|game of the year|the team classification)\b)`), 'took'),
  e(/(?<=\b(?:[a-z]+) )covering(?= (?:about |nearly |some )?[\d,.]+ (?:square kilometres|square miles|hectares|acres)\b)/g, 'spanning'),
  e(finite('described', String.raw`(?= (?:the|a|an|its|their|his|her) [a-z -]+ as\b)`), 'characterised'),
  e(passive('meant', String.raw`(?= to [a-z])`), 'intended'),
  e(finite('challenged', String.raw`(?= (?:the|a) [^.]*? in the (?:courts?|Constitutional Court|High Court|Supreme Court)\b)`), 'contested'),
  e(finite('blocked', String.raw`(?= the (?:merger|takeover|deal|sale|acquisition)\b)`), 'prohibited'),
  e(new RegExp(`(?<=\\b(?:merger|takeover|deal|sale|acquisition) (?:was|were) )blocked\\b`, 'g'), 'prohibited'),
  e(finite('scheduled', String.raw`(?= (?:a|an) (?:[\d]+-day |[a-z-]+ )?(?:hearing|trial|vote|meeting|review) for\b)`), 'set'),
  e(passive('scheduled', String.raw`(?= for\b)`), 'set'),
  e(new RegExp(`(?<=\\banniversary\\b[^.]{0,60} (?:was|were|is) )marked\\b`, 'g'), 'commemorated'),
  // Changing, fixing, staying and passing; energy generated is produced, money generated is brought in.
  e(pastForm('changed', String.raw`(?= (?:its|their|his|her|a|an|the) )`), 'altered'),
  e(finite('fixed', String.raw`(?= (?:the |a |an |its |their |[\d.]+% of )(?:[a-z-]+ )?(?:flaws?|bugs?|faults?|errors?)\b)`), 'resolved'),
  e(perfect('fixed', String.raw`(?= (?:the |a |an |its |their |[\d.]+% of )(?:[a-z-]+ )?(?:flaws?|bugs?|faults?|errors?)\b)`), 'resolved'),
  e(pastForm('stayed', String.raw`(?= (?:above|below|at|under|over|in hospital)\b)`), 'remained'),
  e(pastForm('passed', String.raw`(?= [$€£]?\d)`), 'topped'),
  e(finite('generated', String.raw`(?= [$€£]\d)`), 'brought in'),
  e(finite('generated', String.raw`(?= [\d,.]+ (?:gigawatt-hours|megawatt-hours|terawatt-hours|kilowatt-hours|GWh|MWh|TWh)\b)`), 'produced'),
  e(passive('switched off'), 'shut down'),
  // A rate held is kept unchanged; `held a vote` and `patents held by` are other senses.
  e(finite('held', String.raw`(?= (?:its|the|their) (?:[a-z]+ ){0,2}rate at\b)`), 'kept'),
  e(finite('hit', String.raw`(?= \d+ aces\b)`), 'served'),
  e(finite('hit', String.raw`(?= \d+(?: not out| runs)\b)`), 'scored'),
  e(new RegExp(`(?<=\\b(?:[Ss]torm [A-Z][a-z]+|tornadoes|tornado|earthquake|typhoon|hurricane|cyclone) )struck\\b`, 'g'), 'hit'),
  // Bare forms after `to` or a modal.
  e(bare('raise', String.raw`(?= (?:the |its |their )?${MODIFIERS}(?:prices|price|bills|fares|fees|rates|rents|output|pay|wages|salaries)\b)`), 'increase', 'push up'),
  // Not `pay for`: `the money would fund a payments service` is not a purchase of one.
  e(bare('fund', String.raw`(?! managers?\b)`), 'finance'),
  e(bare('reduce'), 'cut'),
  // Throughput counted is processed; a recall or a complaint is dealt with, never `processed`; a share (`handle 58 per
  // cent of shipments`) keeps `handle`. The same contexts as `handled` (thesaurusVerbs.ts).
  e(bare('handle', THROUGHPUT_NEXT), 'process'),
  e(bare('handle', DEALT_WITH_NEXT), 'deal with'),
  // Freight is transported; passengers and people are carried (`transported 11.2 million travellers` reads as cargo).
  e(bare('carry', String.raw`(?= [\d,.]+ (?:million )?(?:tonnes|containers|vehicles))`), 'transport'),
  e(bare('repay'), 'pay back'),
  e(bare('stop'), 'halt'),
];

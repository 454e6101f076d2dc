/**
 * Polarity reversals people write, as curated tables read off the corpus vocabulary (not WordNet): antonym verbs,
 * adverbs, adjectives and nouns with the contexts in which they reverse a claim (`rose 12%` → `fell 12%`, but not
 * `rose from 87th to 54th`), and the verbs that take `failed to`, `refused to`, `no longer` and `did not`.
 */

import { DETERMINER as DETERMINER_WORD } from './articles.ts';
import { BEATEN_TO_IT } from './phrases.ts';
import { FINITE_AUXILIARY, verbFormsOf } from './verbForms.ts';

/** One antonym: `from` (lower-case, one or two words) becomes `to` where `after`/`before` hold on the source text. */
export interface Antonym {
  from: string;
  to: string;
  /** Must match the source text right after `from`. */
  after?: RegExp;
  /** Must match the source text right before `from`. */
  before?: RegExp;
  /** Must not match the source text right before `from`. */
  notBefore?: RegExp;
}

const FIGURE = String.raw`(?:[$€£]?\d[\d,.]*|(?:a|one) (?:half|third|quarter|fifth|tenth))`;
/** Characters of one clause: no `,` `.` `;` except inside a figure (`310,000`, `4.8`). */
const IN_CLAUSE = String.raw`(?:[^,.;]|[,.](?=\d))`;
// A change verb reverses only when no `from X to Y` in its clause fixes the direction (`rose from 87th to 54th`).
const NO_FROM = String.raw`(?!${IN_CLAUSE}*\bfrom\s+${FIGURE})`;
/**
 * Intransitive change: `rose 17%`, `fell to 241,000`, `grew by 0.8%`; a bare figure of something (`dropped 480
 * millimetres of rain`) is the object of a transitive verb, which `rose` cannot take.
 */
const CHANGE = new RegExp(String.raw`^${NO_FROM}\s+(?:(?:by|to)\s+${FIGURE}|${FIGURE}(?![\d,.]*\d)(?!\s*(?:%|per\s?cent)?(?:\s+[\p{L}-]+){0,2}\s+of\b))`, 'u');
/** A change in per cent or by an amount (`grew 3.6%`, `grew by 6,350 loans`), not a transitive `grew 3,200 fragments`. */
const CHANGE_RATE = new RegExp(String.raw`^${NO_FROM}\s+(?:(?:by|to)\s+${FIGURE}|${FIGURE}\s*(?:%|per\s?cent|percentage))`);
/** Transitive change: `raised the cap … by 3.1%`, `cut its target … to $48`. */
const CHANGE_OBJECT = new RegExp(String.raw`^${NO_FROM}\s+(?:the|its|their|his|her|a|an)\s${IN_CLAUSE}*?\b(?:by|to)\s+${FIGURE}`);
const CLAUSE_END = /^\s*(?:[.,;]|and\b|$)/;
const DETERMINER = /^\s+(?:the|a|an|its|his|her|their|our)\b/;
const MODAL_BEFORE = /\b(?:to|will|would|could|can|must|should|did|may|might|shall)\s+$/i;
/** A name after `beat`, never in a race to something (`BEATEN_TO_IT`: no one `lost to X to the contract`). */
const BEATEN_NOT_TO = new RegExp(String.raw`^(?!${BEATEN_TO_IT})\s+[A-Z]`);
const CONTEST = /^\s+(?:the|its|their|his|her|a|an)\s+(?:[\w-]+\s+){0,3}?(?:match|game|final|series|election|vote|case|race|title|tie|semi-final|appeal|seat|seats|toss|bid|contest|league|cup)\b|^\s+by\s+\d/;
const MEMBERSHIP = /^\s+(?:the|a|an|its|his|her|their)\s+(?:[\w-]+\s+){0,2}?(?:board|strike|club|team|company|firm|union|talks|government|coalition|league|alliance|party|project|protest|group|scheme)\b/;
const SUPERLATIVE_BEFORE = /(?:\bthe|\bits|\btheir|['’]s)\s+$/i;
/**
 * A counted subject in the clause (`Seventeen people`, `3 people`, `about 9,000 residents`) with no `all`/`every`/
 * `both`/`each`: `17 people survived` is true whenever 17 of the many did, so died/survived reverses no count.
 */
const COUNTED_BEFORE = /^(?![\s\S]*\b(?:all|every|both|each|none|no)\b[^,.;]*$)[\s\S]*(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|dozens?|millions?|some|several|many|few)\b)[^,.;]*$/i;

const both = (a: string, b: string, context: Omit<Antonym, 'from' | 'to'> = {}): Antonym[] => [{ from: a, to: b, ...context }, { from: b, to: a, ...context }];

/** The antonym table (curated from the corpus vocabulary). */
export const ANTONYMS: readonly Antonym[] = [
  ...both('rose', 'fell', { after: CHANGE }),
  { from: 'climbed', to: 'fell', after: CHANGE }, { from: 'dropped', to: 'rose', after: CHANGE },
  { from: 'jumped', to: 'fell', after: CHANGE_RATE }, { from: 'surged', to: 'fell', after: CHANGE_RATE },
  { from: 'grew', to: 'shrank', after: CHANGE_RATE }, { from: 'expanded', to: 'shrank', after: /^\s+by\s+\d/ },
  { from: 'gained', to: 'lost', after: CHANGE_RATE },
  ...both('improved', 'worsened', { after: new RegExp(String.raw`^${NO_FROM}(?:\s+(?:by|to)\s+${FIGURE}|\s*(?:[.,;]|$))`) }),
  ...both('narrowed', 'widened', { after: new RegExp(String.raw`^${NO_FROM}(?:\s+(?:by|to)\s+${FIGURE}|\s*(?:[.,;]|$))`) }),
  { from: 'raised', to: 'cut', after: CHANGE_OBJECT }, { from: 'increased', to: 'cut', after: CHANGE_OBJECT },
  { from: 'lowered', to: 'raised', after: CHANGE_OBJECT }, { from: 'reduced', to: 'increased', after: CHANGE_OBJECT },
  { from: 'cut', to: 'raised', after: CHANGE_OBJECT, notBefore: MODAL_BEFORE },
  { from: 'cut', to: 'raise', after: CHANGE_OBJECT, before: MODAL_BEFORE },
  ...both('up', 'down', { before: /(?:,|\b(?:was|were|is|are))\s+$/, after: new RegExp(String.raw`^\s+${FIGURE}`) }),
  // After `to` or a modal, `lower` is the verb (`to lower the rate`): `higher` is no verb.
  ...both('higher', 'lower', { notBefore: MODAL_BEFORE }), ...both('larger', 'smaller'), ...both('strongest', 'weakest'),
  ...both('largest', 'smallest', { before: SUPERLATIVE_BEFORE }), ...both('highest', 'lowest', { before: SUPERLATIVE_BEFORE }),
  ...both('fastest', 'slowest', { before: SUPERLATIVE_BEFORE }), ...both('wettest', 'driest', { before: SUPERLATIVE_BEFORE }),
  { from: 'hottest', to: 'coldest', before: SUPERLATIVE_BEFORE }, { from: 'warmest', to: 'coldest', before: SUPERLATIVE_BEFORE },
  ...both('best', 'worst', { before: /\bthe\s+$/, after: /^\s+(?:since|in|of|on record)\b/ }),
  ...both('low', 'high', { before: /\brecord\s+$/ }),
  ...both('strong', 'weak', { after: /^\s+(?:demand|sales|growth|rains?|winds?|results|performance|economy)\b/ }),
  { from: 'profit', to: 'loss', after: /^\s+(?:of|for)\b/ }, { from: 'loss', to: 'profit', before: /\b(?:net|pre-tax|operating|a)\s+$/ },
  ...both('surplus', 'deficit', { after: /^\s+(?:of|for)\b/ }),
  { from: 'increase', to: 'decrease', after: /^\s+(?:of|in)\s/ }, { from: 'decrease', to: 'increase', after: /^\s+(?:of|in)\s/ },
  ...both('profitable', 'loss-making'),
  { from: 'approved', to: 'rejected', after: DETERMINER }, { from: 'rejected', to: 'approved', after: /^\s+(?:the|a|an|its|his|her|their)\s+(?!appeal)/ },
  { from: 'accepted', to: 'rejected', after: DETERMINER }, { from: 'agreed', to: 'rejected', after: /^\s+(?:a|an)\b/ },
  ...both('upheld', 'overturned', { after: DETERMINER }),
  { from: 'banned', to: 'allowed', after: /^\s+[a-z]/ }, { from: 'blocked', to: 'approved', after: DETERMINER },
  ...both('convicted', 'acquitted', { after: /^\s+(?:of|on)\b/ }),
  { from: 'passed', to: 'failed', after: CLAUSE_END },
  ...both('won', 'lost', { after: CONTEST }), { from: 'beat', to: 'lost to', after: BEATEN_NOT_TO },
  ...both('opened', 'closed', { after: /^\s+(?!at\b|fire\b|up\b|down\b)[a-z0-9$€£]/i }),
  { from: 'joined', to: 'left', after: MEMBERSHIP },
  ...both('doubled', 'halved'), ...both('double', 'halve', { before: MODAL_BEFORE }),
  ...both('more', 'less', { before: /(?:%|\bper\s?cent|\btimes)\s+$/, after: /^\s+than\b/ }),
  { from: 'trailed', to: 'led', after: /^\s+\d+-\d+/ }, { from: 'led', to: 'trailed', after: /^\s+\d+-\d+/ },
  { from: 'supported', to: 'opposed', after: DETERMINER }, { from: 'backed', to: 'opposed', after: DETERMINER },
  { from: 'opposed', to: 'supported', after: DETERMINER },
  { from: 'added', to: 'removed', after: new RegExp(String.raw`^(?!${IN_CLAUSE}*\bto\b)\s+(?:\d|a |an |the )`) },
  ...both('survived', 'died', { after: CLAUSE_END, notBefore: COUNTED_BEFORE }),
  { from: 'behind', to: 'ahead of', before: /\b(?:seconds|minutes|points|votes|runs|metres|places?)\s+$/ },
  { from: 'ahead of', to: 'behind', before: /\b(?:seconds|minutes|points|votes|runs|metres|places?)\s+$/ },
  ...both('for', 'against', { before: /\bvoted\s+$/ }),
  ...both('open', 'closed', { before: /\b(?:remain|remained|remains|stay|stayed|stays|is|was|are|were|be)\s+$/, after: /^\s*(?:[.,;]|until\b|for\b|on\b|in\b|since\b|$)/ }),
];

/** Past participles of antonyms whose past tense differs (`had climbed` → `had fallen`, not `had fell`). */
export const PARTICIPLES: ReadonlyMap<string, string> = new Map([
  ['fell', 'fallen'], ['rose', 'risen'], ['shrank', 'shrunk'], ['grew', 'grown'], ['beat', 'beaten'],
]);

/** The form of antonym `to` after `previous` (a participle after has/had/have/been). */
export function antonymForm(to: string, previous: string | undefined): string {
  return previous !== undefined && /^(?:has|had|have|having)$/.test(previous) ? PARTICIPLES.get(to) ?? to : to;
}

/** Past tense → base form of the verbs the classic negation rewrites as `did not <base>` (its output is pinned). */
export const CLASSIC_VERB_BASE: ReadonlyMap<string, string> = new Map([
  ['acquired', 'acquire'], ['bought', 'buy'], ['sold', 'sell'], ['beat', 'beat'], ['defeated', 'defeat'],
  ['founded', 'found'], ['launched', 'launch'], ['built', 'build'], ['opened', 'open'], ['signed', 'sign'],
  ['won', 'win'], ['released', 'release'], ['approved', 'approve'], ['hired', 'hire'], ['raised', 'raise'],
  ['announced', 'announce'], ['reported', 'report'], ['closed', 'close'], ['rose', 'rise'], ['fell', 'fall'],
  ['grew', 'grow'], ['scored', 'score'], ['reached', 'reach'], ['received', 'receive'], ['paid', 'pay'],
  ['cut', 'cut'], ['lost', 'lose'], ['recorded', 'record'], ['completed', 'complete'], ['finished', 'finish'],
  ['agreed', 'agree'], ['said', 'say'], ['made', 'make'], ['took', 'take'], ['gave', 'give'], ['spent', 'spend'],
  ['invested', 'invest'], ['produced', 'produce'], ['issued', 'issue'], ['ordered', 'order'], ['led', 'lead'],
]);

/** Past tense → base form of verbs a claim may negate with `did not`, `failed to`, `refused to` or `never`. */
export const VERB_BASE: ReadonlyMap<string, string> = new Map([
  ...CLASSIC_VERB_BASE,
  ['published', 'publish'], ['delivered', 'deliver'], ['secured', 'secure'], ['attracted', 'attract'],
  ['met', 'meet'], ['passed', 'pass'], ['filed', 'file'], ['collected', 'collect'], ['repaid', 'repay'],
  ['joined', 'join'], ['accepted', 'accept'], ['confirmed', 'confirm'], ['earned', 'earn'], ['sent', 'send'],
  ['shipped', 'ship'], ['donated', 'donate'], ['unveiled', 'unveil'], ['handed', 'hand'], ['planted', 'plant'],
  ['restored', 'restore'], ['funded', 'fund'], ['backed', 'back'], ['settled', 'settle'],
  ['apologised', 'apologise'], ['banned', 'ban'],
]);

/** Verbs whose failure people report with `failed to` (achievements and attempts, not states or changes). */
export const FAILABLE: ReadonlySet<string> = new Set([
  'signed', 'reached', 'won', 'completed', 'finished', 'paid', 'met', 'launched', 'delivered', 'secured', 'attracted',
  'raised', 'sold', 'bought', 'built', 'hired', 'scored', 'passed', 'opened', 'repaid', 'collected', 'acquired',
  'published', 'released', 'earned', 'shipped', 'restored', 'settled', 'unveiled', 'produced',
]);

/** Verbs an agent can refuse (`refused to sign`). */
export const REFUSABLE: ReadonlySet<string> = new Set([
  'signed', 'paid', 'approved', 'accepted', 'joined', 'funded', 'backed', 'apologised', 'confirmed', 'released', 'published',
  'donated', 'repaid', 'settled', 'sold', 'bought', 'hired',
]);

/** Present-tense verbs (3rd person) that take `no longer` (`employs` → `no longer employs`). */
export const PRESENT_VERBS: ReadonlySet<string> = new Set([
  'has', 'employs', 'offers', 'runs', 'pays', 'uses', 'owns', 'holds', 'serves', 'covers', 'supplies', 'sells', 'makes',
  'produces', 'operates', 'carries', 'handles', 'supports', 'requires', 'costs', 'charges', 'provides', 'hosts', 'houses',
  'includes', 'allows', 'counts', 'grows', 'exports', 'imports', 'funds', 'leads', 'lists', 'ranks', 'shows', 'stocks',
]);

/** Words that make a clause negative already (a further reversal could cancel out). */
export const NEGATORS = /\b(?:not|never|no|none|nobody|nothing|neither|nor|cannot|longer|failed|refused|denied|denies|unable)\b|n['’]t\b/i;

/** Time adverbs that place an event (`later founded`): `never` after one (`later never founded`) says nothing. */
export const TIME_ADVERB = /^(?:later|then|eventually|subsequently|soon|once|first|finally|again|recently|previously|initially|originally|since|afterwards)$/i;

/** A comparative difference right after a verb (`uses 95% less water`, `scored 12 per cent higher`): no `no longer`. */
export const COMPARATIVE_DIFFERENCE = /^\s+(?:about |some |nearly |almost |around )?[$€£]?\d[\d,.]*\s*(?:%|per\s?cent|percentage points?|times)?\s+(?:less|more|fewer|lower|higher|cheaper|faster|slower|larger|smaller|bigger|greater|longer|shorter|better|worse)\b/i;


/**
 * Whether `complement` (what follows `said`/`confirmed` without `that`) is a clause: a verb past its first word, before
 * its first comma (a comma-set `, which …,` skipped) and not straight after a determiner (`its plans` is a noun). `its
 * first exoplanet` is a noun phrase, and `denied that its first exoplanet` is no sentence.
 */
export function opensFiniteClause(complement: string): boolean {
  const stretch = complement.replace(/, (?:which|who|whose) [^,]*,/g, '').split(/,(?!\d)|;|\.(?!\d)|\b(?:which|who|whose)\b/)[0];
  const words = [...stretch.matchAll(/[\p{L}\p{N}'’-]+/gu)].map((m) => m[0]);
  return words.some((w, i) => {
    if (i === 0 || /^\p{Lu}/u.test(w) || DETERMINER_WORD.test(words[i - 1])) return false;
    return FINITE_AUXILIARY.test(w) || /[a-z]ed$/.test(w) || verbFormsOf(w).some((f) => f.form !== 'ing');
  });
}

/**
 * Whether a reversal at `at` in `sentence` sits on one side of a `but` contrast whose other side is negative
 * (`paid for the study but did not analyse the data`): reversing one side leaves `but` contrasting nothing.
 */
export function breaksButContrast(sentence: string, at: number): boolean {
  const but = /\bbut\b/i.exec(sentence);
  if (but === null) return false;
  const other = at < but.index ? sentence.slice(but.index + 3) : sentence.slice(0, but.index);
  return NEGATORS.test(other);
}

/**
 * Whether `rest` (what follows `has`/`had`/`have`) opens on a participle modifying a bare plural noun (`had combined
 * sales of …`): `had` is then the main verb, and `had not combined sales` is no negation of it.
 */
export function opensOnAdjectivalParticiple(rest: string): boolean {
  const m = /^\s*[a-z]+ed\s+([a-z]+[^s'’\s]s)\b/.exec(rest);
  return m !== null && verbFormsOf(m[1]).length === 0;
}

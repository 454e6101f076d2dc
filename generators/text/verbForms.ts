/**
 * A verb lexicon for the corpus's vocabulary: every form (base, 3rd person singular, past, participle, -ing) of the
 * verbs the paraphrase edits conjugate, and lookups from a form back to its verb. Written by hand from the corpus.
 */

/** The five forms of one verb. */
export interface VerbForms {
  base: string;
  third: string;
  past: string;
  participle: string;
  ing: string;
}

// Irregular verbs as `base past participle`.
const IRREGULAR = `
beat beat beaten|become became become|begin began begun|bid bid bid|break broke broken|bring brought brought|
build built built|buy bought bought|catch caught caught|choose chose chosen|come came come|cost cost cost|
cut cut cut|deal dealt dealt|do did done|draw drew drawn|drive drove driven|fall fell fallen|feed fed fed|
fight fought fought|find found found|fly flew flown|freeze froze frozen|get got got|give gave given|go went gone|
grow grew grown|have had had|hear heard heard|hit hit hit|hold held held|keep kept kept|know knew known|
lead led led|leave left left|lay laid laid|lie lay lain|lend lent lent|let let let|lose lost lost|make made made|mean meant meant|
meet met met|oversee oversaw overseen|overtake overtook overtaken|pay paid paid|put put put|quit quit quit|
read read read|rebuild rebuilt rebuilt|ride rode ridden|rise rose risen|run ran run|say said said|see saw seen|
sell sold sold|send sent sent|set set set|shake shook shaken|show showed shown|shut shut shut|sing sang sung|
sink sank sunk|speak spoke spoken|spend spent spent|split split split|spread spread spread|stand stood stood|
steal stole stolen|strike struck struck|swim swam swum|take took taken|teach taught taught|tell told told|
think thought thought|throw threw thrown|undertake undertook undertaken|win won won|withdraw withdrew withdrawn|
write wrote written|outsell outsold outsold|sweep swept swept|wake woke woken|seek sought sought`;

// Regular verbs of the corpus; a trailing `+` doubles the final consonant (`stop+` → `stopped`, `stopping`).
const REGULAR = `
accept acquire add affect agree allow analyse announce apologise appeal appear appoint approve argue arrest
attend average award back ban+ blame block book borrow cancel+ cap+ carry cause challenge change charge claim
climb close collect combine commission compare complete confirm connect construct contain convict copy correct
count cover create criticise damage decide declare decline decrease defeat delay deliver demand deny deploy
describe design destroy detain develop direct discover display distribute divert donate double drop+ earn
elect employ end estimate evacuate examine expand expect explain export expose extend favour file film finance fine finish fix
follow force form found fund gather generate grade grant handle harvest help hire host improve include increase
infect inspect install intend introduce invest investigate issue join kill launch lift limit link list lower maintain
manage mark measure merge move name need obtain offer open operate order organise organize own pass perform
plan+ plant play pollute predict prepare present price process produce promise protect publish purchase
question raise rate reach receive recall record recover recruit reduce refund refuse register reject release
remove reopen repair replace report require restore retain return reveal review rule save scan+ schedule score
sentence serve settle share ship+ sign start stay stop+ store submit+ sue supply support survey switch test
threaten trace train transfer+ travel+ treat try unveil upgrade use value visit vote warn watch welcome work injure attract postpone renovate adopt amend propose celebrate sponsor headline stage
`;

function third(base: string): string {
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

function ing(base: string, double: boolean): string {
  if (double) return `${base}${base.slice(-1)}ing`;
  if (/[^e]e$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
}

function regularPast(base: string, double: boolean): string {
  if (double) return `${base}${base.slice(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

function buildLexicon(): Map<string, VerbForms> {
  const out = new Map<string, VerbForms>();
  for (const entry of IRREGULAR.split('|').map((e) => e.trim()).filter(Boolean)) {
    const [base, past, participle] = entry.split(' ');
    const double = /^(?:cut|hit|let|put|quit|set|shut|split|begin|win|swim|bid|run|get|sit)$/.test(base);
    out.set(base, { base, third: third(base), past, participle, ing: ing(base, double) });
  }
  for (const word of REGULAR.split(/\s+/).filter(Boolean)) {
    const double = word.endsWith('+');
    const base = double ? word.slice(0, -1) : word;
    const past = regularPast(base, double);
    out.set(base, { base, third: third(base), past, participle: past, ing: ing(base, double) });
  }
  return out;
}

/** Every verb of the lexicon by its base form. */
export const VERBS: ReadonlyMap<string, VerbForms> = buildLexicon();

type FormName = keyof VerbForms;
const byForm = new Map<string, Array<{ verb: VerbForms; form: FormName }>>();
for (const verb of VERBS.values()) {
  for (const form of ['base', 'third', 'past', 'participle', 'ing'] as const) {
    const list = byForm.get(verb[form]) ?? [];
    if (!list.some((e) => e.verb === verb && e.form === form)) list.push({ verb, form });
    byForm.set(verb[form], list);
  }
}

/** The verbs and forms a word can be (`found` is the past of `find` and the base of `found`); empty when unknown. */
export function verbFormsOf(word: string): ReadonlyArray<{ verb: VerbForms; form: FormName }> {
  return byForm.get(word.toLowerCase()) ?? [];
}

/** The verb whose simple past is `word`, or undefined. */
export function verbOfPast(word: string): VerbForms | undefined {
  return verbFormsOf(word).find((e) => e.form === 'past')?.verb;
}

/** The verb whose 3rd person singular present is `word`, or undefined. */
export function verbOfThird(word: string): VerbForms | undefined {
  return verbFormsOf(word).find((e) => e.form === 'third')?.verb;
}

/** The verb whose past participle is `word`, or undefined. */
export function verbOfParticiple(word: string): VerbForms | undefined {
  return verbFormsOf(word).find((e) => e.form === 'participle')?.verb;
}

/**
 * Whether a word is a past participle: the lexicon's (`built`, `split`, `laid`), or a regular `-ed` of three letters or
 * more; never a word that only ends like one (`seven`, `often`, `women`, `town`).
 */
export function isParticiple(word: string): boolean {
  return verbOfParticiple(word) !== undefined || /^[a-z]{3,}ed$/.test(word);
}

/** An adverb between `be` and its participle (`was first climbed`, `is now owned`). */
const ADVERB_AFTER_BE = /^(is|are|was|were) (?:first|later|then|also|only|finally|formally|officially|initially|eventually|jointly|twice|once|now) /;

/** The predicate with an adverb after its `be` dropped (`was first renewed` → `was renewed`), so its participle reads next. */
export function withoutAdverbAfterBe(predicate: string): string {
  return predicate.replace(ADVERB_AFTER_BE, '$1 ');
}

/** The verb whose base form is `word`, or undefined. */
export function verbOfBase(word: string): VerbForms | undefined {
  return VERBS.get(word.toLowerCase());
}

/** Past forms that are also present forms (`cut`, `set`, `hit`): their tense cannot be read from the word. */
export const TENSE_AMBIGUOUS: ReadonlySet<string> = new Set(
  [...VERBS.values()].filter((v) => v.past === v.base).map((v) => v.base),
);

/** Finite auxiliaries and modals (`has`, `will`, `did`), any case. */
export const FINITE_AUXILIARY = /^(?:is|was|were|are|has|had|have|will|would|shall|should|can|could|may|might|must|did|does|do)$/i;
/** Auxiliaries and modals before a predicate's own verb, the forms of `be` too (`has`, `will`, `had been`), any case. */
export const AUXILIARY = /^(?:is|was|were|are|has|had|have|will|would|shall|should|can|could|may|might|must|did|does|do|be|been|being)$/i;

/**
 * The base form of the first word of `words` that is not an auxiliary (`has agreed to pay` → `agree`, `had been
 * warned` → `warn`), the word itself when the lexicon does not know it, or undefined.
 */
export function lexicalVerb(words: readonly string[]): string | undefined {
  const word = words.find((w) => !AUXILIARY.test(w));
  return word === undefined ? undefined : verbFormsOf(word)[0]?.verb.base ?? word;
}

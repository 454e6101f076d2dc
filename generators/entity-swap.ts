/**
 * `entity-swap`: exactly one named entity replaced by another of the same kind from the same domain, the rest
 * verbatim (expected `unsupported`; a known v1 limit). The new name appears nowhere in the plan.
 */
import type { EntityMention, Passage } from '../datasets/types.ts';
import { takesArticle } from './text/names.ts';
import { containsPhrase, missingSpan, passagePlan, spanText, wordRegExp } from './text/sentences.ts';
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

/** How a name reads in a sentence: kind, article use and, for places, their scale class. */
function nameShape(e: EntityMention, corpus: CorpusView): string {
  return `${e.kind}|${takesArticle(e.text, corpus)}|${e.kind === 'place' ? placeClass(e.text) : ''}`;
}

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

/** Problems of an entity swap: one plan name gone, one new same-kind name in its place, absent from the plan. */
function checkEntitySwap(claim: GeneratedClaim, source: Passage, corpus: CorpusView): string[] {
  const original = spanText(source, claim.sourceSpan);
  if (original === undefined) return [missingSpan(claim.sourceSpan, source)];
  const m = /^name (.+) → (.+) \((\w+)\)$/.exec(claim.transform);
  if (!m) return [`transform "${claim.transform}" does not name the swap`];
  const [, oldName, newName, kind] = m;
  const problems: string[] = [];
  const old = source.entities.find((e) => e.text === oldName && e.kind === kind);
  if (old === undefined) problems.push(`${oldName} is not a ${kind} of the passage`);
  const domain = corpus.byDomain.get(source.domain) ?? [];
  if (!domain.some((p) => p.entities.some((e) => e.text === newName && e.kind === kind))) problems.push(`${newName} is not a ${kind} of the domain`);
  else if (old !== undefined && !replacementNames(old, source, corpus).includes(newName)) {
    // E.g. a place written beside a plan place may contain it (Leeds → Yorkshire stays true).
    problems.push(`${newName} is not a ${kind} the plan cannot make true (same shape, never beside a plan place)`);
  }
  if (claim.evidence.some((e) => e.text.toLowerCase().includes(newName.toLowerCase()))) problems.push(`${newName} is in the plan`);
  if (original.replace(wordRegExp(oldName), newName) !== claim.claim) problems.push('claim is not the source with the name replaced');
  if (claim.claim === original) problems.push('claim equals its source');
  return problems;
}

/** For each name in each span, one swap to a same-kind name of the domain that the plan never mentions. */
export const entitySwap: Generator = {
  id: 'entity-swap',
  expected: 'unsupported',
  description: 'one name changed to another of the same kind, the rest verbatim',
  generate(passage, corpus, rng) {
    const evidence = passagePlan(passage);
    const out: GeneratedClaim[] = [];
    for (const span of passage.spans) {
      const spanRng = rng.fork(span.id);
      for (const name of namesIn(span.text, passage)) {
        // A new person would clash with a gendered pronoun that refers back to the old one.
        if (name.kind === 'person' && /\b(he|she|his|her|him|hers)\b/i.test(span.text)) continue;
        const options = replacementNames(name, passage, corpus);
        if (options.length === 0) continue;
        const replacement = spanRng.pick(options);
        const claim: GeneratedClaim = {
          claim: span.text.replace(wordRegExp(name.text), replacement),
          evidence,
          sourceSpan: span.id,
          transform: `name ${name.text} → ${replacement} (${name.kind})`,
        };
        if (checkEntitySwap(claim, passage, corpus).length === 0) out.push(claim);
      }
    }
    return out;
  },
  check: (claim, source, corpus) => checkEntitySwap(claim, source, corpus),
};

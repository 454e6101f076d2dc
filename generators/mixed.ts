/**
 * `mixed`: a supported clause (a plan sentence) joined to an unsupported one, expected `partial`. Classic: the
 * unsupported clause is a same-topic sentence the plan never says. Full adds the number-free fabrications people
 * write (a sibling's event given to a plan name, a misattributed statement, a blame) as the second clause, and, as
 * people most often write it, a recast reading of the sentence with a second predicate of the same subject
 * (`Flimmer lost 312 million kroner in 2024 and plans to cut 120 jobs`): a sibling's predicate naming no one, or
 * another plan sentence's predicate of that subject reversed (`generators/mixedSameSubject.ts`).
 */
import type { Passage } from '../datasets/types.ts';
import { restatementRisk } from './text/evidence.ts';
import { parseRecipe, passageOfSpanId, renderRecipe } from './text/fabrication.ts';
import { repeatPronoun } from './text/pronouns.ts';
import { containsPhrase, entityRanges } from './text/phrases.ts';
import { eventsOf } from './text/events.ts';
import { checkPredicateTail, checkReversedTail, joinsPredicates, leansOnEarlier, PREDICATE_TAIL, REVERSED_TAIL, sameSubjectTails } from './mixedSameSubject.ts';
import { JOIN, joinClauses } from './edits/padding.ts';
import { lowerFirstWord, splitFinalPunct } from './text/casing.ts';
import { missingSpan, passagePlan, spanText } from './text/passageSpans.ts';
import { siblingPassages, topicalFabrication } from './topical-fabrication.ts';
import type { CorpusView, GeneratedClaim, Generator } from './types.ts';

const FABRICATION_TAIL = 'plan sentence joined to fabrication: ';

/** Kinds of fabrication that read well after `, and ` (a cause or a moved event would repeat the head). */
const TAIL_KINDS = new Set(['sibling-event', 'sibling-predicate', 'attribution', 'blame', 'speaker-move']);

/**
 * Whether `tail` names what `head` opens on as `The <noun>` (`The index ranks …, and the Global University Index
 * changed …`): a writer would say `it`, so the repeated thing reads as a second one.
 */
export function renamesHeadNoun(head: string, tail: string, entities: readonly { text: string }[]): boolean {
  const noun = /^The ([a-z]+)\b/.exec(head)?.[1];
  return noun !== undefined && entities.some((e) => e.text.split(' ').at(-1)!.toLowerCase() === noun && e.text.includes(' ') && containsPhrase(tail, e.text));
}

/**
 * A fabrication `tail` as written after `head`: its opening name as a pronoun when the head names it already
 * (`Sculptor Helen Crossley spent 2 years on the work, and she said …`), else as it is; null when that pronoun would be
 * unclear (`text/pronouns.ts`) or the head joins two clauses already (a third `, and` chains on).
 */
export function tailAfter(head: string, tail: string, source: Passage, eventSpan: string, corpus: CorpusView): string | null {
  if (head.includes(JOIN)) return null;
  const passages = [...new Set([source, passageOfSpanId(eventSpan, corpus)])].filter((p): p is Passage => p !== undefined);
  const entities = passages.flatMap((p) => p.entities);
  if (renamesHeadNoun(head, tail, entities)) return null;
  const article = /^the /i.exec(tail)?.[0] ?? '';
  const opening = entities
    .filter((e) => tail.startsWith(`${e.text} `, article.length))
    .sort((a, b) => b.text.length - a.text.length)[0];
  if (opening === undefined || !containsPhrase(head, opening.text)) return tail;
  const pronoun = repeatPronoun(opening, head, entities, passages);
  return pronoun === null ? null : `${pronoun.subject}${tail.slice(article.length + opening.text.length)}`;
}

/**
 * A name `head` holds that `tail` names again (`Pellworth Stores closed …, and Gordon Whitaker accused Pellworth Stores
 * of …`, `Shares in Petrolux fell …, and Alain Duval said Petrolux agreed …`), or undefined. A writer says `it` there;
 * a name inside a longer one (`Ashgrove` of `the Ashgrove Textile Union`) is another name.
 */
export function repeatedHeadName(head: string, tail: string, entities: Passage['entities']): string | undefined {
  const named = (text: string) => entityRanges(text, entities).map(([s, e]) => text.slice(s, e));
  const inTail = new Set(named(tail));
  return named(head).find((name) => inTail.has(name));
}

/**
 * Problems of any second clause after `head`: a head already joining two predicates (`closed 45 stores and cut 1,100
 * jobs, and …` runs on), or a tail naming again a name of the head.
 */
function joinProblems(head: string, tail: string, entities: Passage['entities']): string[] {
  const problems: string[] = [];
  if (joinsPredicates(head)) problems.push('the supported clause already joins two predicates: a second clause after `, and` runs on');
  const repeated = repeatedHeadName(head, tail, entities);
  if (repeated !== undefined) problems.push(`the second clause names ${repeated} again, which the first names already`);
  return problems;
}

/** Problems of a fabrication people write as the second clause: it must be what its recipe words, and safe. */
function checkFabricationTail(head: string, tail: string, claim: GeneratedClaim, source: Passage, corpus: CorpusView): string[] {
  const note = claim.transform.slice(FABRICATION_TAIL.length);
  const recipe = parseRecipe(note);
  if (recipe === null || !TAIL_KINDS.has(recipe.kind)) return [`"${note}" is no fabrication that reads as a second clause`];
  if (recipe.event === claim.sourceSpan) return ['the second clause is built on the supported clause'];
  const whole = renderRecipe(recipe, corpus);
  const after = whole === null ? null : tailAfter(head, whole, source, recipe.event, corpus);
  if (whole === null) return ['unsupported clause is not what its recipe words'];
  if (after === null) return ['the second clause would repeat a name of the first that no pronoun can clearly stand for, or the first joins two clauses already'];
  if (splitFinalPunct(after).body.toLowerCase() !== splitFinalPunct(tail).body.toLowerCase()) return ['unsupported clause is not what its recipe words (its repeated name as a pronoun)'];
  const problems = topicalFabrication.check!({ claim: whole, evidence: claim.evidence, sourceSpan: recipe.event, transform: note }, source, corpus);
  return problems.map((p) => `unsupported clause: ${p}`);
}

function checkMixed(claim: GeneratedClaim, source: Passage, corpus: CorpusView): string[] {
  const supported = spanText(source, claim.sourceSpan);
  if (supported === undefined) return [missingSpan(claim.sourceSpan, source)];
  if (claim.transform.startsWith(PREDICATE_TAIL)) return checkPredicateTail(claim, source, corpus);
  if (claim.transform.startsWith(REVERSED_TAIL)) return checkReversedTail(claim, source);
  const head = splitFinalPunct(supported).body;
  if (!claim.claim.startsWith(head + JOIN)) return ['claim does not start with its supported clause'];
  const tail = claim.claim.slice(head.length + JOIN.length);
  const siblings = siblingPassages(source, corpus);
  const names = [source, ...siblings].flatMap((p) => p.entities);
  const joined = joinProblems(head, tail, names);
  if (claim.transform.startsWith(FABRICATION_TAIL)) return [...joined, ...checkFabricationTail(head, tail, claim, source, corpus)];
  const fromSibling = siblings.some((p) =>
    p.spans.some((s) => splitFinalPunct(s.text).body.toLowerCase() === splitFinalPunct(tail).body.toLowerCase()),
  );
  const problems: string[] = [...joined];
  if (!fromSibling) problems.push('unsupported clause is not a sibling sentence');
  if (renamesHeadNoun(head, tail, names)) problems.push('the second clause names what the first calls by its noun (`The index …, and the Global University Index …`)');
  const risk = restatementRisk(tail, claim.evidence);
  if (risk !== null) problems.push(`unsupported clause may be supported: ${risk}`);
  return problems;
}

/** The transform of a claim joining a plan sentence to `fab`. */
function joinNote(fab: GeneratedClaim): string {
  const recipe = parseRecipe(fab.transform);
  return recipe === null ? `plan sentence joined to sibling sentence ${fab.sourceSpan}` : `${FABRICATION_TAIL}${fab.transform}`;
}

/**
 * The two kinds a balanced draw of `mixed` takes: the head's own subject doing more (`same-subject`: an added
 * predicate, a reversed plan fact) or another actor's deed, statement or blame (`other-actor`: the fabrication kinds).
 */
function mixedBalanceKind(edits: readonly string[]): string {
  return edits.includes('added-predicate') || edits.includes('reversed-fact') ? 'same-subject' : 'other-actor';
}

/**
 * Same-subject claims a balanced draw takes per claim about someone else: 3, as in the hand-written set, where 15 of
 * the 20 mixed claims add a part about the head's own subject that names no one the head's source sentence does not.
 */
const SAME_SUBJECT_SHARE = 3;

/** Cases of a balance kind per round of a balanced draw of `mixed`. */
function mixedBalanceShare(kind: string, level: number): number | undefined {
  if (level > 0) return undefined;
  return kind === 'same-subject' ? SAME_SUBJECT_SHARE : 1;
}

/** Each plan sentence joined to one seeded same-topic fabrication. */
export const mixed: Generator = {
  id: 'mixed',
  expected: 'partial',
  description: 'a supported clause joined to an unsupported one',
  generate(passage, corpus, rng, options) {
    const evidence = passagePlan(passage);
    const names = [passage, ...siblingPassages(passage, corpus)].flatMap((p) => p.entities);
    const fabrications = topicalFabrication.generate(passage, corpus, rng, options)
      .filter((f) => !f.transform.includes('splice') && (parseRecipe(f.transform) === null || TAIL_KINDS.has(parseRecipe(f.transform)!.kind)));
    const out: GeneratedClaim[] = [];
    const predicates = options.repertoire === 'full' ? siblingPassages(passage, corpus).flatMap(eventsOf) : [];
    for (const span of passage.spans) {
      if (options.repertoire === 'full') out.push(...sameSubjectTails(span, passage, predicates, corpus, rng.fork(`${span.id}|predicate`)));
      // People state the true part as a claim of its own (`The court sentenced him …` is no such claim); classic keeps its output.
      if (options.repertoire === 'full' && leansOnEarlier(splitFinalPunct(span.text).body)) continue;
      const spanRng = rng.fork(span.id);
      for (const fab of spanRng.shuffle(fabrications)) {
        const recipe = parseRecipe(fab.transform);
        const written = recipe === null ? fab.claim : tailAfter(splitFinalPunct(span.text).body, fab.claim, passage, recipe.event, corpus);
        const tail = written === null ? null : lowerFirstWord(written, names);
        if (tail === null) continue;
        const claim: GeneratedClaim = { claim: joinClauses(span.text, tail), evidence, sourceSpan: span.id, transform: joinNote(fab) };
        if (fab.edits !== undefined) claim.edits = ['join', ...fab.edits];
        if (checkMixed(claim, passage, corpus).length === 0) {
          out.push(claim);
          break;
        }
      }
    }
    return out;
  },
  check: (claim, source, corpus) => checkMixed(claim, source, corpus),
  balanceKind: mixedBalanceKind,
  balanceShare: mixedBalanceShare,
};

/**
 * The reject table of the class checks: for every registered generator with a `check`, claims that check must reject
 * (the source itself, two figures changed, a swap to a value the plan already states, a lost name, a restatement of
 * the plan, a claim from the plan's own passage…), each with the reason and the problem the check must report.
 * A check mutated to accept everything turns `generators/checkRejects.test.ts` red.
 *
 * Recipe (adding rejects for class `x`): open `generators/rejects/x.ts` (create it and add it to `CHECK_REJECTS` below
 * for a new class) and append a row `{ passage, sourceSpan, claim, why, problem }`: `passage` is the id of the plan's
 * passage in the fixture corpus (`generators/fixtures.ts`, or `KIT_PASSAGES` in `generators/rejects/kit.ts` for shapes
 * the fixtures lack), `sourceSpan` the span the claim claims to come from (a sibling's span for fabrications), `claim`
 * the text a faulty generator could emit, `why` one line on why its label would be wrong or it is not of the class, and
 * `problem` a pattern that one of the check's problems must match, so the row is rejected for its stated reason and not
 * by accident. Set `transform` when the check parses it (entity-swap: `name A → B (kind)`) and `evidence` when the plan
 * is not the passage's spans. Then run `npx vitest run generators/checkRejects.test.ts`. Every class with a check needs
 * at least `MIN_REJECTS` rows.
 */
import type { EvidenceSpan } from '../engine/types.ts';
import { corpusView } from '../datasets/corpus.ts';
import type { Passage } from '../datasets/types.ts';
import { FIXTURE_PASSAGES } from './fixtures.ts';
import { KIT_PASSAGES } from './rejects/kit.ts';
import { dateShiftRejects } from './rejects/date-shift.ts';
import { distractorPadRejects } from './rejects/distractor-pad.ts';
import { entitySwapRejects } from './rejects/entity-swap.ts';
import { mixedRejects } from './rejects/mixed.ts';
import { negationRejects } from './rejects/negation.ts';
import { numberSwapRejects } from './rejects/number-swap.ts';
import { paraphraseRejects } from './rejects/paraphrase.ts';
import { roleSwapRejects } from './rejects/role-swap.ts';
import { scaleSwapRejects } from './rejects/scale-swap.ts';
import { topicalFabricationRejects } from './rejects/topical-fabrication.ts';
import { verbatimRejects } from './rejects/verbatim.ts';
import { passagePlan } from './text/passageSpans.ts';
import type { CorpusView, GeneratedClaim, Generator, ReadingStep } from './types.ts';

/** One claim a class check must reject. */
export interface CheckReject {
  /** Id of the passage the claim is checked against (its plan, unless `evidence` is given). */
  passage: string;
  /** The span the claim says it came from. */
  sourceSpan: string;
  claim: string;
  /** Transform note as a generator would write it (default `hand-written reject`). */
  transform?: string;
  /** The evidence plan (default: the passage's spans). */
  evidence?: EvidenceSpan[];
  /** A recast claim's recorded reading (`generators/recast.ts`): the steps the check must verify. */
  reading?: ReadingStep[];
  /** One line: why the claim must be rejected. */
  why: string;
  /** One of the check's problems must match this: the reject fails for its stated reason. */
  problem: RegExp;
}

/** Fewest rejects each class with a check must list. */
export const MIN_REJECTS = 3;


/** The corpus the rejects are checked in: the fixture passages plus `KIT_PASSAGES`. */
export function rejectCorpus(): CorpusView {
  return corpusView([...FIXTURE_PASSAGES, ...KIT_PASSAGES]);
}

/** Must-reject rows per class id (every generator of `generators/registry.ts` with a check has an entry). */
export const CHECK_REJECTS: Readonly<Record<string, readonly CheckReject[]>> = {
  verbatim: verbatimRejects,
  paraphrase: paraphraseRejects,
  'number-swap': numberSwapRejects,
  'topical-fabrication': topicalFabricationRejects,
  'entity-swap': entitySwapRejects,
  negation: negationRejects,
  'scale-swap': scaleSwapRejects,
  'date-shift': dateShiftRejects,
  'role-swap': roleSwapRejects,
  'distractor-pad': distractorPadRejects,
  mixed: mixedRejects,
};

/** The row as the claim a generator would have emitted. */
export function rejectClaim(row: CheckReject, passage: Passage): GeneratedClaim {
  return {
    claim: row.claim,
    evidence: row.evidence ?? passagePlan(passage),
    sourceSpan: row.sourceSpan,
    transform: row.transform ?? 'hand-written reject',
    ...(row.reading === undefined ? {} : { reading: row.reading.map((s) => ({ ...s })) }),
  };
}

/**
 * The rows `generator.check` fails to reject for their stated reason, one line each (empty when the check holds).
 * A row naming an unknown passage is reported too, so a typo never passes silently.
 */
export function rejectFailures(generator: Generator, rows: readonly CheckReject[], corpus: CorpusView): string[] {
  const failures: string[] = [];
  for (const row of rows) {
    const passage = corpus.passages.find((p) => p.id === row.passage);
    if (passage === undefined) {
      failures.push(`${generator.id}: reject "${row.claim}" names unknown passage ${row.passage}`);
      continue;
    }
    const problems = generator.check?.(rejectClaim(row, passage), passage, corpus) ?? [];
    if (problems.length === 0) failures.push(`${generator.id}: accepted "${row.claim}" (${row.why})`);
    else if (!problems.some((p) => row.problem.test(p))) {
      failures.push(`${generator.id}: rejected "${row.claim}" for [${problems.join('; ')}], not ${row.problem} (${row.why})`);
    }
  }
  return failures;
}

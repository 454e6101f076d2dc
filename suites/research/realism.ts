/**
 * `verity realism`: is the generated hard suite as hard as the claims people write? Per class and score model, the
 * generated (hard-tier) rate beside the hand-written set's rate with its 95% Wilson interval, the gap, and whether the
 * generated rate lies inside that interval; and, like for like, beside the rate of the hand-written cases the hard
 * tier's rule keeps (read from each case's own overlap). A measurement: nothing here gates.
 */
import { performance } from 'node:perf_hooks';
import { loadHandwritten } from '../../datasets/handwritten.ts';
import { isDraftCase } from '../../datasets/caseKind.ts';
import type { AnyCase, LabelledCase } from '../../datasets/types.ts';
import type { ScoreModel } from '../../engine/types.ts';
import { BEST_SPAN_CLASSES, addsNames } from '../../generators/difficulty.ts';
import { CLASSIC_EDITS, inTier } from '../../generators/tiers.ts';
import { keepsPart, recomposes } from '../../generators/recastDraw.ts';
import { GENERATORS } from '../../generators/registry.ts';
import { limitsArg } from '../limitsArg.ts';
import { casesFileSuite, casesHash, loadSuiteCases } from '../loadCases.ts';
import { getSuite } from '../registry.ts';
import type { ClassSummary, LoadedCases, OverlapSummary, Suite } from '../types.ts';
import { compareModels, summariseRows } from './compareModels.ts';
import { embedSource, resolveModels, type EmbedRequest } from './compareSession.ts';
import type { CompactCase } from './types.ts';

/** The suite whose cases are the generated side by default. */
export const REALISM_SUITE = 'hard';
/** Score models measured by default: v1 and the two research models the hard cases were written against. */
export const REALISM_MODELS = ['v1', 'numerics-v2', 'entity-gate'] as const;

/** A `verity realism` request; the instance fields let tests pass small fixtures. */
export interface RealismRequest extends EmbedRequest {
  scoreModels: readonly string[];
  /** Generated side: a registered suite (default `hard`), generated under `seed` (default the suite's)… */
  suite?: string;
  seed?: number;
  /** …or a labelled cases file. */
  casesFile?: string;
  /** Directory of the hand-written set (default: datasets/handwritten). */
  handwrittenDir?: string;
  suiteInstance?: Suite;
  generated?: LoadedCases;
  handwritten?: readonly LabelledCase[];
  modelInstances?: readonly ScoreModel[];
}

/** One side's rate for a class under a model. */
export interface RealismRate {
  n: number;
  passed: number;
  /** Share of scored cases with the expected verdict, in [0, 1]. */
  rate: number;
  /** 95% Wilson interval of `rate`. */
  wilson: [number, number];
}

/** One class under one score model. */
export interface RealismRow {
  class: string;
  score_model: string;
  /** Null when the generated side has no case of the class. */
  generated: RealismRate | null;
  /** Null when the hand-written set has no case of the class. */
  handwritten: RealismRate | null;
  /** generated.rate − handwritten.rate; null when a side is missing. */
  gap: number | null;
  /** Whether the generated rate lies inside the hand-written rate's 95% Wilson interval; null when a side is missing. */
  inside: boolean | null;
  /**
   * The hand-written cases the hard tier's rule keeps (the same rule the generated side was filtered by, read from each
   * case's own overlap: `generators/difficulty.ts`), their rate; null when none is in the tier, and for a class whose
   * rule also reads the kind of edit (`CLASSIC_EDITS`: number-swap), which hand-written cases do not record.
   */
  handwritten_hard: RealismRate | null;
  /** Whether the generated rate lies inside `handwritten_hard`'s interval: a like-for-like reading; null when a side is missing. */
  inside_hard: boolean | null;
}

/** Everything `verity realism` measured. */
export interface RealismResults {
  suite: string;
  seed: number;
  embed_model: string;
  embed_fingerprint: string;
  score_models: string[];
  /** Classes in the suite's order, then the registered generators' order, then any other class alphabetically. */
  classes: string[];
  /** Per class, each side's overlap with its evidence (model-independent). */
  overlap: Record<string, { generated: OverlapSummary | null; handwritten: OverlapSummary | null }>;
  /** Per class, each side's share of claims naming something their source span does not (generators/difficulty.ts addsNames). */
  adds_names: Record<string, { generated: number | null; handwritten: number | null }>;
  /**
   * Per class, each side's share of claims keeping only part of their source span: fewer than `PART_KEPT` of its
   * distinct words (generators/recastDraw.ts keepsPart; the recast classes draw it in the hand-written share). Absent
   * for the classes measured against their best plan span (topical-fabrication, distractor-pad).
   */
  keeps_part: Partial<Record<string, { generated: number | null; handwritten: number | null }>>;
  /**
   * Per class, each side's share of recomposed claims: fewer than `RECOMPOSED_FROM_SOURCE` of the claim's distinct words
   * in its source span, the rest from elsewhere (generators/recastDraw.ts recomposes). Absent where `keeps_part` is.
   */
  recomposed: Partial<Record<string, { generated: number | null; handwritten: number | null }>>;
  rows: RealismRow[];
  /** Rows with both sides, and of those the rows whose generated rate is inside the interval. */
  compared: number;
  inside: number;
  /** The same against the hand-written cases in the hard tier (`handwritten_hard`). */
  compared_hard: number;
  inside_hard: number;
  /** Cases that could not be scored (a harness error), over both sides and every model. */
  errors: number;
  meta: {
    generated_cases_hash: string;
    handwritten_cases_hash: string;
    datasets: Record<string, string>;
    durations_ms: Record<string, number>;
    replay: string;
  };
}

function rateOf(s: ClassSummary | undefined): RealismRate | null {
  if (s === undefined || s.n - s.errors === 0) return null;
  return { n: s.n - s.errors, passed: s.passed, rate: s.rate, wilson: s.wilson };
}

/** Share in [0, 1] of a class's labelled cases that pass `test`; null without cases. */
function shareWhere(cases: readonly AnyCase[], cls: string, test: (c: LabelledCase) => boolean): number | null {
  const of = cases.filter((c): c is LabelledCase => c.class === cls && !isDraftCase(c));
  return of.length === 0 ? null : of.filter(test).length / of.length;
}

/** Per class, the share of each side's cases that pass `test` (claims naming something new, claims keeping part). */
function sharesPerClass(classes: readonly string[], generated: readonly AnyCase[], handwritten: readonly AnyCase[], test: (c: LabelledCase) => boolean) {
  return Object.fromEntries(classes.map((cls) => [cls, { generated: shareWhere(generated, cls, test), handwritten: shareWhere(handwritten, cls, test) }]));
}

/** Whether `g` lies inside `h`'s 95% interval; null when a side is missing. */
const insideOf = (g: RealismRate | null, h: RealismRate | null) => (g !== null && h !== null ? g.rate >= h.wilson[0] && g.rate <= h.wilson[1] : null);

/** The row of one class under one model from the sides' class summaries (all hand-written cases, and those in the hard tier). */
export function realismRow(cls: string, model: string, generated?: ClassSummary, handwritten?: ClassSummary, handwrittenHard?: ClassSummary): RealismRow {
  const g = rateOf(generated);
  const h = rateOf(handwritten);
  const hh = rateOf(handwrittenHard);
  return {
    class: cls,
    score_model: model,
    generated: g,
    handwritten: h,
    gap: g !== null && h !== null ? g.rate - h.rate : null,
    inside: insideOf(g, h),
    handwritten_hard: hh,
    inside_hard: insideOf(g, hh),
  };
}

/**
 * Whether a scored hand-written case is one the hard tier's rule keeps, read from its own overlap (the rule the
 * generated side was filtered by). Classes whose rule also reads the recorded kind of edit are left out: hand-written
 * cases record none, so their half of the rule cannot be applied (a number swap of digits alone is easy when generated).
 */
const inHardTier = (row: CompactCase) => CLASSIC_EDITS[row.class] === undefined && row.overlap !== undefined && inTier(row.overlap.tier, 'hard');

/**
 * The classes of `cases` in the suite's order, then the registered generators' order (a cases file's suite names
 * none, and its table lines up with the suite's), then any other class alphabetically.
 */
function classOrder(suiteClasses: readonly string[], cases: readonly AnyCase[]): string[] {
  const present = new Set(cases.map((c) => c.class));
  const known = [...new Set([...suiteClasses, ...GENERATORS.map((g) => g.id)])];
  const other = [...present].filter((c) => !known.includes(c)).sort();
  return [...known, ...other].filter((c) => present.has(c));
}

/** Runs both case sets through every model (every text embedded once) and lines their per-class rates up. */
export async function executeRealism(req: RealismRequest): Promise<RealismResults> {
  const t0 = performance.now();
  const models = req.modelInstances ? [...req.modelInstances] : resolveModels(req.scoreModels);
  const suite = req.suiteInstance ?? (req.casesFile ? casesFileSuite(req.casesFile) : getSuite(req.suite ?? REALISM_SUITE));
  const seed = req.seed ?? suite.seed;
  const generated = req.generated ?? (await loadSuiteCases(suite, seed, req.cacheDir));
  const handwritten = [...(req.handwritten ?? loadHandwritten(req.handwrittenDir))];
  const tLoad = performance.now();
  const { vectors, embedModel, embedFingerprint } = await embedSource([...generated.cases, ...handwritten], req);
  const tEmbed = performance.now();
  const suiteClasses = Object.keys(suite.generators);
  const gen = compareModels(generated.cases, vectors, models, { classes: suiteClasses });
  const hand = compareModels(handwritten, vectors, models, { classes: suiteClasses });
  const handHard = summariseRows(models, hand.map((m) => m.cases.filter(inHardTier)), { classes: suiteClasses });
  const classes = classOrder(suiteClasses, [...generated.cases, ...handwritten]);
  const rows = classes.flatMap((cls) => models.map((m, i) => realismRow(cls, m.id, gen[i].classes[cls], hand[i].classes[cls], handHard[i].classes[cls])));
  const compared = rows.filter((r) => r.inside !== null);
  const comparedHard = rows.filter((r) => r.inside_hard !== null);
  // A fabrication's source span is a sibling passage's sentence (generated) or the nearest plan sentence (by hand):
  // what it keeps of it, or takes from it, compares nothing, so those classes get no part or recomposed share.
  const sourceClasses = classes.filter((cls) => !BEST_SPAN_CLASSES.has(cls));
  return {
    suite: suite.id,
    seed,
    embed_model: embedModel,
    embed_fingerprint: embedFingerprint,
    score_models: models.map((m) => m.id),
    classes,
    overlap: Object.fromEntries(classes.map((cls) => [cls, {
      generated: gen[0]?.classes[cls]?.overlap ?? null,
      handwritten: hand[0]?.classes[cls]?.overlap ?? null,
    }])),
    adds_names: sharesPerClass(classes, generated.cases, handwritten, addsNames),
    keeps_part: sharesPerClass(sourceClasses, generated.cases, handwritten, keepsPart),
    recomposed: sharesPerClass(sourceClasses, generated.cases, handwritten, recomposes),
    rows,
    compared: compared.length,
    inside: compared.filter((r) => r.inside).length,
    compared_hard: comparedHard.length,
    inside_hard: comparedHard.filter((r) => r.inside_hard).length,
    errors: [...gen, ...hand].reduce((n, m) => n + m.errors, 0),
    meta: {
      generated_cases_hash: casesHash(generated.cases),
      handwritten_cases_hash: casesHash(handwritten),
      datasets: generated.datasets,
      durations_ms: { load: Math.round(tLoad - t0), embed: Math.round(tEmbed - tLoad), total: Math.round(performance.now() - t0) },
      replay: `verity realism --score-models ${models.map((m) => m.id).join(',')} ` +
        `${req.casesFile ? `--cases ${JSON.stringify(req.casesFile)}` : `--suite ${suite.id} --seed ${seed}`}` +
        `${req.handwrittenDir ? ` --handwritten ${JSON.stringify(req.handwrittenDir)}` : ''} --embedder ${embedModel}${limitsArg(req)}`,
    },
  };
}

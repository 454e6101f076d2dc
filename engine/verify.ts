/**
 * The verification pipeline (SPEC A6): decompose → (no truth spans: all unsupported, no embedding) → resolve the
 * embedder → embed claims and spans under ONE model in one batch → match → band → policy → trace.
 */
import { DecomposeError, type Decomposer, type DecomposeOutcome } from './decompose/types.ts';
import { ruleDecomposer } from './decompose/ruleDecomposer.ts';
import { resolveEmbedder, type EmbedderOptions } from './embedders/registry.ts';
import { replyProblem } from './embedders/replyCheck.ts';
import { VerityError } from './errors.ts';
import { isTruthSpan } from './idf.ts';
import { preparePlan, scoreClaim } from './match.ts';
import { ProviderError } from './providers/errors.ts';
import { redact } from './redact.ts';
import { redactSecrets } from './secrets.ts';
import { DEFAULT_SCORE_MODEL, fingerprintScoreModel, getScoreModel } from './scoreModels/registry.ts';
import { buildTrace } from './trace/record.ts';
import { appendTrace } from './trace/store.ts';
import type { Claim, ClaimVerdict, Embedder, EvidenceSpan, ScoreModel } from './types.ts';

/** Verification outcome: `verified`, or `unavailable: <reason>` when verification could not be carried out. */
export type Verification = 'verified' | `unavailable: ${string}`;

/** A claim verdict plus the best pair's signals. */
export interface VerifiedClaim extends ClaimVerdict {
  /** Raw cosine of the best pair, in [-1, 1] (0 when there were no candidates). */
  cos: number;
  /** Lexical score of the best pair, in [0, 1]. */
  lex: number;
  entityGated: boolean;
  /** Cited markers that resolved to no truth span. */
  unknownMarkers: string[];
}

/** Where and what to record as the trace of this verification. */
export interface TraceOptions {
  file: string;
  request?: unknown;
  prompt?: string;
  queryId?: string;
  generation?: { gen?: string; plan_model?: string; prompt_model?: string };
  /** Clock in milliseconds since the Unix epoch (default Date.now). */
  now?: () => number;
}

/** Pipeline configuration; every field optional. */
export interface VerifyConfig {
  /** Default: the registry's `v1`. */
  scoreModel?: ScoreModel;
  /** An embedder, a registry id to resolve, or null/absent (verification is then unavailable when it needs one). */
  embedder?: Embedder | string | null;
  /** Options for resolving a string embedder id (cache and models folders, downloads, endpoint). */
  embedderOptions?: EmbedderOptions;
  /** Default: the offline rule-based decomposer. */
  decomposer?: Decomposer;
  /** `flag` (default) rewrites nothing; `redact` replaces unsupported claims in `delivered`. */
  policy?: 'flag' | 'redact';
  /** When set, the trace is appended to this store. */
  trace?: TraceOptions;
}

/** Everything a verification produced. */
export interface VerificationResult {
  verification: Verification;
  /** Empty when verification was unavailable. */
  claims: VerifiedClaim[];
  /** The text to deliver: the draft, redacted under policy `redact`. */
  delivered: string;
  policy: 'flag' | 'redact';
  models: { decompose: string; embed: string; embedFingerprint: string; scoreModel: string; scoreModelFingerprint: string };
  usage: { inputTokens: number; outputTokens: number };
  /** Details of why verification was unavailable (e.g. each failed attempt), when it was. */
  detail?: string;
  /** The written trace, when `config.trace` was given. */
  trace?: { id: string; file: string };
}

type Step<T> = { ok: true; value: T } | { ok: false; reason: string; detail?: string };

async function decomposeDraft(decomposer: Decomposer, draft: string): Promise<Step<DecomposeOutcome>> {
  try {
    const outcome = decomposer.decomposeWithUsage
      ? await decomposer.decomposeWithUsage(draft)
      : { claims: await decomposer.decompose(draft), usage: { inputTokens: 0, outputTokens: 0 }, attempts: 1 };
    return { ok: true, value: outcome };
  } catch (err) {
    // A custom decomposer may let a provider failure through unwrapped: it is still unavailability, not a crash.
    if (err instanceof ProviderError) return { ok: false, reason: `decompose failed: ${err.message}`, detail: `${err.code}: ${err.message}` };
    // A custom decomposer's plain Error or TypeError is still a decomposer that did not deliver: unavailable, named.
    if (!(err instanceof DecomposeError)) {
      const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      return { ok: false, reason: redactSecrets(`decompose failed: decomposer '${decomposer.id}' failed: ${message}`) };
    }
    const reason = err.provider ? `decompose failed: ${err.provider.detail}` : 'decompose failed';
    return { ok: false, reason, detail: err.reasons.join('\n') };
  }
}

function isEmbedder(value: unknown): value is Embedder {
  const e = value as Embedder;
  return typeof e?.id === 'string' && e.id !== '' && Number.isInteger(e.dimensions) && e.dimensions > 0 && typeof e.embed === 'function';
}

async function resolveConfigured(config: VerifyConfig): Promise<Step<Embedder>> {
  const { embedder } = config;
  if (embedder === undefined || embedder === null || embedder === '') return { ok: false, reason: 'no embedder configured' };
  if (typeof embedder !== 'string') {
    return isEmbedder(embedder) ? { ok: true, value: embedder } : { ok: false, reason: 'embedder not registered: not an Embedder object' };
  }
  try {
    return { ok: true, value: await resolveEmbedder(embedder, config.embedderOptions) };
  } catch (err) {
    const kind = err instanceof VerityError && err.code === 'unknown-embedder' ? 'not registered' : 'not resolvable';
    const message = err instanceof VerityError ? err.message : errorText(err);
    return { ok: false, reason: redactSecrets(`embedder '${embedder}' ${kind}: ${message}`) };
  }
}

/**
 * Embeds claims then truth spans in ONE call under one model and checks the reply. Any failure of the embedder (a
 * provider error, a custom embedder's plain Error, a degenerate reply) makes verification unavailable, never a throw.
 */
async function embedAll(embedder: Embedder, texts: string[]): Promise<Step<Float32Array[]>> {
  let vectors: Float32Array[];
  try {
    vectors = await embedder.embed(texts);
  } catch (err) {
    const reason = err instanceof VerityError ? err.message : `embedder '${embedder.id}' failed: ${errorText(err)}`;
    return { ok: false, reason: redactSecrets(`embedding failed: ${reason}`) };
  }
  const problem = replyProblem(texts, vectors, embedder.dimensions);
  return problem ? { ok: false, reason: `embedding failed: embedder '${embedder.id}' returned ${problem}` } : { ok: true, value: vectors };
}

function errorText(err: unknown): string {
  return err instanceof Error ? `${err.name === 'Error' ? '' : `${err.name}: `}${err.message}` : String(err);
}

/** A claim that cannot be supported because the plan has no truth span (SPEC A6 step 3). */
function unsupportedByConstruction(claim: Claim): VerifiedClaim {
  return {
    text: claim.claimText, draftSpan: [claim.draftSpan[0], claim.draftSpan[1]], verdict: 'unsupported', score: 0, bestSpan: null,
    candidatesConsidered: 0, citedMarkers: [...claim.citedMarkers], numericGated: false, cos: 0, lex: 0, entityGated: false,
    unknownMarkers: [...claim.citedMarkers],
  };
}

function scoreAll(claims: readonly Claim[], plan: readonly EvidenceSpan[], vectors: Float32Array[], model: ScoreModel): VerifiedClaim[] {
  const prepared = preparePlan(plan, model);
  const empty = new Float32Array(0);
  let next = claims.length;
  // Vectors aligned with the whole plan; cache spans were not embedded and are never read.
  const spanVectors = plan.map((span) => (isTruthSpan(span) ? vectors[next++] : empty));
  return claims.map((claim, i) => {
    const s = scoreClaim({ text: claim.claimText, citedMarkers: claim.citedMarkers }, vectors[i], spanVectors, prepared, model);
    return {
      text: claim.claimText, draftSpan: [claim.draftSpan[0], claim.draftSpan[1]], verdict: s.verdict, score: s.score,
      bestSpan: s.bestSpanId === null ? null : { id: s.bestSpanId, index: s.bestSpanIndex },
      candidatesConsidered: s.candidatesConsidered, citedMarkers: [...claim.citedMarkers], numericGated: s.numericGated,
      cos: s.cos, lex: s.lex, entityGated: s.entityGated, unknownMarkers: s.unknownMarkers,
    };
  });
}

/** Runs the A6 flow up to the verdicts; the caller applies the policy and writes the trace. */
async function runFlow(
  draft: string, plan: readonly EvidenceSpan[], config: VerifyConfig, scoreModel: ScoreModel, result: VerificationResult,
): Promise<VerificationResult> {
  if (draft.trim() === '') return result;
  const decomposed = await decomposeDraft(config.decomposer ?? ruleDecomposer, draft);
  if (!decomposed.ok) return { ...result, verification: `unavailable: ${decomposed.reason}`, detail: decomposed.detail };
  const { claims, usage } = decomposed.value;
  result = { ...result, usage: { ...usage } };
  if (claims.length === 0) return result;
  const truthTexts = plan.filter(isTruthSpan).map((s) => s.text);
  if (truthTexts.length === 0) return { ...result, claims: claims.map(unsupportedByConstruction) };
  const resolved = await resolveConfigured(config);
  if (!resolved.ok) return { ...result, verification: `unavailable: ${resolved.reason}` };
  const embedder = resolved.value;
  const embedded = await embedAll(embedder, [...claims.map((c) => c.claimText), ...truthTexts]);
  // SPEC A9: `models.embed` stays empty when verification was unavailable.
  if (!embedded.ok) return { ...result, verification: `unavailable: ${embedded.reason}` };
  const models = { ...result.models, embed: embedder.id, embedFingerprint: embedder.fingerprint };
  return { ...result, models, claims: scoreAll(claims, plan, embedded.value, scoreModel) };
}

/** Verifies `draft` against the evidence `plan` (SPEC A6). Provider failures give `unavailable: <reason>`, never a throw. */
export async function verify(draft: string, plan: readonly EvidenceSpan[], config: VerifyConfig = {}): Promise<VerificationResult> {
  const scoreModel = config.scoreModel ?? getScoreModel(DEFAULT_SCORE_MODEL);
  const policy = config.policy ?? 'flag';
  const initial: VerificationResult = {
    verification: 'verified',
    claims: [],
    delivered: draft,
    policy,
    models: {
      decompose: (config.decomposer ?? ruleDecomposer).id, embed: '', embedFingerprint: '',
      scoreModel: scoreModel.id, scoreModelFingerprint: fingerprintScoreModel(scoreModel),
    },
    usage: { inputTokens: 0, outputTokens: 0 },
  };
  const flowed = await runFlow(draft, plan, config, scoreModel, initial);
  const verdicts = flowed.verification === 'verified' && policy === 'redact';
  const result = { ...flowed, delivered: verdicts ? redact(draft, flowed.claims) : draft };
  if (!config.trace) return result;
  const t = config.trace;
  const trace = buildTrace({
    draft, plan, result, request: t.request, prompt: t.prompt, queryId: t.queryId, generation: t.generation, ts: (t.now ?? Date.now)(),
  });
  appendTrace(t.file, trace);
  return { ...result, trace: { id: trace.query_id, file: t.file } };
}

/**
 * The generation trace (SPEC A9 `GenerationTrace`): snake_case fields, a sanitized request, the
 * pre-redaction draft. Secrets never reach a trace: `sanitizeRequest` drops them before anything is stored.
 */
import { createHash } from 'node:crypto';
import { redactSecrets } from '../secrets.ts';
import { canonicalJson } from '../scoreModels/registry.ts';
import type { ClaimVerdict, EvidenceSpan, SpanClass, Verdict } from '../types.ts';

/** Models and versions that produced a trace; `embed` is empty when verification was unavailable before embedding. */
export interface TraceModels {
  gen: string;
  decompose: string;
  embed: string;
  score_model: string;
  plan_model: string;
  prompt_model: string;
  /** Fingerprint of the score model's parameters (SPEC A10). */
  score_model_fingerprint: string;
  /** The embedder's fingerprint, empty when no embedder was used. */
  embed_fingerprint: string;
}

/** One evidence span as stored in a trace. */
export interface TraceSpan {
  id: string;
  class: SpanClass;
  text: string;
  masked: Array<[number, number]>;
}

/** The evidence plan as stored in a trace. */
export interface TracePlan {
  spans: TraceSpan[];
  truth_count: number;
}

/** A claim verdict as stored in a trace (SPEC A9 `ClaimVerdict`). */
export interface TraceClaim {
  text: string;
  draft_span: [number, number];
  verdict: Verdict;
  /** Max pair score over candidates, in [0, 1]. */
  score: number;
  best_span: { id: string; index: number } | null;
  candidates_considered: number;
  cited_markers: string[];
  numeric_gated: boolean;
}

/** A persisted generation trace (SPEC A9). `ts` is milliseconds since the Unix epoch. */
export interface GenerationTrace {
  kind: 'generation';
  query_id: string;
  request: unknown;
  plan_hash: string;
  prompt_hash: string;
  models: TraceModels;
  plan: TracePlan;
  /** The draft before any redaction. */
  draft: string;
  claims: TraceClaim[];
  /** `verified` or `unavailable: <reason>`. */
  verification: string;
  policy: 'flag' | 'redact';
  usage_input_tokens: number;
  usage_output_tokens: number;
  ts: number;
}

/** What buildTrace needs; a VerificationResult satisfies the result part. */
export interface TraceInput {
  draft: string;
  plan: readonly EvidenceSpan[];
  result: {
    verification: string;
    claims: readonly ClaimVerdict[];
    policy: 'flag' | 'redact';
    models: { decompose: string; embed: string; scoreModel: string; scoreModelFingerprint: string; embedFingerprint: string };
    usage: { inputTokens: number; outputTokens: number };
  };
  /** The request that produced the draft; sanitized before storing. */
  request?: unknown;
  /** The generation prompt, hashed into `prompt_hash` (empty hash field when absent). */
  prompt?: string;
  /** Models of the surrounding generation, when there was one. */
  generation?: { gen?: string; plan_model?: string; prompt_model?: string };
  queryId?: string;
  /** Milliseconds since the Unix epoch. */
  ts: number;
}

const SECRET_KEYS = ['auth', 'bearer', 'authorization', 'apikey', 'token', 'secret', 'password', 'passwd', 'cookie', 'credential', 'credentials', 'privatekey'];
const SECRET_VALUE = /^\s*(?:bearer|basic)\s+\S|^\s*(?:sk|rk|pk)-[A-Za-z0-9_-]{8,}/i;

/** Whether a field or header name denotes a secret (`Authorization`, `x-api-key`, `apiKey`, `access_token`, …). */
export function isSecretKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_KEYS.some((s) => k === s || k.endsWith(s));
}

/** A deep copy of `value` without secret-named fields, secret-shaped strings or `[name, secret]` header pairs. */
export function sanitizeRequest(value: unknown): unknown {
  // A secret inside a longer string (a URL query, a note) is cut out in place by the providers' shared redactor.
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? '[REDACTED]' : redactSecrets(value);
  if (Array.isArray(value)) {
    return value
      .filter((v) => !(Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && isSecretKey(v[0])))
      .map(sanitizeRequest);
  }
  if (value instanceof Map) return sanitizeRequest(Object.fromEntries(value));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (!isSecretKey(k) && v !== undefined && typeof v !== 'function') out[k] = sanitizeRequest(v);
    }
    return out;
  }
  return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
}

/** sha256 hex of the canonical JSON of `value`. */
export function hashCanonical(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** The plan as stored: every span with its class made explicit (default `truth`) and its masked ranges. */
export function tracePlan(plan: readonly EvidenceSpan[]): TracePlan {
  const spans = plan.map((s) => ({ id: s.id, class: s.class ?? 'truth', text: s.text, masked: (s.masked ?? []).map(([a, b]): [number, number] => [a, b]) }));
  return { spans, truth_count: spans.filter((s) => s.class === 'truth').length };
}

function traceClaim(c: ClaimVerdict): TraceClaim {
  return {
    text: c.text,
    draft_span: [c.draftSpan[0], c.draftSpan[1]],
    verdict: c.verdict,
    score: c.score,
    best_span: c.bestSpan ? { id: c.bestSpan.id, index: c.bestSpan.index } : null,
    candidates_considered: c.candidatesConsidered,
    cited_markers: [...c.citedMarkers],
    numeric_gated: c.numericGated,
  };
}

/** Builds the trace of one verification; the query id defaults to a content hash of plan, draft and ts. */
export function buildTrace(input: TraceInput): GenerationTrace {
  const plan = tracePlan(input.plan);
  const planHash = hashCanonical(plan.spans);
  const { result } = input;
  return {
    kind: 'generation',
    query_id: input.queryId ?? hashCanonical({ planHash, draft: input.draft, ts: input.ts }).slice(0, 20),
    request: sanitizeRequest(input.request ?? null) ?? null,
    plan_hash: planHash,
    prompt_hash: input.prompt === undefined ? '' : createHash('sha256').update(input.prompt).digest('hex'),
    models: {
      gen: input.generation?.gen ?? '',
      decompose: result.models.decompose,
      embed: result.models.embed,
      score_model: result.models.scoreModel,
      plan_model: input.generation?.plan_model ?? '',
      prompt_model: input.generation?.prompt_model ?? '',
      score_model_fingerprint: result.models.scoreModelFingerprint,
      embed_fingerprint: result.models.embedFingerprint,
    },
    plan,
    draft: input.draft,
    claims: result.claims.map(traceClaim),
    verification: redactSecrets(result.verification),
    policy: result.policy,
    usage_input_tokens: result.usage.inputTokens,
    usage_output_tokens: result.usage.outputTokens,
    ts: input.ts,
  };
}

/**
 * Generic readers of stored trace records: the current generation shape (filled in when an older writer omitted
 * fields) and the older query-trace shape.
 */
import type { GenerationTrace, TraceClaim, TraceModels, TracePlan } from './record.ts';

/** The older query-trace shape: `kind: "query"`, an id, and whatever else that writer stored. */
export interface QueryTrace {
  kind: 'query';
  query_id: string;
  ts?: number;
  [field: string]: unknown;
}

type Loose = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const obj = (v: unknown): Loose => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function models(raw: unknown): TraceModels {
  const m = obj(raw);
  return {
    gen: str(m.gen),
    decompose: str(m.decompose),
    embed: str(m.embed),
    score_model: str(m.score_model),
    plan_model: str(m.plan_model),
    prompt_model: str(m.prompt_model),
    score_model_fingerprint: str(m.score_model_fingerprint),
    embed_fingerprint: str(m.embed_fingerprint),
  };
}

function plan(raw: unknown): TracePlan {
  const spans = arr(obj(raw).spans).map((s) => {
    const span = obj(s);
    return {
      id: str(span.id),
      class: span.class === 'cache' ? ('cache' as const) : ('truth' as const),
      text: str(span.text),
      masked: arr(span.masked).map((r): [number, number] => [num(arr(r)[0]), num(arr(r)[1])]),
    };
  });
  return { spans, truth_count: spans.filter((s) => s.class === 'truth').length };
}

function claim(raw: unknown): TraceClaim {
  const c = obj(raw);
  const span = arr(c.draft_span);
  const best = c.best_span === null || c.best_span === undefined ? null : obj(c.best_span);
  return {
    text: str(c.text),
    draft_span: [num(span[0]), num(span[1])],
    verdict: (str(c.verdict) || 'unsupported') as TraceClaim['verdict'],
    score: num(c.score),
    best_span: best ? { id: str(best.id), index: num(best.index) } : null,
    candidates_considered: num(c.candidates_considered),
    cited_markers: arr(c.cited_markers).map(str),
    numeric_gated: c.numeric_gated === true,
  };
}

/** A generation record read generically: missing fields (older writers) get empty defaults; extra fields are kept. */
export function normaliseGenerationTrace(raw: Loose): GenerationTrace {
  return {
    ...raw,
    kind: 'generation',
    query_id: str(raw.query_id),
    request: raw.request ?? null,
    plan_hash: str(raw.plan_hash),
    prompt_hash: str(raw.prompt_hash),
    models: models(raw.models),
    plan: plan(raw.plan),
    draft: str(raw.draft),
    claims: arr(raw.claims).map(claim),
    verification: str(raw.verification),
    policy: raw.policy === 'redact' ? 'redact' : 'flag',
    usage_input_tokens: num(raw.usage_input_tokens),
    usage_output_tokens: num(raw.usage_output_tokens),
    ts: num(raw.ts),
  };
}

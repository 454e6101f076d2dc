/**
 * Shared data types of the verification engine (SPEC Part A). Pure declarations: no runtime code.
 */
import type { Fusion, Gate, LexicalMeasure } from './scoreModels/parts/types.ts';

export type {
  Fusion, Gate, GateExample, LexicalMeasure, NumericExtractor, ParamValue, ScorePart,
} from './scoreModels/parts/types.ts';

/** Evidence span class: only `truth` spans can support a claim; `cache` spans never count (SPEC A2, A5). */
export type SpanClass = 'truth' | 'cache';

/** One evidence span of a plan. `masked` holds half-open [start, end) ranges erased from `text` (GDPR masking). */
export interface EvidenceSpan {
  id: string;
  text: string;
  class?: SpanClass;
  masked?: Array<[number, number]>;
}

/** The four verdicts of SPEC A5. */
export type Verdict = 'supported' | 'partial' | 'unsupported' | 'evidence_redacted';

/** Output of decomposition (SPEC A7): offsets are JavaScript string indices, half-open. */
export interface Claim {
  claimText: string;
  draftSpan: [number, number];
  citedMarkers: string[];
}

/** Score of one claim against its candidates (SPEC A5). */
export interface ClaimScore {
  /** Max pair score over candidates, in [0, 1]. */
  score: number;
  verdict: Verdict;
  /** Id of the best truth span, or null when there were no candidates. */
  bestSpanId: string | null;
  /** Index of the best span in the plan's original order, or -1. */
  bestSpanIndex: number;
  /** Raw cosine of the best pair, in [-1, 1]. */
  cos: number;
  /** Lexical score of the best pair, in [0, 1]. */
  lex: number;
  /** Whether a numeric gate tripped on the best pair. */
  numericGated: boolean;
  /** Whether an entity gate tripped on the best pair. */
  entityGated: boolean;
  /** Ids of the gates that tripped on the best pair, in model order. */
  gatesTripped: string[];
  candidatesConsidered: number;
  /** Cited markers that resolved to no truth span. */
  unknownMarkers: string[];
}

/** A claim's verdict as stored in a trace (SPEC A9 `ClaimVerdict`). */
export interface ClaimVerdict {
  text: string;
  draftSpan: [number, number];
  verdict: Verdict;
  score: number;
  bestSpan: { id: string; index: number } | null;
  candidatesConsidered: number;
  citedMarkers: string[];
  numericGated: boolean;
}

/** Band thresholds: score ≥ supported → supported; ≥ partial → partial; else unsupported. */
export interface Bands {
  supported: number;
  partial: number;
}

/**
 * A score model (SPEC A10): the complete, versioned set of formula choices and thresholds, as parts (a lexical
 * measure, gates, a fusion; each with an id and parameters) plus bands and m. Everything except `id` and
 * `description` enters the fingerprint.
 */
export interface ScoreModel {
  id: string;
  description: string;
  /** The lexical signal of a pair, in [0, 1] (v1: SPEC A2 IDF multiset coverage). */
  lexical: LexicalMeasure;
  /** Gates, applied in order (v1: the SPEC A3 ∀ numeric gate capping the pair at 0.2). */
  gates: readonly Gate[];
  /** How cos and lex combine (v1: geometric, β 0.65). */
  fusion: Fusion;
  bands: Bands;
  /** Number of top-cosine candidates per claim. */
  candidatesM: number;
}

/** An embedder (SPEC A6, A12): returns unit vectors of `dimensions` floats. */
export interface Embedder {
  /** Registry id, e.g. `builtin`, `transformers:Xenova/all-MiniLM-L6-v2`, `openai:text-embedding-3-small`. */
  id: string;
  dimensions: number;
  /** Stable hash of everything that changes the vectors (model, version, parameters); never holds secrets. */
  fingerprint: string;
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** A chat message for LLM providers. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** An LLM chat provider (the LLM decomposer, SPEC A7, and the LLM paraphrase generator). */
export interface LlmProvider {
  /** e.g. `openai:gpt-4o-mini`. */
  id: string;
  complete(messages: ChatMessage[], options?: { json?: boolean; temperature?: number }): Promise<{
    text: string;
    usage: { inputTokens: number; outputTokens: number };
  }>;
}

/**
 * Decomposition of draft cases (SPEC A7), kept apart from embedding and scoring so every score model shares one
 * decomposition: each unique draft is decomposed once into claims, or recorded as failed (its case ends `error`).
 */
import { ruleDecomposer } from '../engine/decompose/ruleDecomposer.ts';
import type { Decomposer } from '../engine/decompose/types.ts';
import { redactSecrets } from '../engine/providers/errors.ts';
import type { ProviderLimits } from '../engine/providers/openaiOptions.ts';
import type { Claim } from '../engine/types.ts';
import { isDraftCase } from '../datasets/caseKind.ts';
import type { AnyCase } from '../datasets/types.ts';
import type { Aggregate } from './aggregate.ts';

/** Claims by draft text, plus the error of every draft that could not be decomposed. */
export interface DraftStore {
  /** Id of the decomposer that filled the store (recorded as the run's decomposer). */
  readonly decomposer: string;
  get(draft: string): readonly Claim[] | undefined;
  errorOf(draft: string): string | undefined;
  set(draft: string, claims: readonly Claim[]): void;
  fail(draft: string, message: string): void;
  /** Forgets a draft (claims and error), to bound memory between chunks. */
  delete(draft: string): void;
}

/** How draft cases are verified: their decompositions and the aggregation of claim scores. */
export interface ResponseOptions {
  drafts: DraftStore;
  aggregate: Aggregate;
}

/** An in-memory DraftStore. */
export function createDraftStore(decomposer: string): DraftStore {
  const claims = new Map<string, readonly Claim[]>();
  const errors = new Map<string, string>();
  return {
    decomposer,
    get: (draft) => claims.get(draft),
    errorOf: (draft) => errors.get(draft),
    set: (draft, list) => void claims.set(draft, list),
    fail: (draft, message) => void errors.set(draft, message),
    delete: (draft) => {
      claims.delete(draft);
      errors.delete(draft);
    },
  };
}

/** Options of decomposeCaseDrafts. */
export interface DecomposeDraftsOptions {
  /** Store to fill (drafts already in it are not decomposed again). */
  store?: DraftStore;
  /** Decompositions in flight (default 2; the rule decomposer is synchronous anyway). */
  concurrency?: number;
  /** After this many consecutive failed drafts the decomposer is treated as down (default 3). */
  maxConsecutiveFailures?: number;
}

/** Unique drafts of the cases, in first-seen order. */
export function caseDrafts(cases: readonly AnyCase[]): string[] {
  return [...new Set(cases.filter(isDraftCase).map((c) => c.draft))];
}

/**
 * Decomposes every unique draft of `cases` not yet in the store (default decomposer: the offline rule decomposer).
 * A failure (an LLM that returns malformed output 3 times, a provider outage) marks the draft failed, never throws;
 * after `maxConsecutiveFailures` failures in a row the rest are marked failed without calling.
 */
export async function decomposeCaseDrafts(
  cases: readonly AnyCase[],
  decomposer: Decomposer = ruleDecomposer,
  options: DecomposeDraftsOptions = {},
): Promise<DraftStore> {
  const store = options.store ?? createDraftStore(decomposer.id);
  const maxFailures = Math.max(1, options.maxConsecutiveFailures ?? 3);
  const todo = caseDrafts(cases).filter((d) => store.get(d) === undefined && store.errorOf(d) === undefined);
  let next = 0;
  let consecutiveFailures = 0;
  let lastError = '';
  const worker = async (): Promise<void> => {
    while (next < todo.length) {
      const draft = todo[next++];
      if (consecutiveFailures >= maxFailures) {
        store.fail(draft, `${lastError} (decomposer treated as unavailable)`);
        continue;
      }
      try {
        store.set(draft, await decomposer.decompose(draft));
        consecutiveFailures = 0;
      } catch (err) {
        consecutiveFailures++;
        lastError = redactSecrets(`decompose failed: ${err instanceof Error ? err.message : String(err)}`).slice(0, 500);
        store.fail(draft, lastError);
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 2, todo.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return store;
}

/** Texts to embed for a case: its claim, or the claims of its decomposed draft (none when not decomposed). */
export function caseClaimTexts(c: AnyCase, drafts: DraftStore | undefined): string[] {
  if (!isDraftCase(c)) return [c.claim];
  return (drafts?.get(c.draft) ?? []).map((claim) => claim.claimText);
}

/**
 * The decomposer of a run: the offline rule decomposer, or the LLM decomposer of `llm` (e.g. `openai:gpt-4o-mini`).
 * The LLM modules (and the `openai` package) load only when an LLM is named.
 */
export async function resolveDecomposer(llm: string | undefined, limits: ProviderLimits = {}): Promise<Decomposer> {
  if (llm === undefined) return ruleDecomposer;
  const { resolveLlm } = await import('../engine/llm/registry.ts');
  const { createLlmDecomposer } = await import('../engine/decompose/llmDecomposer.ts');
  return createLlmDecomposer(resolveLlm(llm, limits));
}

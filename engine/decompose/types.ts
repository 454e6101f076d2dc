/**
 * The decomposition contract (SPEC A7): a draft in, atomic claims with exact draft spans out.
 */
import type { Claim } from '../types.ts';
import { VerityError } from '../errors.ts';

/** Token usage of one decomposition, summed over attempts (0 for offline decomposers). */
export interface DecomposeUsage {
  inputTokens: number;
  outputTokens: number;
}

/** What a decomposer reports besides its claims. */
export interface DecomposeOutcome {
  claims: Claim[];
  usage: DecomposeUsage;
  /** Number of attempts made, 1 to 3. */
  attempts: number;
}

/** A decomposer: `id` is recorded as the trace's `models.decompose`. */
export interface Decomposer {
  id: string;
  decompose(draft: string): Promise<Claim[]>;
  /** Optional richer entry point used by the pipeline to record usage and attempts. */
  decomposeWithUsage?(draft: string): Promise<DecomposeOutcome>;
}

/** One attempt's output was not a valid claim list (SPEC A7); the attempt is retried. */
export class MalformedClaimsError extends VerityError {
  constructor(message: string) {
    super('decompose-malformed', `decompose: malformed output: ${message}`);
    this.name = 'MalformedClaimsError';
  }
}

/** Decomposition failed after every attempt, or the provider failed (SPEC A7); verification is unavailable. */
export class DecomposeError extends VerityError {
  constructor(
    message: string,
    /** Attempts made before giving up. */
    readonly attempts: number,
    /** One reason per failed attempt. */
    readonly reasons: readonly string[],
    /** The provider failure that ended decomposition (`code`, and `detail` = `<provider id>: <reason>`), if any. */
    readonly provider?: { code: string; detail: string },
  ) {
    super('decompose-failed', `decompose: ${message}`);
    this.name = 'DecomposeError';
  }
}

/**
 * Typed provider failures (network, HTTP, malformed replies). A ProviderError means "unavailable", never a quality result.
 */
import { VerityError } from '../errors.ts';

/** Stable codes of provider failures. */
export type ProviderErrorCode =
  | 'provider-unavailable'
  | 'provider-timeout'
  | 'provider-rate-limited'
  | 'provider-bad-response'
  | 'provider-bad-request'
  | 'provider-auth'
  | 'provider-not-found'
  | 'provider-model-missing'
  | 'provider-model-invalid';

/** What a ProviderError carries besides its code: all of it free of secrets. */
export interface ProviderErrorDetails {
  /** Whether the same request may succeed if sent again (429, 5xx, timeouts, dropped connections). */
  retryable: boolean;
  /** HTTP status of the failing reply, when there was one. */
  status?: number;
  /** Server-requested wait before retrying, in milliseconds, when the reply said so. */
  retryAfterMs?: number;
  /** Attempts made, including the first (1 when no retry happened). */
  attempts?: number;
}

/** A provider failure: `message` is `<provider id>: <reason>`; `reason` alone suits `unavailable: <reason>`. */
export class ProviderError extends VerityError {
  readonly retryable: boolean;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly attempts: number;

  constructor(
    code: ProviderErrorCode,
    readonly provider: string,
    readonly reason: string,
    details: ProviderErrorDetails,
  ) {
    super(code, `${provider}: ${reason}`);
    this.name = 'ProviderError';
    this.retryable = details.retryable;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.attempts = details.attempts ?? 1;
  }

  /** The same failure, annotated with how many attempts were made. */
  withAttempts(attempts: number): ProviderError {
    const reason = attempts > 1 ? `${this.reason} (after ${attempts} attempts)` : this.reason;
    return new ProviderError(this.code as ProviderErrorCode, this.provider, reason, {
      retryable: this.retryable,
      status: this.status,
      retryAfterMs: this.retryAfterMs,
      attempts,
    });
  }
}

/** The one secret redactor (engine/secrets.ts), re-exported where provider failures are built. */
export { redactSecrets } from '../secrets.ts';

/**
 * Integer command-line options read from their raw text: `abc`, `1.5`, `-5` or an empty value are errors naming the
 * option and what was given, never a silent NaN, a truncated number or a negative count.
 */
import { VerityError } from '../engine/errors.ts';
import { DEFAULT_CHAT_TIMEOUT_MS, DEFAULT_EMBED_TIMEOUT_MS } from '../engine/providers/openaiOptions.ts';
import { DEFAULT_RETRY_POLICY } from '../engine/providers/retry.ts';

/** The lower bound of an integer option: `0` non-negative, `1` positive, `null` any integer. */
export type IntegerMin = 0 | 1 | null;

const NEEDS: Record<string, string> = { '0': 'a non-negative integer', '1': 'a positive integer', null: 'an integer' };

/** Parses an integer option's raw value (string or number); throws VerityError `bad-option` naming `--name`. */
export function parseIntegerOption(owner: string, name: string, raw: unknown, min: IntegerMin): number {
  const text = Array.isArray(raw) ? null : String(raw).trim();
  const value = text !== null && /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || (min !== null && value < min)) {
    const given = Array.isArray(raw) ? `${raw.length} values` : text === '' ? 'nothing' : String(raw);
    throw new VerityError('bad-option', `${owner ? `${owner}: ` : ''}--${name} must be ${NEEDS[String(min)]}, got ${given}`);
  }
  return value;
}

/** Providers a command's `--timeout-ms` and `--retries` bound: how the help names them, and their default timeouts. */
export interface BoundedProviders {
  name: string;
  /** The adapters' default per-request timeout of each kind of provider bounded, in milliseconds. */
  timeoutsMs: Readonly<Record<string, number>>;
}

/** What a command's provider limits bound when it names no narrower provider: every network provider it builds. */
export const NETWORK_PROVIDERS: BoundedProviders = {
  name: 'network providers (openai:)',
  timeoutsMs: { embeddings: DEFAULT_EMBED_TIMEOUT_MS, chat: DEFAULT_CHAT_TIMEOUT_MS },
};

/** What generate's `--timeout-ms` and `--retries` bound: only the paraphrasing LLM (chat) makes network requests. */
export const LLM_PROVIDER: BoundedProviders = { name: 'the --llm provider', timeoutsMs: { chat: DEFAULT_CHAT_TIMEOUT_MS } };

/** The `--timeout-ms` default the help shows: one figure when every bounded kind has it, else each kind's (`chat 60000`). */
export function timeoutDefaultText(bounded: BoundedProviders): string {
  const kinds = Object.entries(bounded.timeoutsMs);
  const figures = new Set(kinds.map(([, ms]) => ms));
  return figures.size === 1 ? String([...figures][0]) : kinds.map(([kind, ms]) => `${kind} ${ms}`).join(', ');
}

/**
 * `--retries N`: retries of a failed network request; one text for every command that builds providers. `bounded`
 * names the providers whose requests it retries (default NETWORK_PROVIDERS; generate: LLM_PROVIDER).
 */
export function retriesOption(owner: string, bounded: BoundedProviders = NETWORK_PROVIDERS) {
  return integerOption(owner, 'retries', 0,
    `retries of a failed request to ${bounded.name} on 429, 5xx, timeouts and dropped connections; 0 = one attempt ` +
    `(default ${DEFAULT_RETRY_POLICY.maxRetries})`);
}

/**
 * `--timeout-ms N`: the per-request deadline in milliseconds; one text for every command that builds providers.
 * `bounded` names the providers it bounds (default NETWORK_PROVIDERS; generate: LLM_PROVIDER); the default shown is
 * the adapters' own constant, so the help cannot drift from what a run uses.
 */
export function timeoutMsOption(owner: string, bounded: BoundedProviders = NETWORK_PROVIDERS) {
  return integerOption(owner, 'timeout-ms', 1,
    `per-request timeout of ${bounded.name}, reply body included (default ${timeoutDefaultText(bounded)})`);
}

/** The yargs config of an integer option (see integerOption). */
export interface IntegerOptionConfig {
  type: 'number';
  string: true;
  describe: string;
  coerce: (raw: unknown) => number;
}

/**
 * A yargs option config for an integer ≥ `min`, shown as `[number]` in `--help`. yargs-parser keeps the raw text of an
 * option declared a string too (its string flag wins over the number flag), so parseIntegerOption sees `abc`, `0x10`
 * or an empty value as given, never a NaN or a number yargs guessed. `owner` prefixes the error (a command name; empty
 * for options several commands share). With a default, the parsed option is typed `number` (never undefined).
 */
export function integerOption(owner: string, name: string, min: IntegerMin, describe: string): IntegerOptionConfig;
export function integerOption(
  owner: string, name: string, min: IntegerMin, describe: string, defaultValue: number,
): IntegerOptionConfig & { default: string; defaultDescription: string };
export function integerOption(owner: string, name: string, min: IntegerMin, describe: string, defaultValue?: number) {
  return {
    type: 'number' as const,
    string: true as const,
    describe,
    ...(defaultValue === undefined ? {} : { default: String(defaultValue), defaultDescription: String(defaultValue) }),
    coerce: (raw: unknown) => parseIntegerOption(owner, name, raw, min),
  };
}

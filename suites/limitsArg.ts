/**
 * The provider limits a run was given, as replay-command arguments. Only numbers given on the command line are
 * written: a default is never spelled out (a replay follows a changed default as the original run would have), and no
 * connection setting (base URL, key, header) is a limit, so none can reach a replay through here.
 */
import type { ProviderLimits } from '../engine/providers/openaiOptions.ts';

/** ` --timeout-ms N` and ` --retries N`, each only when set (an empty string when neither is). */
export function limitsArg(limits: ProviderLimits): string {
  const timeout = limits.timeoutMs === undefined ? '' : ` --timeout-ms ${limits.timeoutMs}`;
  const retries = limits.maxRetries === undefined ? '' : ` --retries ${limits.maxRetries}`;
  return `${timeout}${retries}`;
}

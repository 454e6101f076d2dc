/**
 * The LLM decomposer (SPEC A7): the fixed prompt at temperature 0, up to 3 attempts, then a DecomposeError.
 */
import type { ChatMessage, Claim, LlmProvider } from '../types.ts';
import { parseClaims } from './parseClaims.ts';
import { buildDecomposeMessages } from './prompt.ts';
import { DecomposeError, MalformedClaimsError, type DecomposeOutcome, type Decomposer } from './types.ts';

/** Attempts per decomposition (the first plus two retries). */
export const DECOMPOSE_ATTEMPTS = 3;

/** A provider failure as thrown by engine/providers (ProviderError): a stable code and a retryable flag. */
interface ProviderFailure {
  code: string;
  message: string;
  retryable: boolean;
}

function asProviderFailure(err: unknown): ProviderFailure | null {
  if (!(err instanceof Error)) return null;
  const e = err as Error & { code?: unknown; retryable?: unknown };
  return typeof e.code === 'string' && typeof e.retryable === 'boolean'
    ? { code: e.code, message: e.message, retryable: e.retryable }
    : null;
}

/** The retry turn: shows the model its rejected output and why, so a retry at temperature 0 can differ. */
function retryMessages(base: ChatMessage[], rejected: string, reason: string): ChatMessage[] {
  return [
    ...base,
    { role: 'assistant', content: rejected },
    { role: 'user', content: `That output was rejected: ${reason}. Reply again with the JSON only.` },
  ];
}

/** Runs up to `attempts` completions; each malformed output or retryable provider error costs one attempt. */
async function decomposeWith(provider: LlmProvider, draft: string, attempts: number): Promise<DecomposeOutcome> {
  const base = buildDecomposeMessages(draft);
  const usage = { inputTokens: 0, outputTokens: 0 };
  const reasons: string[] = [];
  let messages = base;
  let lastProvider: ProviderFailure | null = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let text: string;
    try {
      const reply = await provider.complete(messages, { json: true, temperature: 0 });
      usage.inputTokens += reply.usage.inputTokens;
      usage.outputTokens += reply.usage.outputTokens;
      text = reply.text;
    } catch (err) {
      const failure = asProviderFailure(err);
      if (!failure) throw err;
      lastProvider = failure;
      reasons.push(`${failure.code}: ${failure.message}`);
      if (!failure.retryable) break;
      continue;
    }
    try {
      return { claims: parseClaims(text, draft), usage, attempts: attempt };
    } catch (err) {
      if (!(err instanceof MalformedClaimsError)) throw err;
      lastProvider = null;
      reasons.push(err.message);
      messages = retryMessages(base, text, err.message);
    }
  }
  const summary = lastProvider
    ? `provider failed after ${reasons.length} attempt(s): ${lastProvider.code}: ${lastProvider.message}`
    : `output malformed ${reasons.length} times; last: ${reasons[reasons.length - 1]}`;
  throw new DecomposeError(summary, reasons.length, reasons, lastProvider?.code);
}

/** A Decomposer over `provider`; its id is the provider's model id (recorded as `models.decompose`). */
export function createLlmDecomposer(provider: LlmProvider, options: { attempts?: number } = {}): Decomposer {
  const attempts = options.attempts ?? DECOMPOSE_ATTEMPTS;
  return {
    id: provider.id,
    decompose: async (draft: string): Promise<Claim[]> => (await decomposeWith(provider, draft, attempts)).claims,
    decomposeWithUsage: (draft: string) => decomposeWith(provider, draft, attempts),
  };
}

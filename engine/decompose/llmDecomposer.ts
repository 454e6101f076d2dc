/**
 * The LLM decomposer (SPEC A7): the fixed prompt at temperature 0, up to 3 attempts, then a DecomposeError.
 */
import { ProviderError } from '../providers/errors.ts';
import type { ChatMessage, Claim, LlmProvider } from '../types.ts';
import { parseClaims } from './parseClaims.ts';
import { buildDecomposeMessages } from './prompt.ts';
import { DecomposeError, MalformedClaimsError, type DecomposeOutcome, type Decomposer } from './types.ts';

/** Attempts per decomposition (the first plus two retries). */
export const DECOMPOSE_ATTEMPTS = 3;

/** The retry turn: shows the model its rejected output and why, so a retry at temperature 0 can differ. */
function retryMessages(base: ChatMessage[], rejected: string, reason: string): ChatMessage[] {
  return [
    ...base,
    { role: 'assistant', content: rejected },
    { role: 'user', content: `That output was rejected: ${reason}. Reply again with the JSON only.` },
  ];
}

/**
 * Runs up to `attempts` completions; each malformed output costs one attempt. A ProviderError ends decomposition at
 * once: providers own their retry and backoff policy (429, 5xx), and retrying here too would multiply timeouts.
 */
async function decomposeWith(provider: LlmProvider, draft: string, attempts: number): Promise<DecomposeOutcome> {
  const base = buildDecomposeMessages(draft);
  const usage = { inputTokens: 0, outputTokens: 0 };
  const reasons: string[] = [];
  let messages = base;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let text: string;
    try {
      const reply = await provider.complete(messages, { json: true, temperature: 0 });
      usage.inputTokens += reply.usage.inputTokens;
      usage.outputTokens += reply.usage.outputTokens;
      text = reply.text;
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      reasons.push(`${err.code}: ${err.message}`);
      throw new DecomposeError(`provider failed: ${err.message}`, attempt, reasons, { code: err.code, detail: err.message });
    }
    try {
      return { claims: parseClaims(text, draft), usage, attempts: attempt };
    } catch (err) {
      if (!(err instanceof MalformedClaimsError)) throw err;
      reasons.push(err.message);
      messages = retryMessages(base, text, err.message);
    }
  }
  throw new DecomposeError(`output malformed ${attempts} times; last: ${reasons[reasons.length - 1]}`, attempts, reasons);
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

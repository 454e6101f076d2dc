import { describe, expect, it, vi } from 'vitest';
import yargs from 'yargs';
import { COMMANDS } from './cli.ts';
import { LLM_PROVIDER, NETWORK_PROVIDERS, timeoutDefaultText } from './integerOption.ts';

// Defaults unlike any literal: the help must follow the providers' constants wherever they move.
vi.mock('../engine/providers/openaiOptions.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../engine/providers/openaiOptions.ts')>()),
  DEFAULT_EMBED_TIMEOUT_MS: 12_345,
  DEFAULT_CHAT_TIMEOUT_MS: 67_890,
}));

/** A command's `--timeout-ms` help line, read in-process (a parse callback keeps yargs from exiting). */
async function timeoutLine(name: string): Promise<string> {
  const command = await COMMANDS.find((c) => c.names[0] === name)!.load();
  let text = '';
  await yargs().scriptName('verity').command(command.command, command.describe, command.builder).wrap(null).exitProcess(false)
    .parseAsync([name, '--help'], {}, (_err, _argv, output) => void (text = output));
  return /--timeout-ms\s+(.*?)\s+\[number\]/.exec(text)![1];
}

describe('--timeout-ms help text', () => {
  it('shows the adapters\' default timeouts, each kind\'s when they differ', async () => {
    expect(await timeoutLine('generate')).toBe('per-request timeout of the --llm provider, reply body included (default 67890)');
    expect(await timeoutLine('run')).toBe(
      'per-request timeout of network providers (openai:), reply body included (default embeddings 12345, chat 67890)');
  });

  it('shows one figure when every kind bounded has the same default', () => {
    expect(timeoutDefaultText({ ...NETWORK_PROVIDERS, timeoutsMs: { embeddings: 500, chat: 500 } })).toBe('500');
    expect(timeoutDefaultText(LLM_PROVIDER)).toBe('67890');
  });
});

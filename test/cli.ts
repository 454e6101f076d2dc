/**
 * Test helpers for CLI tests: run `verity` in-process with captured output, and a loopback `openai:` embedding
 * endpoint answering with a deterministic bag-of-words embedding.
 */
import { main } from '../scripts/cli.ts';
import { createTestEmbedder } from '../suites/testEmbedder.ts';
import { embeddingsReply, startLoopbackServer, type LoopbackServer, type RecordedRequest } from './loopback/server.ts';
import { setEnv } from './env.ts';

/** Exit code and everything written to stdout/stderr by one in-process CLI call. */
export async function captureCli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const [stdoutWrite, stderrWrite] = [process.stdout.write.bind(process.stdout), process.stderr.write.bind(process.stderr)];
  process.stdout.write = ((chunk: string) => (out.push(String(chunk)), true)) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string) => (err.push(String(chunk)), true)) as typeof process.stderr.write;
  try {
    const code = await main(argv);
    return { code, stdout: out.join(''), stderr: err.join('') };
  } finally {
    process.stdout.write = stdoutWrite;
    process.stderr.write = stderrWrite;
  }
}

/** A loopback embeddings server wired into the environment for `--embedder openai:<any>`. */
export interface BowEmbeddingServer {
  server: LoopbackServer;
  /** Closes the server and restores VERITY_OPENAI_BASE_URL and OPENAI_API_KEY. */
  close(): Promise<void>;
}

/** Starts a server answering `replies` embedding calls with 32-d bag-of-words vectors; sets the env to reach it. */
export async function startBowEmbeddingServer(apiKey: string, replies: number): Promise<BowEmbeddingServer> {
  const bow = createTestEmbedder({ dims: 32 });
  const bowReply = async (request: RecordedRequest) => {
    const input = (request.body as { input: string | string[] }).input;
    const vectors = await bow.embed(Array.isArray(input) ? input : [input]);
    return embeddingsReply(vectors.map((v) => [...v]));
  };
  const server = await startLoopbackServer({ embeddings: Array.from({ length: replies }, () => bowReply) });
  const restoreEnv = setEnv({ VERITY_OPENAI_BASE_URL: server.url, OPENAI_API_KEY: apiKey });
  return {
    server,
    close: async () => {
      await server.close();
      restoreEnv();
    },
  };
}

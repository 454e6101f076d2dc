/**
 * The `verity` CLI run as a child process for benchmarks: its own `exit` hook reports peak RSS and CPU time on stderr
 * after a marker, so the figures are the child's, not the benchmark's.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sourceDirOf } from '../../engine/io/sourceDir.ts';

const ROOT = path.resolve(sourceDirOf(import.meta.url), '..', '..');

const CHILD = `
process.on('exit', () => {
  const u = process.resourceUsage();
  process.stderr.write('\\nBENCH ' + JSON.stringify({ maxRssKb: u.maxRSS, userMs: u.userCPUTime / 1000, systemMs: u.systemCPUTime / 1000 }) + '\\n');
});
process.argv = [process.argv[0], 'verity', ...JSON.parse(process.env.VERITY_BENCH_ARGS)];
await import(${JSON.stringify(path.join(ROOT, 'bin', 'verity.js'))});
`;

/** What one child run used, and what it printed on stdout. */
export interface ChildRun {
  wallMs: number;
  userMs: number;
  systemMs: number;
  maxRssMb: number;
  stdout: string;
}

/** Runs `verity ...args` from the repository root; rejects (naming `owner`) unless it exits 0 and reports its usage. */
export function runCliChild(owner: string, args: readonly string[]): Promise<ChildRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
    cwd: ROOT, env: { ...process.env, VERITY_BENCH_ARGS: JSON.stringify(args) }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      const usage = /BENCH (\{.*\})/.exec(stderr);
      if (usage === null || code !== 0) return reject(new Error(`${owner}: verity ${args.join(' ')} exited ${code}:\n${stderr.slice(-2000)}`));
      const u = JSON.parse(usage[1]) as { maxRssKb: number; userMs: number; systemMs: number };
      resolve({ wallMs, userMs: u.userMs, systemMs: u.systemMs, maxRssMb: u.maxRssKb / 1024, stdout });
    });
  });
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A bench script's `--name value` option from `argv`, or `fallback`. */
export function benchOption(argv: readonly string[], name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
}

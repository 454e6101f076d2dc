/**
 * Benchmark of `verity generate`: spawns the CLI N times (each a fresh process writing a fresh file) and prints each
 * run's wall time, CPU time and peak RSS (from the child's own process.resourceUsage()), the medians with their ranges,
 * and the sha256 of the cases file (the same for every run: generation is byte-identical for a seed).
 * Usage: `npx tsx scripts/bench/generate.ts [--suite ID] [--repeat N]` (default: the default suite's cases, 3 runs).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCliChild, type ChildRun, benchOption, median } from './cliChild.ts';

/** `median s (min–max s)` of seconds given in milliseconds. */
function spread(ms: number[]): string {
  return `${(median(ms) / 1000).toFixed(2)} s (${(Math.min(...ms) / 1000).toFixed(2)}–${(Math.max(...ms) / 1000).toFixed(2)} s)`;
}

async function main(argv: string[]): Promise<void> {
  const option = (name: string, fallback: string) => benchOption(argv, name, fallback);
  const repeat = Math.max(1, Number(option('repeat', '3')) || 1);
  const suite = option('suite', '');
  process.stdout.write(`verity generate bench: ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}, ` +
    `node ${process.version}, ${repeat} run(s)\n`);
  const runs: ChildRun[] = [];
  const digests = new Set<string>();
  for (let i = 0; i < repeat; i++) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-bench-generate-'));
    const out = path.join(tmp, 'cases.jsonl');
    const args = ['generate', ...(suite === '' ? [] : ['--suite', suite]), '--out', out];
    if (i === 0) process.stdout.write(`command: verity ${args.join(' ')}\n`);
    const run = await runCliChild('bench-generate', args);
    digests.add(createHash('sha256').update(fs.readFileSync(out)).digest('hex'));
    fs.rmSync(tmp, { recursive: true, force: true });
    runs.push(run);
    process.stdout.write(`run ${i + 1}: wall ${(run.wallMs / 1000).toFixed(2)} s · cpu ${((run.userMs + run.systemMs) / 1000).toFixed(2)} s · ` +
      `peak RSS ${run.maxRssMb.toFixed(0)} MB\n`);
  }
  process.stdout.write(`median wall ${spread(runs.map((r) => r.wallMs))}, cpu ${spread(runs.map((r) => r.userMs + r.systemMs))}; ` +
    `peak RSS max ${Math.max(...runs.map((r) => r.maxRssMb)).toFixed(0)} MB; cases sha256 ${[...digests].join(', ')}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

/**
 * Benchmark of `verity run` on the default suite: spawns the CLI twice with a fresh cache directory (cold, then warm)
 * and prints wall time, CPU time, peak RSS (from the child's own process.resourceUsage()), stage durations and the
 * embedding-cache hit rate; with `--repeat N`, N cold/warm pairs (each with its own fresh cache) and their medians.
 * Usage: `npx tsx scripts/bench/suite.ts [--suite ID] [--embedder ID] [--repeat N] [--keep]`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCliChild, benchOption, median } from './cliChild.ts';

interface RunFigures {
  wallMs: number;
  userMs: number;
  systemMs: number;
  maxRssMb: number;
  cases: number;
  durations: Record<string, number>;
  cacheHitRate: number | null;
}

async function runOnce(args: string[]): Promise<RunFigures> {
  const r = await runCliChild('bench', args);
  const results = JSON.parse(r.stdout) as { cases: unknown[]; meta: { durations_ms: Record<string, number>; cache: { hit_rate: number } | null } };
  return {
    wallMs: r.wallMs, userMs: r.userMs, systemMs: r.systemMs, maxRssMb: r.maxRssMb,
    cases: results.cases.length, durations: results.meta.durations_ms, cacheHitRate: results.meta.cache?.hit_rate ?? null,
  };
}

function line(label: string, r: RunFigures): string {
  const stages = Object.entries(r.durations).map(([k, v]) => `${k} ${(v / 1000).toFixed(2)}`).join(', ');
  const outside = (r.wallMs - (r.durations.total ?? 0)) / 1000;
  return `${label.padEnd(5)} wall ${(r.wallMs / 1000).toFixed(2)} s (process start-up, module loading, reports and exit ` +
    `${outside.toFixed(2)} s) · cpu ${((r.userMs + r.systemMs) / 1000).toFixed(2)} s · ` +
    `peak RSS ${r.maxRssMb.toFixed(0)} MB · ${r.cases} cases · cache hit rate ${r.cacheHitRate?.toFixed(3) ?? 'off'}\n` +
    `      stages (s): ${stages}`;
}

async function main(argv: string[]): Promise<void> {
  const option = (name: string, fallback: string) => benchOption(argv, name, fallback);
  const repeat = Math.max(1, Number(option('repeat', '1')) || 1);
  process.stdout.write(`verity suite bench: ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}, ` +
    `node ${process.version}, ${repeat} cold/warm pair(s)\n`);
  const pairs: Array<[RunFigures, RunFigures]> = [];
  for (let i = 0; i < repeat; i++) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-bench-'));
    const args = ['run', '--suite', option('suite', 'adversarial'), '--embedder', option('embedder', 'builtin'), '--json',
      '--out', path.join(tmp, 'out'), '--cache-dir', path.join(tmp, 'cache')];
    if (i === 0) process.stdout.write(`command: verity ${args.join(' ')}\n`);
    const cold = await runOnce(args);
    process.stdout.write(`${line('cold', cold)}\n`);
    const warm = await runOnce(args);
    process.stdout.write(`${line('warm', warm)}\n`);
    pairs.push([cold, warm]);
    if (argv.includes('--keep')) process.stdout.write(`kept ${tmp}\n`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
  const coldWall = median(pairs.map(([c]) => c.wallMs));
  const warmWall = median(pairs.map(([, w]) => w.wallMs));
  const coldCpu = median(pairs.map(([c]) => c.userMs + c.systemMs));
  const warmCpu = median(pairs.map(([, w]) => w.userMs + w.systemMs));
  const coldRun = median(pairs.map(([c]) => c.durations.total ?? 0));
  const warmRun = median(pairs.map(([, w]) => w.durations.total ?? 0));
  const rss = Math.max(...pairs.flat().map((r) => r.maxRssMb));
  process.stdout.write(`median cold ${(coldWall / 1000).toFixed(2)} s wall, warm ${(warmWall / 1000).toFixed(2)} s wall: ` +
    `${(coldWall / warmWall).toFixed(2)}× wall, ${(coldCpu / warmCpu).toFixed(2)}× cpu, ` +
    `${(coldRun / warmRun).toFixed(2)}× in-run (meta.durations_ms.total ${(coldRun / 1000).toFixed(2)} → ${(warmRun / 1000).toFixed(2)} s); ` +
    `peak RSS max ${rss.toFixed(0)} MB\n`);
}

await main(process.argv.slice(2));

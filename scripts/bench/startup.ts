/**
 * Start-up benchmark, hyperfine-style: runs `node bin/verity.js --help` and a warm default `verity run` as whole
 * processes, a few warm-up runs then N timed runs each, and prints min / median / max wall time and the median CPU
 * time (user + system, from the shell's rusage of the child), with the load average before and after.
 * Says whether bin/verity.js runs dist/ (npm run build) or the sources. Usage:
 * `npx tsx scripts/bench/startup.ts [--runs N] [--warmup N]`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { distState } from '../../bin/freshness.js';
import { sourceDirOf } from '../../engine/io/sourceDir.ts';
import { median } from './cliChild.ts';

const ROOT = path.resolve(sourceDirOf(import.meta.url), '..', '..');

interface Timed {
  wallMs: number;
  cpuMs: number;
}

/** One run of `node bin/verity.js ARGS` (output discarded); CPU time from /proc via the child's rusage. */
function runOnce(args: readonly string[]): Timed {
  const started = performance.now();
  const child = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'verity.js'), ...args], { cwd: ROOT, stdio: 'ignore' });
  const wallMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`startup bench: verity ${args.join(' ')} exited ${child.status}`);
  return { wallMs, cpuMs: childCpuMs() };
}

let lastChildrenCpu = 0;
/** CPU time (ms) of children waited for since the previous call (/proc/self/stat fields cutime + cstime). */
function childCpuMs(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]);
  const total = (ticks * 1000) / 100;
  const delta = total - lastChildrenCpu;
  lastChildrenCpu = total;
  return delta;
}

function stats(values: number[]): { min: number; median: number; max: number } {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

function bench(label: string, args: readonly string[], warmup: number, runs: number): void {
  for (let i = 0; i < warmup; i++) runOnce(args);
  childCpuMs();
  const timed = Array.from({ length: runs }, () => runOnce(args));
  const wall = stats(timed.map((t) => t.wallMs));
  const cpu = stats(timed.map((t) => t.cpuMs));
  const s = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
  process.stdout.write(`${label}: wall median ${s(wall.median)} (min ${s(wall.min)}, max ${s(wall.max)}), ` +
    `CPU median ${s(cpu.median)} over ${runs} runs after ${warmup} warm-up runs\n`);
}

function option(argv: readonly string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(argv[i + 1]) : NaN;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

const argv = process.argv.slice(2);
const runs = Math.max(1, option(argv, 'runs', 20));
const warmup = option(argv, 'warmup', 3);
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-startup-'));
try {
  process.stdout.write(`verity start-up bench: ${os.cpus().length} cores, load average ${load()}, node ${process.version}; ` +
    `bin/verity.js runs ${distState(ROOT).fresh ? 'dist/ (compiled)' : 'the sources through tsx (dist/ absent or stale)'}\n`);
  bench('node bin/verity.js --help', ['--help'], warmup, runs);
  bench(`node bin/verity.js run --out ${out} (warm)`, ['run', '--out', path.join(out, 'out')], warmup, runs);
  process.stdout.write(`load average after: ${load()}\n`);
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}

/**
 * Scale benchmark of `verity run`: a cases file of N cases (generated from the corpus, every claim class, content
 * repeating under new ids) run as a whole process, for N = 2k, 20k, 100k, 1M; prints cases/s, CPU seconds and peak
 * RSS (from the child's own process.resourceUsage()), with the load average. The embedding cache is filled first by
 * an untimed run, so the figures are warm runs. A benchmark, never a test.
 * Usage: `npx tsx scripts/bench/scale.ts [--sizes 2000,20000,100000,1000000] [--repeat N] [--per-class N] [--keep]`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusView, loadCorpus } from '../../datasets/corpus.ts';
import { formatCasesJsonl } from '../../datasets/cases.ts';
import type { AnyCase } from '../../datasets/types.ts';
import { openAtomicWriter } from '../../engine/io/atomicFile.ts';
import { generateCases } from '../../generators/generate.ts';
import { GENERATORS } from '../../generators/registry.ts';
import { benchOption, median, runCliChild } from './cliChild.ts';

interface Figures {
  cases: number;
  wallS: number;
  cpuS: number;
  rssMb: number;
}

async function runChild(args: readonly string[]): Promise<{ wallS: number; cpuS: number; rssMb: number }> {
  const r = await runCliChild('scale bench', args);
  return { wallS: r.wallMs / 1000, cpuS: (r.userMs + r.systemMs) / 1000, rssMb: r.maxRssMb };
}

/** Writes `n` cases cycling through `base`, the k-th repetition of a case under the id `<id>~<k>`. */
function writeScaleCases(file: string, base: readonly AnyCase[], n: number): void {
  const writer = openAtomicWriter(file);
  try {
    for (let i = 0; i < n; i += base.length) {
      const k = i / base.length;
      const round = base.slice(0, Math.min(base.length, n - i)).map((c) => ({ ...c, id: k === 0 ? c.id : `${c.id}~${k}` }));
      writer.write(formatCasesJsonl(round));
    }
    writer.commit();
  } catch (error) {
    writer.abort();
    throw error;
  }
}

function stats(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = median(sorted);
  const digits = mid >= 100 ? 0 : mid >= 10 ? 1 : 2;
  return sorted.length === 1 ? mid.toFixed(digits) : `${mid.toFixed(digits)} (${sorted[0].toFixed(digits)}–${sorted[sorted.length - 1].toFixed(digits)})`;
}

async function main(argv: string[]): Promise<void> {
  const sizes = benchOption(argv, 'sizes', '2000,20000,100000,1000000').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const repeat = Math.max(1, Number(benchOption(argv, 'repeat', '1')) || 1);
  const perClass = Math.max(1, Number(benchOption(argv, 'per-class', '200')) || 200);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-scale-'));
  const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
  try {
    const classes = GENERATORS.map((g) => g.id);
    const base = generateCases({ corpus: corpusView(loadCorpus()), classes, perClass, seed: 1 });
    process.stdout.write(`verity scale bench: ${os.cpus().length} cores, load average ${load()}, node ${process.version}; ` +
      `${base.length} distinct cases (${classes.length} classes, up to ${perClass} each, seed 1) repeated under new ids\n`);
    const cache = path.join(tmp, 'cache');
    const warm = path.join(tmp, 'warm.jsonl');
    writeScaleCases(warm, base, base.length);
    await runChild(['run', '--cases', warm, '--out', path.join(tmp, 'out'), '--cache-dir', cache]);
    for (const n of sizes) {
      const file = path.join(tmp, `scale-${n}.jsonl`);
      writeScaleCases(file, base, n);
      const runs: Figures[] = [];
      for (let r = 0; r < repeat; r++) {
        const f = await runChild(['run', '--cases', file, '--out', path.join(tmp, 'out'), '--cache-dir', cache]);
        runs.push({ cases: n, ...f });
      }
      process.stdout.write(`${n.toLocaleString('en-US').padStart(9)} cases: ${stats(runs.map((f) => f.cpuS))} CPU s, ` +
        `${stats(runs.map((f) => f.wallS))} wall s, ${stats(runs.map((f) => n / f.cpuS))} cases per CPU second, ` +
        `${stats(runs.map((f) => n / f.wallS))} cases/s wall, peak RSS ${stats(runs.map((f) => f.rssMb))} MB ` +
        `(${repeat} run${repeat > 1 ? 's, median (min–max)' : ''}; file ${(fs.statSync(file).size / 1e6).toFixed(0)} MB; load ${load()})\n`);
      fs.rmSync(file, { force: true });
    }
  } finally {
    if (argv.includes('--keep')) process.stdout.write(`kept ${tmp}\n`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main(process.argv.slice(2));

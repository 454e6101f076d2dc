/**
 * Vitest reporter: after a run, one summary line of the tests that skipped because the real-data folder
 * (`../shared/real-data` beside the repository) or one of its dataset folders was absent, instead of silent skips.
 * A test that needs real data declares which folder in its options: `it.skipIf(!present)(name, { meta: { realData:
 * 'dialfact' } }, fn)`; `realData: '*'` means the folder as a whole.
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { defaultRealDataDir } from '../datasets/adapters/registry.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** The real-data dataset folder this test reads (`*`: the whole real-data folder). */
    realData?: string;
  }
}

/** A skipped test that needed real data: its file (relative to the repository) and the dataset folder. */
export interface RealDataSkip {
  file: string;
  dataset: string;
}

/** The one summary line for `skips` (null when nothing skipped): how many tests, which datasets, which files. */
export function summariseRealDataSkips(skips: readonly RealDataSkip[], dataDir: string): string | null {
  if (skips.length === 0) return null;
  const datasets = [...new Set(skips.map((s) => (s.dataset === '*' ? 'the whole folder' : s.dataset)))].sort();
  const files = [...new Set(skips.map((s) => s.file))].sort();
  const tests = skips.length === 1 ? '1 test' : `${skips.length} tests`;
  return `real-data: ${tests} skipped, ${dataDir} absent or incomplete; datasets: ${datasets.join(', ')}; files: ${files.join(', ')}`;
}

/** The part of a vitest test module the summary reads. */
export interface ModuleView {
  moduleId: string;
  children: { allTests(state: 'skipped'): Iterable<{ meta(): { realData?: string } }> };
}

/** The skipped tests of `modules` that declare `meta.realData`, with their files relative to `root`. */
export function realDataSkipsOf(modules: ReadonlyArray<ModuleView>, root: string): RealDataSkip[] {
  const skips: RealDataSkip[] = [];
  for (const module of modules) {
    for (const test of module.children.allTests('skipped')) {
      const dataset = test.meta().realData;
      if (dataset !== undefined) skips.push({ file: path.relative(root, module.moduleId).split(path.sep).join('/'), dataset });
    }
  }
  return skips;
}

/** Prints the summary line at the end of a run, after the default reporter's. */
export default class RealDataSkipReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const line = summariseRealDataSkips(realDataSkipsOf(modules, this.root), defaultRealDataDir());
    if (line !== null) process.stdout.write(`${line}\n`);
  }
}

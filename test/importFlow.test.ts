import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeTextAtomic } from '../engine/io/atomicFile.ts';
import { flowRuleBroken, flowViolations, importEdges, importSpecifiers, type ImportEdge } from './importFlow.ts';
import { makeTempDir } from './tempDir.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Back-imports the repository held before the utilities and the report writing moved: each must be refused. */
const PAST_BACK_IMPORTS: ImportEdge[] = [
  { from: 'engine/providers/retry.ts', to: 'generators/rng.ts' },
  { from: 'engine/embedders/builtin/randomVector.ts', to: 'generators/rng.ts' },
  { from: 'engine/embedders/cacheTestEmbedder.ts', to: 'generators/rng.ts' },
  { from: 'engine/tokens/realDataEquivalence.ts', to: 'datasets/realDataText.ts' },
  { from: 'datasets/corpus.ts', to: 'generators/types.ts' },
  { from: 'suites/runSession.ts', to: 'reports/registry.ts' },
  { from: 'suites/research/compareSession.ts', to: 'reports/compare.ts' },
  { from: 'suites/attack/attackSession.ts', to: 'reports/attack.ts' },
];

/** Imports along the flow: each must pass. */
const ALLOWED: ImportEdge[] = [
  { from: 'engine/verify.ts', to: 'engine/match.ts' },
  { from: 'datasets/corpus.ts', to: 'engine/tokens.ts' },
  { from: 'generators/types.ts', to: 'datasets/types.ts' },
  { from: 'suites/baseline.ts', to: 'generators/types.ts' },
  { from: 'reports/html.ts', to: 'suites/types.ts' },
  { from: 'reports/html.ts', to: 'datasets/types.ts' },
  { from: 'scripts/commands/run.ts', to: 'reports/registry.ts' },
  { from: 'scripts/bench/pairs.ts', to: 'engine/rng.ts' },
  { from: 'test/loopback/server.ts', to: 'suites/runner.ts' },
  { from: 'engine/trace/store.test.ts', to: 'test/tempDir.ts' },
  { from: 'engine/verify.test.ts', to: 'generators/registry.ts' },
  { from: 'vitest.config.ts', to: 'test/tempDirGuard.ts' },
];

describe('import direction', () => {
  it('refuses every back-import the repository used to hold', () => {
    expect(flowViolations(PAST_BACK_IMPORTS).map((v) => v.from)).toEqual(PAST_BACK_IMPORTS.map((e) => e.from));
    expect(flowRuleBroken(PAST_BACK_IMPORTS[0])).toBe('engine/ imports nothing outside engine/');
    expect(flowRuleBroken(PAST_BACK_IMPORTS[5])).toBe('suites/ comes before reports/ in the flow (datasets → generators → suites → reports)');
  });

  it('lets imports along the flow, the CLI, test support and tests through', () => {
    expect(flowViolations(ALLOWED)).toEqual([]);
  });

  it('refuses production code importing test support and folders outside the flow', () => {
    expect(flowRuleBroken({ from: 'suites/runner.ts', to: 'test/tempDir.ts' })).toMatch(/never imports test support/);
    expect(flowRuleBroken({ from: 'engine/verify.ts', to: 'test/tempDir.ts' })).toMatch(/never imports test support/);
    expect(flowRuleBroken({ from: 'scripts/commands/run.ts', to: 'test/cli.ts' })).toMatch(/never imports test support/);
    expect(flowRuleBroken({ from: 'datasets/corpus.ts', to: 'scripts/cli.ts' })).toMatch(/imports only engine/);
    expect(flowRuleBroken({ from: 'plugins/x.ts', to: 'engine/types.ts' })).toMatch(/not a folder of the flow/);
  });

  it('reads static, type-only, export-from and dynamic imports, and only relative ones', () => {
    const source = [
      "import fs from 'node:fs';",
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "import './e.ts';",
      "const f = await import('./f.ts');",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts', './e.ts', './f.ts']);
  });

  it('resolves edges from the repository root and flags a planted back-import', () => {
    const root = makeTempDir('import-flow');
    writeTextAtomic(path.join(root, 'engine', 'retry.ts'), "import { pick } from '../generators/pick.ts';\n");
    writeTextAtomic(path.join(root, 'generators', 'pick.ts'), "export { x } from '../engine/retry.ts';\n");
    writeTextAtomic(path.join(root, 'node_modules', 'p', 'i.ts'), "import '../../reports/x.ts';\n");
    expect(importEdges(root)).toEqual([
      { from: 'engine/retry.ts', to: 'generators/pick.ts' },
      { from: 'generators/pick.ts', to: 'engine/retry.ts' },
    ]);
    expect(flowViolations(importEdges(root))).toEqual([
      { from: 'engine/retry.ts', to: 'generators/pick.ts', rule: 'engine/ imports nothing outside engine/' },
    ]);
  });

  it('holds in this repository', () => {
    const found = flowViolations(importEdges(ROOT)).map((v) => `${v.from} -> ${v.to}: ${v.rule}`);
    expect(found).toEqual([]);
  });
});

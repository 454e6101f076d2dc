import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fileNameProblems } from './fileNames.ts';

describe('file names', () => {
  it('every .ts file of the repository follows the rule', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.mts'], { cwd: `${import.meta.dirname}/..`, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(fileNameProblems(files)).toEqual([]);
  });

  it('rejects kebab-case outside the id-named folders and names in neither case', () => {
    expect(fileNameProblems(['suites/large-run.ts'])).toEqual(['suites/large-run.ts: kebab-case names only a registered thing in its folder; use camelCase']);
    expect(fileNameProblems(['generators/Number_swap.ts'])).toEqual(['generators/Number_swap.ts: expected camelCase']);
    expect(fileNameProblems(['engine/tokens.real-data.test.ts'])).toEqual(['engine/tokens.real-data.test.ts: expected camelCase']);
    expect(fileNameProblems(['generators/number-swap.ts', 'generators/checkRejects.ts', 'suites/hard.suite.ts', 'suites/runSession.test.ts', 'engine/tokens.conformance.test.ts', 'vitest.config.ts'])).toEqual([]);
  });
});

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceDirOf } from './sourceDir.ts';

const url = (file: string) => pathToFileURL(file).href;

describe('sourceDirOf', () => {
  it('is the module\'s own folder for a source module', () => {
    expect(sourceDirOf(url('/repo/suites/baseline.ts'))).toBe(path.normalize('/repo/suites'));
    expect(sourceDirOf(import.meta.url)).toBe(path.dirname(new URL(import.meta.url).pathname));
  });

  it('maps a module compiled into <root>/dist back to the source folder, also for a repo under a dist folder', () => {
    expect(sourceDirOf(url('/repo/dist/suites/baseline.js'))).toBe(path.normalize('/repo/suites'));
    expect(sourceDirOf(url('/repo/dist/datasets/adapters/registry.js'))).toBe(path.normalize('/repo/datasets/adapters'));
    expect(sourceDirOf(url('/home/dist/repo/dist/reports/templates.js'))).toBe(path.normalize('/home/dist/repo/reports'));
    expect(sourceDirOf(url('/home/dist/repo/reports/templates.ts'))).toBe(path.normalize('/home/dist/repo/reports'));
  });
});

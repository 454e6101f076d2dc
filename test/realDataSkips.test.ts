import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { realDataSkipsOf, summariseRealDataSkips, type ModuleView } from './realDataSkips.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function moduleOf(file: string, metas: Array<{ realData?: string }>): ModuleView {
  return {
    moduleId: path.join(root, file),
    children: { allTests: (state) => (state === 'skipped' ? metas.map((m) => ({ meta: () => m })) : []) },
  };
}

describe('real-data skip summary', () => {
  it('is one line naming the count, the folder, the datasets and the files', () => {
    const line = summariseRealDataSkips(
      [
        { file: 'datasets/adapters/adapters.test.ts', dataset: 'qags' },
        { file: 'datasets/adapters/adapters.test.ts', dataset: 'begin' },
        { file: 'engine/tokens.realdata.test.ts', dataset: '*' },
        { file: 'datasets/adapters/adapters.test.ts', dataset: 'qags' },
      ],
      '/x/shared/real-data',
    );
    expect(line).toBe(
      'real-data: 4 tests skipped, /x/shared/real-data absent or incomplete; datasets: begin, qags, the whole folder; ' +
        'files: datasets/adapters/adapters.test.ts, engine/tokens.realdata.test.ts',
    );
    expect(line).not.toContain('\n');
  });

  it('prints nothing when no real-data test skipped', () => {
    expect(summariseRealDataSkips([], '/x')).toBeNull();
  });

  it('counts only skipped tests that declare the real-data folder they need', () => {
    const modules = [
      moduleOf('a/one.test.ts', [{ realData: 'dialfact' }, {}]),
      moduleOf('b/two.test.ts', [{ realData: '*' }]),
      moduleOf('c/three.test.ts', []),
    ];
    expect(realDataSkipsOf(modules, root)).toEqual([
      { file: 'a/one.test.ts', dataset: 'dialfact' },
      { file: 'b/two.test.ts', dataset: '*' },
    ]);
  });

  it('every test file that skips on the real-data folder declares what it needs, so no skip is silent', () => {
    const files = listTests(root).filter((f) => f !== 'test/realDataSkips.test.ts');
    expect(files.length).toBeGreaterThan(100);
    const skipOnRealData = files.filter((f) => /real-data|defaultRealDataDir/.test(read(f)) && /\.skipIf\(/.test(read(f)));
    expect(skipOnRealData.length).toBeGreaterThanOrEqual(3);
    expect(skipOnRealData.filter((f) => !/meta: \{ realData: /.test(read(f)) && !/realData: '\*'/.test(read(f)))).toEqual([]);
  });

  it('the reporter is configured after the default one', () => {
    expect(read('vitest.config.ts')).toMatch(/reporters: \['default', '\.\/test\/realDataSkips\.ts'\]/);
  });
});

function read(file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

function listTests(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const p = rel === '' ? e.name : `${rel}/${e.name}`;
    if (e.isDirectory() && !['node_modules', 'dist', 'verity-out'].includes(e.name) && !e.name.startsWith('.')) out.push(...listTests(dir, p));
    else if (e.isFile() && e.name.endsWith('.test.ts')) out.push(p);
  }
  return out.sort();
}

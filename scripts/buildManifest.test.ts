import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distState } from '../bin/freshness.js';
import { makeTempDir } from '../test/tempDir.ts';
import { BUILD_INPUTS, writeBuildManifest } from './buildManifest.ts';

/** A tree with two sources, their compiled files and the build configs. */
function builtTree(): string {
  const root = makeTempDir('build');
  const files: Record<string, string> = {
    'engine/a.ts': 'export const a = 1;\n',
    'scripts/b.ts': 'export const b = 2;\n',
    'dist/engine/a.js': 'export const a = 1;\n',
    'dist/scripts/b.js': 'export const b = 2;\n',
    ...Object.fromEntries(BUILD_INPUTS.map((f) => [f, '{}\n'])),
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('build manifest and dist freshness', () => {
  it('lists each compiled file\'s source and the build configs', () => {
    const root = builtTree();
    const manifest = writeBuildManifest(root);
    expect(Object.keys(manifest.files)).toEqual(['engine/a.ts', 'scripts/b.ts', 'tsconfig.build.json', 'tsconfig.json']);
    expect(distState(root)).toEqual({ fresh: true, reason: 'dist/ is a build of the current sources' });
  });

  it('is stale when a source changes, even to the same size, or when a build config changes', () => {
    const root = builtTree();
    writeBuildManifest(root);
    const file = path.join(root, 'engine/a.ts');
    fs.writeFileSync(file, 'export const a = 7;\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(distState(root)).toEqual({ fresh: false, reason: 'engine/a.ts changed since the build' });
    writeBuildManifest(root);
    fs.appendFileSync(path.join(root, 'tsconfig.json'), ' ');
    expect(distState(root)).toEqual({ fresh: false, reason: 'tsconfig.json changed since the build' });
  });

  it('is stale when a compiled source was removed, when dist/ is not built or its manifest is damaged', () => {
    const root = builtTree();
    writeBuildManifest(root);
    fs.rmSync(path.join(root, 'scripts/b.ts'));
    expect(distState(root)).toEqual({ fresh: false, reason: 'scripts/b.ts was removed since the build' });
    fs.writeFileSync(path.join(root, 'dist/build-manifest.json'), '{"format": 2}');
    expect(distState(root).fresh).toBe(false);
    fs.writeFileSync(path.join(root, 'dist/build-manifest.json'), '{"format": 1, "fil');
    expect(distState(root)).toEqual({ fresh: false, reason: 'dist/ is not built' });
    fs.rmSync(path.join(root, 'dist'), { recursive: true });
    expect(distState(root)).toEqual({ fresh: false, reason: 'dist/ is not built' });
  });
});

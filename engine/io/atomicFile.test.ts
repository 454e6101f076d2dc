import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copyFileAtomic, openAtomicWriter, writeFileAtomic, writeTextAtomic } from './atomicFile.ts';
import { makeTempDir } from '../../test/tempDir.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Calls that write a file in place (or behind the helper's back). */
const RAW_WRITE = /\b(?:writeFileSync|writeFile|createWriteStream|appendFileSync|appendFile|copyFileSync|copyFile|truncateSync|renameSync)\b|\bopenSync\([^)]*['"`][wa]/;
/** The helper itself, and the append-only framed logs (trace store, embedding cache): the only raw writers. */
const ALLOWED = new Set(['engine/io/atomicFile.ts', 'engine/io/framedLog.ts']);
// dist/ holds the compiled copies of these same sources (npm run build).
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'verity-out', '.verity-cache', 'dist']);

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : codeFiles(full);
    return /\.(?:ts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('atomic writes', () => {
  it('no code outside the helper and the append-only logs writes a file in place', () => {
    const offenders = codeFiles(REPO).flatMap((file) => {
      const rel = path.relative(REPO, file).split(path.sep).join('/');
      if (ALLOWED.has(rel)) return [];
      return fs.readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (RAW_WRITE.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(offenders).toEqual([]);
  });

  it('the scan sees a raw write (the pattern is not vacuous)', () => {
    for (const line of ["fs.writeFileSync(file, text);", "createWriteStream(out)", "openSync(file, 'w')", "await writeFile(p, x)"]) {
      expect(RAW_WRITE.test(line)).toBe(true);
    }
    expect(RAW_WRITE.test("openSync(file, 'r')")).toBe(false);
  });

  it('replaces a file whole and leaves no temp file', () => {
    const dir = makeTempDir('atomic');
    const file = path.join(dir, 'sub', 'out.txt');
    writeTextAtomic(file, 'first');
    writeFileAtomic(file, [Buffer.from('sec'), Buffer.from('ond')]);
    expect(fs.readFileSync(file, 'utf8')).toBe('second');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['out.txt']);
  });

  it('keeps the old file and removes the temp file when a write fails midway (file size limit)', () => {
    const dir = makeTempDir('atomic');
    const file = path.join(dir, 'baseline.json');
    fs.writeFileSync(file, 'old content');
    const helper = path.join(REPO, 'engine', 'io', 'atomicFile.ts');
    const script = `import { writeTextAtomic } from ${JSON.stringify(helper)}; writeTextAtomic(${JSON.stringify(file)}, 'x'.repeat(50000));`;
    // ulimit -f 8: writes beyond 8 KiB fail with EFBIG (Node ignores SIGXFSZ), like a full disk or quota.
    const child = spawnSync('bash', ['-c', `ulimit -f 8; exec "${process.execPath}" --import tsx --input-type=module -e "$0"`, script], {
      cwd: REPO, encoding: 'utf8',
    });
    expect(child.status).not.toBe(0);
    expect(child.stderr).toMatch(/EFBIG/);
    expect(fs.readFileSync(file, 'utf8')).toBe('old content');
    expect(fs.readdirSync(dir)).toEqual(['baseline.json']);
  });

  it('a piecewise writer shows nothing at the target until commit, and abort keeps the old file', () => {
    const dir = makeTempDir('atomic');
    const file = path.join(dir, 'rows.jsonl');
    fs.writeFileSync(file, 'old rows');
    const aborted = openAtomicWriter(file);
    aborted.write('new ');
    aborted.abort();
    expect(fs.readFileSync(file, 'utf8')).toBe('old rows');
    expect(fs.readdirSync(dir)).toEqual(['rows.jsonl']);
    const writer = openAtomicWriter(file);
    const line = `${'é'.repeat(300_000)}\n`;
    for (let i = 0; i < 5; i++) writer.write(line);
    expect(fs.readFileSync(file, 'utf8')).toBe('old rows');
    writer.commit();
    expect(fs.readFileSync(file, 'utf8')).toBe(line.repeat(5));
    expect(() => writer.write('late')).toThrow(/already closed/);
    copyFileAtomic(file, path.join(dir, 'copy.jsonl'));
    expect(fs.readFileSync(path.join(dir, 'copy.jsonl'), 'utf8')).toBe(line.repeat(5));
    expect(fs.readdirSync(dir).sort()).toEqual(['copy.jsonl', 'rows.jsonl']);
  });
});

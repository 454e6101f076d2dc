import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { controlCharProblems } from './sourceText.ts';

describe('source text', () => {
  it('no .ts, .mts, .md, .json, .jsonl or .csv file of the repository holds a control character', () => {
    const root = path.join(import.meta.dirname, '..');
    const files = execFileSync('git', ['ls-files', '*.ts', '*.mts', '*.md', '*.json', '*.jsonl', '*.csv'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => controlCharProblems(f, readFileSync(path.join(root, f), 'utf8')))).toEqual([]);
  });

  it('names the place of a backspace or escape, and lets tabs, newlines and carriage returns pass', () => {
    expect(controlCharProblems('a.ts', 'const A = /first\u0008/;\nok\u001b')).toEqual(['a.ts:1:17: U+0008', 'a.ts:2:3: U+001B']);
    expect(controlCharProblems('b.ts', 'a\tb\r\nc\n')).toEqual([]);
  });
});

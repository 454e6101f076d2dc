import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captureCli } from '../test/cli.ts';
import { terminalSafe } from './terminal.ts';
import { makeTempDir } from '../test/tempDir.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What must never reach a terminal raw: C0 controls but tab and newline, DEL, C1 controls, bidi overrides and marks. */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('terminalSafe', () => {
  it('shows ESC, C1 and bidi controls as visible escapes, keeping newlines, tabs and ordinary text', () => {
    expect(terminalSafe('red \x1b[31mALERT\x1b[0m\tdone\n')).toBe('red \\u001b[31mALERT\\u001b[0m\tdone\n');
    expect(terminalSafe('abc\u202egnp.exe and \u2066x\u2069 \u0085')).toBe('abc\\u202egnp.exe and \\u2066x\\u2069 \\u0085');
    expect(terminalSafe('naïve 東京 ✓ — fine')).toBe('naïve 東京 ✓ — fine');
  });

  it('leaves no unsafe character, is idempotent, and keeps JSON parseable to the same value', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 40 }), fc.string({ maxLength: 20 }), (a, b) => {
      const text = `${a}\u202e${b}\x1b`;
      const safe = terminalSafe(text);
      const value = { claim: text, list: [a, b] };
      return !UNSAFE.test(safe) && terminalSafe(safe) === safe && JSON.stringify(JSON.parse(terminalSafe(JSON.stringify(value)))) === JSON.stringify(value);
    }), { seed: 11, numRuns: 300 });
  });
});

describe('the CLI never writes raw terminal controls from case data', () => {
  it('escapes them in error messages on stderr', async () => {
    const dir = makeTempDir('terminal');
    const file = path.join(dir, 'cases.jsonl');
    fs.writeFileSync(file, `${JSON.stringify({ id: 'a', class: 'x', claim: 'c', evidence: [], expected: 'supported\u202e\x1b[2J' })}\n`);
    const result = await captureCli(['run', '--cases', file, '--out', path.join(dir, 'out')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/field "expected" must be one of/);
    expect(result.stderr).not.toMatch(UNSAFE);
  });

  it('escapes them on stdout (verify prints the claims of a hostile draft)', async () => {
    const dir = makeTempDir('terminal');
    const draft = path.join(dir, 'draft.txt');
    fs.writeFileSync(draft, 'Revenue \x1b[31mrose\x1b[0m 5% in 2020 \u202eto 40 million euros. The \x1b]0;pwned\x07 plant closed.');
    const evidence = path.join(dir, 'evidence.jsonl');
    fs.writeFileSync(evidence, `${JSON.stringify({ id: 'e1', text: 'Revenue rose 5% in 2020 to 40 million euros.' })}\n`);
    const child = spawn(process.execPath, ['bin/verity.js', 'verify', '--draft', draft, '--evidence', evidence, '--traces', path.join(dir, 't.msgpack'),
      '--policy', 'redact'], { cwd: REPO });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(stdout).toContain('\\u001b[31mrose');
    expect(stdout).toContain('\\u202e');
    expect(stdout).not.toMatch(UNSAFE);
  });
});

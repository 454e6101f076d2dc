import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/tempDir.ts';
import { parseEvidence, readEvidenceFile } from './evidenceFile.ts';

describe('evidence file', () => {
  it('reads a JSON array and JSONL alike; class defaults to truth', () => {
    const expected = [
      { id: 'e1', text: 'Revenue rose.', class: 'truth' },
      { id: 'c1', text: 'Summary.', class: 'cache', masked: [[0, 3]] },
    ];
    const rows = ['{"id": "e1", "text": "Revenue rose."}', '{"id": "c1", "text": "Summary.", "class": "cache", "masked": [[0, 3]]}'];
    expect(parseEvidence(`[\n${rows.join(',\n')}\n]`, 'ev.json')).toEqual(expected);
    expect(parseEvidence(`${rows.join('\n\n')}\n`, 'ev.jsonl')).toEqual(expected);
  });

  it.each([
    ['a JSON-array element by its line', '[\n {"id": "a", "text": "x [1, 2]"},\n {"id": "b",\n  "text": ""}\n]', /^verify: ev:3: field "text" must be a non-empty string$/],
    ['a JSONL syntax error', '{"id": "a", "text": "t"}\n{"id": "b", text}', /^verify: ev:2: row is not valid JSON/],
    ['a duplicate id', '{"id": "a", "text": "t"}\n{"id": "a", "text": "u"}', /^verify: ev:2: field "id" duplicate evidence id "a"$/],
    ['an unknown field with a suggestion', '{"id": "a", "text": "t", "clas": "truth"}', /field "clas" is not a known field \(did you mean 'class'\?\)/],
    ['a bad class', '{"id": "a", "text": "t", "class": "truthy"}', /field "class" must be one of truth, cache/],
    ['a masked range beyond the text', '{"id": "a", "text": "t", "masked": [[0, 5]]}', /field "masked\[0\]" must be \[start, end\]/],
    ['a broken JSON array', '[{"id": "a"', /^verify: ev:1: not a valid JSON array/],
  ])('names file, line and field for %s', (_name, text, message) => {
    expect(() => parseEvidence(text, 'ev')).toThrow(message);
  });

  it('opens the file once: nothing at the path (or a path under a file) is missing-file, a folder is bad-evidence', () => {
    const dir = makeTempDir('evidence-file');
    expect(() => readEvidenceFile(path.join(dir, 'none.jsonl'))).toThrow(expect.objectContaining({ code: 'missing-file', message: `verify: no evidence file at ${path.join(dir, 'none.jsonl')}` }));
    const plain = path.join(dir, 'plain.jsonl');
    fs.writeFileSync(plain, '{"id": "a", "text": "t"}\n');
    expect(() => readEvidenceFile(path.join(plain, 'inner.jsonl'))).toThrow(expect.objectContaining({ code: 'missing-file' }));
    expect(() => readEvidenceFile(dir)).toThrow(expect.objectContaining({ code: 'bad-evidence' }));
    expect(readEvidenceFile(plain)).toEqual([{ id: 'a', text: 't', class: 'truth' }]);
  });
});

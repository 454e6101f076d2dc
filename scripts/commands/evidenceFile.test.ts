import { describe, expect, it } from 'vitest';
import { parseEvidence } from './evidenceFile.ts';

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
});

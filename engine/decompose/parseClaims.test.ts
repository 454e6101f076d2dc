import { describe, expect, it } from 'vitest';
import { parseClaims } from './parseClaims.ts';
import { MalformedClaimsError } from './types.ts';

const draft = 'Revenue rose 5% [S1]. Costs fell.';
const claims = [
  { claimText: 'Revenue rose 5%', draftSpan: [0, 20], citedMarkers: ['S1'] },
  { claimText: 'Costs fell.', draftSpan: [22, 33] },
];
const expected = [
  { claimText: 'Revenue rose 5%', draftSpan: [0, 20], citedMarkers: ['S1'] },
  { claimText: 'Costs fell.', draftSpan: [22, 33], citedMarkers: [] },
];
const json = JSON.stringify(claims);

describe('parseClaims', () => {
  it.each([
    ['a bare array', json],
    ['an object with claims', JSON.stringify({ claims })],
    ['a ```json fence', '```json\n' + json + '\n```'],
    ['a plain ``` fence', '```\n' + json + '\n```'],
    ['surrounding whitespace', `\n  ${json}  \n`],
  ])('accepts %s', (_name, output) => {
    expect(parseClaims(output, draft)).toEqual(expected);
  });

  it('accepts a single claim object and normalises "[S2]" markers to "S2"', () => {
    expect(parseClaims('{"claimText":"Costs fell.","draftSpan":[22,33],"citedMarkers":["[S2]"]}', draft)).toEqual([
      { claimText: 'Costs fell.', draftSpan: [22, 33], citedMarkers: ['S2'] },
    ]);
    expect(parseClaims('{"claims": []}', draft)).toEqual([]);
  });

  it.each([
    ['prose before the JSON', `Here are the claims: ${json}`],
    ['prose after a fence', '```json\n' + json + '\n```\nHope this helps'],
    ['an unterminated fence', '```json\n' + json],
    ['two fences', '```json\n' + json + '\n```\n```json\n' + json + '\n```'],
    ['invalid JSON', '[{"claimText": "x", }]'],
    ['a JSON string', '"claims"'],
    ['null', 'null'],
    ['an object without claims', '{"result": []}'],
    ['an end beyond the draft', JSON.stringify([{ claimText: 'x', draftSpan: [22, 34] }])],
    ['a negative start', JSON.stringify([{ claimText: 'x', draftSpan: [-1, 4] }])],
    ['an empty span', JSON.stringify([{ claimText: 'x', draftSpan: [5, 5] }])],
    ['a reversed span', JSON.stringify([{ claimText: 'x', draftSpan: [6, 5] }])],
    ['a fractional offset', JSON.stringify([{ claimText: 'x', draftSpan: [0, 2.5] }])],
    ['a three-element span', JSON.stringify([{ claimText: 'x', draftSpan: [0, 2, 3] }])],
    ['an empty claimText', JSON.stringify([{ claimText: ' ', draftSpan: [0, 2] }])],
    ['a bad marker', JSON.stringify([{ claimText: 'x', draftSpan: [0, 2], citedMarkers: ['source one'] }])],
    ['one bad claim among good ones', JSON.stringify([...claims, { claimText: 'x', draftSpan: [30, 99] }])],
  ])('rejects %s as malformed', (_name, output) => {
    expect(() => parseClaims(output, draft)).toThrow(MalformedClaimsError);
    try {
      parseClaims(output, draft);
    } catch (err) {
      expect((err as MalformedClaimsError).code).toBe('decompose-malformed');
      expect((err as Error).message).toMatch(/^decompose: malformed output: /);
    }
  });
});

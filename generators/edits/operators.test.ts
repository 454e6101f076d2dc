import { describe, expect, it } from 'vitest';
import { numerics } from '../../engine/numerics.ts';
import { tokenize } from '../../engine/tokens.ts';
import type { Passage } from '../../datasets/types.ts';
import { KIT_PASSAGES } from '../rejects/kit.ts';
import { FIXTURE_PASSAGES } from '../fixtures.ts';
import { createRng } from '../../engine/rng.ts';
import { containsPhrase } from '../text/phrases.ts';
import { paddingProblems, padWithWords } from './padding.ts';
import { EDIT_OPERATORS, getEditOperator } from './registry.ts';
import { editContext } from './types.ts';

const sorted = (text: string) => numerics(tokenize(text)).sort();

/** Shapes neither the fixtures nor the kit hold: a trailing subordinate clause, a relative clause, a contraction, a participle. */
const SHAPES: Passage = {
  id: 'op-001', topic: 'op-dairy', domain: 'op',
  spans: [
    { id: 'op-001-s1', text: 'Greenmeadow was fined after milk polluted the river.' },
    { id: 'op-001-s2', text: 'A crowd attended the ceremony, which marked the 100th anniversary.' },
    { id: 'op-001-s3', text: "Greenmeadow didn't pay the fine of £40,000." },
    { id: 'op-001-s4', text: 'Egypt was the largest buyer, taking 6.8 million tonnes.' },
  ],
  entities: [{ text: 'Greenmeadow', kind: 'org' }, { text: 'Egypt', kind: 'place' }],
};

/** Every (operator, passage, span) candidate list of the fixture, kit and shape passages under one seed. */
function allCandidates(seed: number) {
  return EDIT_OPERATORS.flatMap((op) => [...FIXTURE_PASSAGES, ...KIT_PASSAGES, SHAPES].flatMap((passage) => passage.spans.map((span) => ({
    op, passage, span, candidates: op.apply(span.text, editContext(passage), createRng(seed).fork(`${op.id}|${span.id}`)),
  }))));
}

describe('edit operators', () => {
  it('have kebab-case ids, one line of description, and a known kind; unknown ids get near names', () => {
    for (const op of EDIT_OPERATORS) {
      expect(op.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(op.description.length).toBeGreaterThan(10);
      expect(['meaning', 'padding']).toContain(op.kind);
    }
    expect(new Set(EDIT_OPERATORS.map((op) => op.id)).size).toBe(EDIT_OPERATORS.length);
    expect(() => getEditOperator('thesarus')).toThrow(/Did you mean 'thesaurus'/);
  });

  it('give the same candidates for the same seed, and every operator applies somewhere in the fixture, kit and shape passages', () => {
    const a = allCandidates(7);
    expect(JSON.stringify(allCandidates(7))).toBe(JSON.stringify(a));
    for (const op of EDIT_OPERATORS) {
      expect(a.filter((x) => x.op === op).some((x) => x.candidates.some((c) => c.text !== x.span.text)), op.id).toBe(true);
    }
  });

  it('meaning edits keep every numeric (SPEC A3, as a multiset) and every name of the sentence', () => {
    for (const { op, passage, span, candidates } of allCandidates(3)) {
      if (op.kind !== 'meaning') continue;
      for (const c of candidates) {
        expect(sorted(c.text), `${op.id}: ${c.text}`).toEqual(sorted(span.text));
        for (const e of passage.entities) if (containsPhrase(span.text, e.text)) expect(containsPhrase(c.text, e.text), `${op.id}: ${c.text}`).toBe(true);
      }
    }
  });

  it('word substitutions and formats leave protected ranges alone', () => {
    const passage = FIXTURE_PASSAGES[0];
    const text = 'Harlow Bank bought Calder Savings for £215 million in 2024 and cut 27 branches.';
    const at = text.indexOf('bought');
    const ctx = editContext(passage, passage.spans, [[at, at + 'bought'.length]]);
    for (const id of ['thesaurus', 'synonym', 'format']) {
      for (const c of getEditOperator(id).apply(text, ctx, createRng(1))) expect(c.text.slice(0, at + 6), id).toBe(text.slice(0, at + 6));
    }
    expect(getEditOperator('synonym').apply(text, editContext(passage), createRng(1)).some((c) => c.text.includes('purchased'))).toBe(true);
  });

  it('moves no adjunct away when the sentence would then open on a figure, and still moves it otherwise', () => {
    const adjunct = (text: string) => getEditOperator('adjunct').apply(text, editContext(FIXTURE_PASSAGES[0]), createRng(1)).map((c) => c.text);
    expect(adjunct('In the first month, 3.4 million users signed up.')).toEqual([]);
    expect(adjunct('In the first month, the bank signed up 3.4 million users.')).toEqual(['The bank signed up 3.4 million users in the first month.']);
  });

  it('an attribution keeps an acronym in its speaker (CEO, never cEO)', () => {
    const text = 'CEO Dana Reeve said the board would pay a dividend of 14.5 pence per share.';
    const forms = getEditOperator('attribution').apply(text, editContext(FIXTURE_PASSAGES[0]), createRng(1)).map((c) => c.text);
    expect(forms).toContain('The board would pay a dividend of 14.5 pence per share, according to CEO Dana Reeve.');
    for (const form of forms) expect(form).not.toMatch(/\bcEO\b/);
  });

  it('padding adds only plan words and glue, and keeps the claim whole', () => {
    const passage = FIXTURE_PASSAGES[0];
    const claim = 'Owen Marsh said the board would pay a dividend of 14.5 pence per share.';
    const ctx = editContext(passage);
    for (const id of ['pad-plan-words', 'restate', 'attribute']) {
      const candidates = getEditOperator(id).apply(claim, { ...ctx, entities: [...ctx.entities, { text: 'Owen Marsh', kind: 'person' }] }, createRng(1));
      if (id !== 'attribute') expect(candidates.length, id).toBeGreaterThan(0);
      for (const c of candidates) expect(paddingProblems(claim, c.text, ctx), c.text).toEqual([]);
    }
    expect(padWithWords('Prices rose.', ['Harlow', 'Calder', 'branches'])).toBe('Prices rose, amid Harlow, Calder and branches.');
  });

  it('padding problems reject foreign words and a claim cut inside its padding', () => {
    const ctx = editContext(FIXTURE_PASSAGES[0]);
    const claim = 'Owen Marsh said the board would pay a dividend of 14.5 pence per share.';
    expect(paddingProblems(claim, padWithWords(claim, ['Harlow', 'volcano', 'branches']), ctx).join()).toMatch(/never uses: volcano/);
    expect(paddingProblems(claim, 'Owen Marsh said the board would pay a dividend, amid Harlow, Calder and branches.', ctx).join()).toMatch(/no longer whole/);
  });
});

import { figureSlots } from './text/quantitySwaps.ts';
import { describe, expect, it } from 'vitest';
import { readQuantities, sameQuantity } from '../engine/quantities.ts';
import { rejectCorpus } from './checkRejects.ts';
import { KIT_PASSAGES } from './rejects/kit.ts';
import { FIXTURE_PASSAGES } from './fixtures.ts';
import { checkNumberSwap, numberSwap, plainSwaps } from './number-swap.ts';
import { readingEdits, readingProblems, readingText, trimReading } from './recast.ts';
import { createRng } from '../engine/rng.ts';
import { planQuantities } from './text/quantityRoles.ts';
import type { GeneratedClaim } from './types.ts';
import { passageOf } from '../test/passages.ts';

const corpus = rejectCorpus();
const ferry = KIT_PASSAGES.find((p) => p.id === 'kit-002')!;
/** The full repertoire before recasting (recast claims: the last describe). */
const full = (passage = ferry) => plainSwaps(passage, createRng(4).fork(passage.id));
const source = (c: GeneratedClaim) => ferry.spans.find((s) => s.id === c.sourceSpan)!.text;
const byEdit = (claims: GeneratedClaim[], edit: string) => claims.filter((c) => c.edits?.includes(edit));

describe('number-swap, full repertoire', () => {
  const claims = full();

  it('swaps number words, ordinals, multipliers, figures and range ends, each a single-figure change that passes the check', () => {
    for (const edit of ['number-word', 'ordinal', 'figure-reuse', 'range-end']) {
      expect(byEdit(claims, edit).length, edit).toBeGreaterThan(0);
    }
    for (const c of claims) expect(checkNumberSwap(c, ferry), c.claim).toEqual([]);
    expect(byEdit(claims, 'number-word').map((c) => c.claim)).toContainEqual(expect.stringMatching(/^(?:Six|Eight) of the nine members/));
    const ordinals = byEdit(claims, 'ordinal').map((c) => c.claim);
    expect(ordinals).toContain('A third ferry carried 50 passengers on its first day.');
    // The plan states a second ferry, so the first ferry never becomes the second.
    expect(ordinals.filter((c) => c.startsWith('The second ferry'))).toEqual([]);
  });

  it('swaps a rank, never an adverb `first` nor the earliest of several (`was first climbed`, `the first rooms`)', () => {
    const ordinalsOf = (text: string) => figureSlots(text, [], [{ id: 'o-s1', text }], 'o-s1', createRng(3))
      .flatMap((s) => s.swaps).filter((w) => w.edit === 'ordinal').map((w) => w.text);
    expect(ordinalsOf('The mountain was first climbed in 1961.')).toEqual([]);
    expect(ordinalsOf('The first rooms will open in 2028.')).toEqual([]);
    expect(ordinalsOf('The team finished second in the league.').sort()).toEqual(['The team finished first in the league.', 'The team finished third in the league.']);
    expect(ordinalsOf('The first ferry sailed in 2025.')).toEqual(['The second ferry sailed in 2025.']);
  });

  it('never touches a figure under a hedge or bound (`About a third`, `more than three times`)', () => {
    expect(claims.filter((c) => c.sourceSpan === 'kit-002-s3')).toEqual([]);
  });

  it('moves a figure into another role: the new value is the plan\'s, never for the same quantity', () => {
    const reuses = byEdit(claims, 'figure-reuse');
    for (const c of reuses) {
      const before = readQuantities(source(c));
      const after = readQuantities(c.claim);
      const i = after.findIndex((q, k) => q.text !== before[k].text);
      const plan = planQuantities(c.evidence).map((p) => p.quantity);
      expect(plan.some((p) => p.figure.value === after[i].figure.value), c.claim).toBe(true);
      expect(plan.some((p) => sameQuantity(p, after[i])), c.claim).toBe(false);
    }
    // 420 passengers over 38 kilometres in 1 hour and 50 minutes: the 50 minutes may become 38 minutes, say.
    expect(reuses.some((c) => c.sourceSpan === 'kit-002-s2')).toBe(true);
  });

  it('narrows a date range and keeps it running forward', () => {
    const ranges = byEdit(claims, 'range-end');
    for (const c of ranges) {
      const [start, end] = readQuantities(c.claim).filter((q) => q.link !== undefined);
      expect(start.magnitude, c.claim).toBeLessThan(end.magnitude);
    }
    expect(ranges.length).toBeGreaterThan(0);
    for (const c of ranges) expect(c.claim).toMatch(/from (?:1[3-5] to 16|12 to 1[3-5]) March/);
  });

  it('keeps the classic swaps in the full repertoire, with edit ids, and in both a range end moved only the way that falsifies', () => {
    const classicClaims = numberSwap.generate(ferry, corpus, createRng(4).fork(ferry.id), { repertoire: 'classic' });
    expect(classicClaims.every((c) => c.edits === undefined)).toBe(true);
    const classic = classicClaims.map((c) => c.claim);
    const fullClassic = claims.filter((c) => c.edits?.[0] === 'digits' || c.edits?.[0] === 'date-component').map((c) => c.claim);
    // Neither widens the closure (`from 12 to 19 March` stays true of what happened from 12 to 16 March).
    expect([...classic, ...fullClassic].filter((c) => /from 12 to (?:1[7-9]) March/.test(c))).toEqual([]);
    const widened: GeneratedClaim = { claim: ferry.spans.find((s) => s.id === 'kit-002-s1')!.text.replace('from 12 to 16 March', 'from 12 to 19 March'), evidence: ferry.spans, sourceSpan: 'kit-002-s1', transform: 'test' };
    for (const edits of [undefined, [], ['date-component']]) {
      expect(checkNumberSwap({ ...widened, edits }, ferry), String(edits)).toContainEqual(expect.stringContaining('widens a time window'));
    }
    expect(checkNumberSwap(widened, ferry, { classicOnly: true })).toContainEqual(expect.stringContaining('widens a time window'));
  });

  it('changes a rank inside a compound (`18th-century` → `17th-century`) but not `first-class`', () => {
    const passage = { ...ferry, spans: [{ id: 'o-s1', text: 'The violin was made by an 18th-century luthier and sold in first-class condition.' }] };
    const ordinals = byEdit(plainSwaps(passage, createRng(1)), 'ordinal').map((c) => c.claim);
    expect(ordinals.length).toBeGreaterThan(0);
    for (const c of ordinals) expect(c).toMatch(/made by an? \d+(?:st|nd|rd|th)-century luthier and sold in first-class condition/);
  });

  it('writes fractions and multipliers people write (`half of` → `a third of`, `twice` → `three times`)', () => {
    const passage = {
      ...FIXTURE_PASSAGES[0],
      spans: [{ id: 'fr-s1', text: 'Harlow Bank moved half of its staff to Leeds in 2024.' }, { id: 'fr-s2', text: 'Its profit doubled, and staff were paid twice.' }],
    };
    const claims = plainSwaps(passage, createRng(1));
    expect(byEdit(claims, 'fraction').map((c) => c.claim)).toContainEqual(expect.stringMatching(/^Harlow Bank moved (?:a third|a quarter|two-thirds|three quarters) of its staff/));
    expect(byEdit(claims, 'multiplier').map((c) => c.claim).sort()).toEqual([
      'Its profit doubled, and staff were paid three times.', 'Its profit tripled, and staff were paid twice.',
    ]);
  });
});

describe('the number-swap check', () => {
  const claim = (text: string, sourceSpan: string): GeneratedClaim => ({ claim: text, evidence: ferry.spans, sourceSpan, transform: 'test' });

  it('accepts a figure moved into another role and a number word swapped', () => {
    expect(checkNumberSwap(claim('The first ferry of Tessel Ferries carried 420 passengers over 38 kilometres in 1 hour and 38 minutes.', 'kit-002-s2'), ferry)).toEqual([]);
    expect(checkNumberSwap(claim('Seven of the ten members of the Harbour Board voted to close the ferry terminal from 12 to 16 March.', 'kit-002-s1'), ferry)).toEqual([]);
  });

  it('rejects a swap to a value the plan states for the same quantity, and a form-only change', () => {
    expect(checkNumberSwap(claim('The first ferry of Tessel Ferries carried 420 passengers over 38 kilometres in 3 hours and 50 minutes.', 'kit-002-s2'), ferry).join())
      .toMatch(/plan states 3 hours for the same quantity/);
    expect(checkNumberSwap(claim('Seven of the 9 members of the Harbour Board voted to close the ferry terminal from 12 to 16 March.', 'kit-002-s1'), ferry).join())
      .toMatch(/keeps the value|changes how the figure is written/);
  });

  it('with classicOnly, rejects on the classic rules alone what only the quantity-level rules accept', () => {
    const reuse = claim('The first ferry of Tessel Ferries carried 420 passengers over 38 kilometres in 1 hour and 38 minutes.', 'kit-002-s2');
    expect(checkNumberSwap(reuse, ferry, { classicOnly: true })).toEqual(['new numeric 38 appears in the plan']);
    const word = claim('Seven of the ten members of the Harbour Board voted to close the ferry terminal from 12 to 16 March.', 'kit-002-s1');
    expect(checkNumberSwap(word, ferry, { classicOnly: true })).toEqual(['numerics changed -[] +[], want one each', 'words other than figures changed']);
    expect(checkNumberSwap({ ...word, sourceSpan: 'kit-002-s9' }, ferry, { classicOnly: true })).toEqual(['source span kit-002-s9 is not in passage kit-002']);
  });

  it('with classicOnly, accepts a classic swap and still drops one that breaks a range', () => {
    const s1 = source(claim('', 'kit-002-s1'));
    const classic = claim(s1.replace('from 12 to 16 March', 'from 12 to 15 March'), 'kit-002-s1');
    expect(checkNumberSwap(classic, ferry, { classicOnly: true })).toEqual([]);
    const broken = claim(s1.replace('from 12 to 16 March', 'from 12 to 11 March'), 'kit-002-s1');
    expect(checkNumberSwap(broken, ferry, { classicOnly: true })).toEqual(['the swap breaks a range (its ends now meet or run the other way)']);
  });
});


describe('number-swap, recast the way people write', () => {
  it('proves every recast claim from its reading; a claim that carries content is no swap of the span as written', () => {
    const passages = [...corpus.passages];
    let carried = 0;
    for (const passage of passages) {
      for (const c of numberSwap.generate(passage, corpus, createRng(1).fork(passage.id), { repertoire: 'full' }).filter((x) => x.reading !== undefined)) {
        expect(checkNumberSwap(c, passage), c.claim).toEqual([]);
        expect(readingProblems(c.reading!, passage, c.sourceSpan), c.claim).toEqual([]);
        if (!c.reading!.some((s) => s.edit.startsWith('carry-'))) continue;
        carried++;
        expect(checkNumberSwap({ ...c, reading: undefined }, passage), c.claim).not.toEqual([]);
      }
    }
    expect(carried).toBeGreaterThan(0);
  });
});

describe('number-swap: the part a trim dropped', () => {
  it('refuses the value of a part the reading trimmed away (`called 38 witnesses` → `called 4 witnesses`), keeps another value', () => {
    const trial = passageOf('pv', ['Prosecutor Lucia Benitez called 38 witnesses, including 4 former employees of Marisco Lines.'], [{ text: 'Lucia Benitez', kind: 'person' }, { text: 'Marisco Lines', kind: 'org' }]);
    const span = trial.spans[0];
    const reading = trimReading(span, trial, createRng(1), (t) => !t.includes('including'));
    const read = readingText(span.text, reading);
    expect(read).toMatch(/called 38 witnesses\.$/);
    const claimOf = (claim: string): GeneratedClaim => ({ claim, evidence: trial.spans, sourceSpan: span.id, transform: 'test', edits: ['figure-reuse', ...readingEdits(reading)], reading });
    expect(checkNumberSwap(claimOf(read.replace('38', '4')), trial).join()).toMatch(/part of the same things/);
    expect(checkNumberSwap(claimOf(read.replace('38', '39')), trial)).toEqual([]);
  });
});

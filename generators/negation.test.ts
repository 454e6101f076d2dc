import { describe, expect, it } from 'vitest';
import { KIT_PASSAGES, rejectCorpus } from './checkRejects.ts';
import { checkNegation, negation } from './negation.ts';
import { createRng } from '../engine/rng.ts';
import type { GeneratedClaim } from './types.ts';

const corpus = rejectCorpus();
const council = KIT_PASSAGES.find((p) => p.id === 'kit-003')!;
const passageOf = (texts: string[]) => ({ ...council, id: 'neg', spans: texts.map((text, i) => ({ id: `neg-s${i + 1}`, text })) });
const full = (passage = council) => negation.generate(passage, corpus, createRng(3).fork(passage.id), { repertoire: 'full' });
const claimsOf = (claims: GeneratedClaim[], edit: string) => claims.filter((c) => c.edits?.includes(edit)).map((c) => c.claim);

describe('negation, full repertoire', () => {
  it('reverses with antonyms in context, and never where a reversal may cancel out or stay possibly true', () => {
    const claims = full();
    expect(claimsOf(claims, 'antonym')).toEqual(expect.arrayContaining([
      'Lindell Council rejected the bridge plan on 4 May 2025.',
      'Ticket sales fell 12% in 2025.',
      'Greyhaven Rovers lost to Portside United 2-0 in the cup final.',
    ]));
    for (const c of claims) expect(checkNegation(c, council), c.claim).toEqual([]);
    for (const span of ['kit-003-s5', 'kit-003-s6', 'kit-003-s7']) expect(claims.filter((c) => c.sourceSpan === span), span).toEqual([]);
    // `won 4 awards` is no contest: no `lost`.
    expect(claims.filter((c) => c.sourceSpan === 'kit-003-s8' && /lost/.test(c.claim))).toEqual([]);
  });

  it('writes failed to, refused to, denied that, no longer and never as grammatical sentences', () => {
    const passage = passageOf([
      'Harlow Bank signed the lease on its new tower.',
      'Dana Reeve said the bank would hire 200 staff.',
      'The bank employs 4,300 people.',
      'The museum is owned by the city.',
      'The board had approved the plan.',
      'Arrears had climbed to 1.9% of balances.',
    ]);
    const claims = full(passage);
    expect(claimsOf(claims, 'failed-to')).toContain('Harlow Bank failed to sign the lease on its new tower.');
    expect(claimsOf(claims, 'refused-to')).toContain('Harlow Bank refused to sign the lease on its new tower.');
    expect(claimsOf(claims, 'denied')).toContain('Dana Reeve denied that the bank would hire 200 staff.');
    expect(claimsOf(claims, 'no-longer')).toEqual(expect.arrayContaining(['The bank no longer employs 4,300 people.', 'The museum is no longer owned by the city.']));
    expect(claimsOf(claims, 'never')).toContain('The board had never approved the plan.');
    // A participle after `had`: `had fallen`, never `had fell`.
    expect(claimsOf(claims, 'antonym')).toContain('Arrears had fallen to 1.9% of balances.');
    for (const c of claims) expect(checkNegation(c, passage), c.claim).toEqual([]);
  });

  it('reverses doubling, a comparison with a budget, a trailing score and a cut by a fraction', () => {
    const passage = passageOf([
      'The money would double the workforce by 2027.',
      'The bridge cost 430 million kroner, 12% more than the budget.',
      'Rowlands trailed 5-2 after the first session.',
      'The new chair promised to cut the dividend by a fifth.',
    ]);
    expect(claimsOf(full(passage), 'antonym').sort()).toEqual([
      'Rowlands led 5-2 after the first session.',
      'The bridge cost 430 million kroner, 12% less than the budget.',
      'The money would halve the workforce by 2027.',
      'The new chair promised to raise the dividend by a fifth.',
    ]);
  });

  it('leaves a change verb alone when its clause fixes the direction (`rose from 8,000 to 112,000`)', () => {
    const passage = passageOf(['Sales rose from 8,000 to 112,000 copies.', 'The deal added 310,000 customers and £4.8 billion of deposits to the bank.']);
    expect(claimsOf(full(passage), 'antonym')).toEqual([]);
  });

  it('keeps the classic negations in the full repertoire, tagged `not`', () => {
    const classic = negation.generate(council, corpus, createRng(3).fork(council.id), { repertoire: 'classic' });
    expect(claimsOf(full(), 'not')).toEqual(classic.map((c) => c.claim).filter((c) => checkNegation({ ...classic[0], claim: c, sourceSpan: classic.find((x) => x.claim === c)!.sourceSpan }, council).length === 0));
  });
});

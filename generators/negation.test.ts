import { describe, expect, it } from 'vitest';
import { rejectCorpus } from './checkRejects.ts';
import { KIT_PASSAGES } from './rejects/kit.ts';
import { checkNegation, negation, plainNegations, reversalProblems } from './negation.ts';
import { readingProblems, readingText } from './recast.ts';
import { polarityProblems, readReversal, shareSubjectProblemsOf } from './text/polarityCheck.ts';
import { createRng } from '../engine/rng.ts';
import type { GeneratedClaim } from './types.ts';

/** The rule read on a fresh reversal of the pair. */
const shareSubjectProblems = (source: string, claim: string) => shareSubjectProblemsOf(readReversal(source, claim));

const corpus = rejectCorpus();
const council = KIT_PASSAGES.find((p) => p.id === 'kit-003')!;
const passageOf = (texts: string[]) => ({ ...council, id: 'neg', spans: texts.map((text, i) => ({ id: `neg-s${i + 1}`, text })) });
const full = (passage = council) => negation.generate(passage, corpus, createRng(3).fork(passage.id), { repertoire: 'full' });
/** The full repertoire's reversals before recasting (the same seed path as `full`). */
const plain = (passage = council) => plainNegations(passage, createRng(3).fork(passage.id).fork('full'));
const claimsOf = (claims: GeneratedClaim[], edit: string) => claims.filter((c) => c.edits?.includes(edit)).map((c) => c.claim);
/** A hand-written claim told of `passage`'s span `sourceSpan`, to check. */
const claimOn = (passage: { spans: GeneratedClaim['evidence'] }) => (claim: string, sourceSpan: string): GeneratedClaim =>
  ({ claim, evidence: passage.spans, sourceSpan, transform: 'hand-written' });

describe('negation, full repertoire', () => {
  it('reverses with antonyms in context, and never where a reversal may cancel out or stay possibly true', () => {
    const claims = plain();
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
    const claims = plain(passage);
    expect(claimsOf(claims, 'failed-to')).toContain('Harlow Bank failed to sign the lease on its new tower.');
    expect(claimsOf(claims, 'refused-to')).toContain('Harlow Bank refused to sign the lease on its new tower.');
    expect(claimsOf(claims, 'denied')).toContain('Dana Reeve denied that the bank would hire 200 staff.');
    // A trailing attribution is not a main verb to deny: no `…, denied that Amadou Diallo.`
    const trailing = plain(passageOf(['Overgrazing explains about 40% of the expansion, said Amadou Diallo.']));
    expect(claimsOf(trailing, 'denied')).toEqual([]);
    expect(claimsOf(claims, 'no-longer')).toEqual(expect.arrayContaining(['The bank no longer employs 4,300 people.', 'The museum is no longer owned by the city.']));
    expect(claimsOf(claims, 'never')).toContain('The board had never approved the plan.');
    // A participle after `had`: `had fallen`, never `had fell`.
    expect(claimsOf(claims, 'antonym')).toContain('Arrears had fallen to 1.9% of balances.');
    // `beat X to the contract` got there first: no one `lost to X to the contract`; a plain `beat X` still turns.
    const raced = plain(passageOf(['Oakbridge Trust beat Thornlea Academies to the contract.', 'Oakbridge Trust beat Thornlea Academies in the final.', 'Oakbridge Trust beat Thornlea Academies and Kestrel Trust to the deal.']));
    expect(claimsOf(raced, 'antonym')).toEqual(['Oakbridge Trust lost to Thornlea Academies in the final.']);
    for (const c of claims) expect(checkNegation(c, passage), c.claim).toEqual([]);
  });

  it('reverses doubling, a comparison with a budget, a trailing score and a cut by a fraction', () => {
    const passage = passageOf([
      'The money would double the workforce by 2027.',
      'The bridge cost 430 million kroner, 12% more than the budget.',
      'Rowlands trailed 5-2 after the first session.',
      'The new chair promised to cut the dividend by a fifth.',
    ]);
    expect(claimsOf(plain(passage), 'antonym').sort()).toEqual([
      'Rowlands led 5-2 after the first session.',
      'The bridge cost 430 million kroner, 12% less than the budget.',
      'The money would halve the workforce by 2027.',
      'The new chair promised to raise the dividend by a fifth.',
    ]);
  });

  it('leaves a change verb alone when its clause fixes the direction (`rose from 8,000 to 112,000`)', () => {
    const passage = passageOf(['Sales rose from 8,000 to 112,000 copies.', 'The deal added 310,000 customers and £4.8 billion of deposits to the bank.']);
    expect(claimsOf(full(passage), 'antonym')).toEqual([]);
    expect(claimsOf(plain(passage), 'antonym')).toEqual([]);
  });

  it('keeps the classic negations in the full repertoire, tagged `not`', () => {
    const classic = negation.generate(council, corpus, createRng(3).fork(council.id), { repertoire: 'classic' });
    expect(claimsOf(plain(), 'not')).toEqual(classic.map((c) => c.claim).filter((c) => checkNegation({ ...classic[0], claim: c, sourceSpan: classic.find((x) => x.claim === c)!.sourceSpan }, council).length === 0));
  });
});

describe('negation: the check keeps a wrong label out', () => {
  const farm = passageOf(['A rival vertical farm, LeafTower, closed its site in Hamburg on March 12, 2026.', 'Seventeen people died in the fire.', 'The pilot died.']);
  const trimmed = [{ edit: 'trim-date', text: 'A rival vertical farm, LeafTower, closed its site in Hamburg.' }];
  const claimOf = (claim: string, sourceSpan: string, reading?: typeof trimmed): GeneratedClaim => ({
    claim, evidence: farm.spans.map((s) => ({ id: s.id, text: s.text })), sourceSpan, transform: 'hand-written', reading,
  });

  it('rejects an antonym of an event whose date the reading trimmed (it may be true of another day), keeps a plain reversal', () => {
    expect(readingProblems(trimmed, farm, 'neg-s1')).toEqual([]);
    expect(checkNegation(claimOf('A rival vertical farm, LeafTower, opened its site in Hamburg.', 'neg-s1', trimmed), farm).join(' ')).toMatch(/date the reading trimmed/);
    expect(checkNegation(claimOf('A rival vertical farm, LeafTower, did not close its site in Hamburg.', 'neg-s1', trimmed), farm)).toEqual([]);
    expect(checkNegation(claimOf('A rival vertical farm, LeafTower, opened its site in Hamburg on March 12, 2026.', 'neg-s1'), farm)).toEqual([]);
    expect(full(farm).filter((c) => c.edits?.includes('antonym') && c.edits.includes('trim-date'))).toEqual([]);
  });

  it('rejects died → survived of a count, keeps it of one person', () => {
    expect(checkNegation(claimOf('Seventeen people survived in the fire.', 'neg-s2'), farm)).not.toEqual([]);
    expect(checkNegation(claimOf('The pilot survived.', 'neg-s3'), farm)).toEqual([]);
    expect(claimsOf(plain(farm), 'antonym')).toEqual(expect.arrayContaining(['The pilot survived.']));
    expect(claimsOf(full(farm), 'antonym').filter((c) => /survived/.test(c) && /Seventeen/.test(c))).toEqual([]);
  });
});

describe('negation: a reversal covers the whole assertion, never one of two predicates', () => {
  const line = passageOf([
    'The line is 24.6 kilometres long and has 19 stations.',
    'The plant cost £96 million and can process 1.1 million litres of milk a day.',
    'The line is 24.6 kilometres long.',
    'Helen Ward said the company overcharged customers and broke the rules.',
  ]);
  const claimOf = (claim: string, sourceSpan: string): GeneratedClaim => ({
    claim, evidence: line.spans.map((s) => ({ id: s.id, text: s.text })), sourceSpan, transform: 'hand-written',
  });

  it('rejects a reversal of the first or the second predicate (the other half stays true)', () => {
    expect(checkNegation(claimOf('The line is not 24.6 kilometres long and has 19 stations.', 'neg-s1'), line).join(' ')).toMatch(/first of two predicates/);
    expect(checkNegation(claimOf('The plant cost £96 million and cannot process 1.1 million litres of milk a day.', 'neg-s2'), line).join(' '))
      .toMatch(/second of two predicates/);
    const claims = full(line).map((c) => c.claim);
    expect(claims.filter((c) => /\bnot 24\.6 kilometres long and has\b|\band cannot process\b/.test(c))).toEqual([]);
  });

  it('rejects a reversal said of a share of a whole (another share may make it true), keeps one of the whole or a denied report', () => {
    const calls = passageOf([
      'Joanna Pike said 30% of night calls could be handled by video.',
      'A third of the staff joined the strike.',
      'Joanna Pike said night calls could be handled by video.',
    ]);
    const at = claimOn(calls);
    expect(checkNegation(at('Joanna Pike said 30% of night calls could not be handled by video.', 'neg-s1'), calls).join(' ')).toMatch(/share of a whole/);
    expect(checkNegation(at('A third of the staff did not join the strike.', 'neg-s2'), calls).join(' ')).toMatch(/share of a whole/);
    expect(checkNegation(at('Joanna Pike denied that 30% of night calls could be handled by video.', 'neg-s1'), calls)).toEqual([]);
    expect(checkNegation(at('Joanna Pike said night calls could not be handled by video.', 'neg-s3'), calls)).toEqual([]);
    // A ratio is a share; a figure and its year is none.
    expect(shareSubjectProblems('1 in 4 teachers joined the strike.', '1 in 4 teachers did not join the strike.').join(' ')).toMatch(/"1 in 4" is a share/);
    expect(shareSubjectProblems('The 3,000 in 2025 were paid on time.', 'The 3,000 in 2025 were not paid on time.')).toEqual([]);
    expect(shareSubjectProblems('1 in 2000 teachers joined the strike.', '1 in 2000 teachers did not join the strike.').join(' ')).toMatch(/"1 in 2000" is a share/);
    expect(plain(calls).filter((c) => c.sourceSpan !== 'neg-s3' && !c.edits?.includes('denied'))).toEqual([]);
  });

  it('rejects `refused to` of a thing (a book, a named work or event), keeps it of a person or an organisation', () => {
    const sales = {
      ...passageOf(['The book sold 9,000 copies in its first 2 months.', 'Starward Drift sold 3.2 million copies.', 'Harlow Bank sold its Leeds centre.']),
      entities: [{ text: 'Starward Drift', kind: 'work' as const }, { text: 'Harlow Bank', kind: 'org' as const }],
    };
    const at = claimOn(sales);
    expect(checkNegation(at('The book refused to sell 9,000 copies in its first 2 months.', 'neg-s1'), sales).join(' ')).toMatch(/cannot refuse/);
    expect(checkNegation(at('Starward Drift refused to sell 3.2 million copies.', 'neg-s2'), sales).join(' ')).toMatch(/cannot refuse/);
    expect(checkNegation(at('Harlow Bank refused to sell its Leeds centre.', 'neg-s3'), sales)).toEqual([]);
    // A genitive recast puts the thing's noun before an `of` phrase (`The newspaper of the league, The Northern Voice,`).
    const league = passageOf(['The newspaper of the league, The Northern Voice, sold 30,000 copies a week.', 'The board of the league sold its London office.']);
    const of = claimOn(league);
    expect(checkNegation(of('The newspaper of the league, The Northern Voice, refused to sell 30,000 copies a week.', 'neg-s1'), league).join(' ')).toMatch(/cannot refuse/);
    expect(checkNegation(of('The board of the league refused to sell its London office.', 'neg-s2'), league)).toEqual([]);
    // Only the head noun counts: the organisers of a festival can refuse.
    const fest = passageOf(['The organisers of the festival sold 5,000 tickets.', 'The festival sold 5,000 tickets.']);
    const on = claimOn(fest);
    expect(checkNegation(on('The organisers of the festival refused to sell 5,000 tickets.', 'neg-s1'), fest)).toEqual([]);
    expect(checkNegation(on('The festival refused to sell 5,000 tickets.', 'neg-s2'), fest).join(' ')).toMatch(/cannot refuse/);
    const it = { ...sales, spans: [...sales.spans, { id: 'neg-s4', text: 'It sold 9,000 copies.' }] };
    expect(checkNegation({ ...at('It refused to sell 9,000 copies.', 'neg-s4'), evidence: it.spans }, it).join(' ')).toMatch(/cannot refuse/);
    expect(checkNegation(at('The book failed to sell 9,000 copies in its first 2 months.', 'neg-s1'), sales)).toEqual([]);
    expect(claimsOf(plain(sales), 'refused-to')).toEqual(['Harlow Bank refused to sell its Leeds centre.']);
  });

  it('rejects a denied event whose result participle stays (`refused to cut rents, ending the dispute`), keeps one without', () => {
    const rents = passageOf(['The university agreed to cut rents by 8%, ending the dispute.', 'The fund had grown for 2 years, according to Helen Ward.']);
    const at = claimOn(rents);
    expect(checkNegation(at('The university refused to cut rents by 8%, ending the dispute.', 'neg-s1'), rents).join(' ')).toMatch(/result of the event/);
    expect(checkNegation(at('The university did not agree to cut rents by 8%, ending the dispute.', 'neg-s1'), rents).join(' ')).toMatch(/result of the event/);
    expect(checkNegation(at('The fund had not grown for 2 years, according to Helen Ward.', 'neg-s2'), rents)).toEqual([]);
  });

  it('rejects a reversed event whose result participle stays (`closed its site, creating 300 jobs`), keeps a reversed state and a detail', () => {
    const sites = passageOf([
      'LeafTower opened its Hamburg site on 2024-03-01, creating 300 jobs.',
      'The council won the appeal, ending the dispute.',
      'The new hall was larger, covering 4,000 square metres.',
      'The bank cut 300 jobs, including 40 in Leeds.',
    ]);
    const at = claimOn(sites);
    expect(checkNegation(at('LeafTower closed its Hamburg site on 2024-03-01, creating 300 jobs.', 'neg-s1'), sites).join(' ')).toMatch(/result of the event/);
    expect(checkNegation(at('The council lost the appeal, ending the dispute.', 'neg-s2'), sites).join(' ')).toMatch(/result of the event/);
    expect(checkNegation(at('The new hall was smaller, covering 4,000 square metres.', 'neg-s3'), sites)).toEqual([]);
    // `including …` adds a detail, not a result: the denial stands.
    expect(checkNegation(at('The bank did not cut 300 jobs, including 40 in Leeds.', 'neg-s4'), sites)).toEqual([]);
    expect(claimsOf(plain(sites), 'antonym').filter((c) => /creating|ending/.test(c))).toEqual([]);
  });

  it('reads the result participle after the negator the reversal wrote, not one the sentence had before it', () => {
    const works = passageOf(['The council did not raise taxes, but it opened a depot in 2024, creating 300 jobs.']);
    const at = claimOn(works);
    expect(checkNegation(at('The council did not raise taxes, but it failed to open a depot in 2024, creating 300 jobs.', 'neg-s1'), works).join(' ')).toMatch(/result of the event/);
    expect(checkNegation(at('The council did not raise taxes, but it failed to open a depot in 2024.', 'neg-s1'), works).join(' ')).not.toMatch(/result of the event/);
  });

  it('keeps a denied event without a result participle', () => {
    const plainRents = passageOf(['The university agreed to cut rents by 8%.']);
    expect(checkNegation(claimOn(plainRents)('The university refused to cut rents by 8%.', 'neg-s1'), plainRents)).toEqual([]);
  });

  it('rejects `never` over a window that happens once (`had never won 3 of her prior 4 matches`), keeps `did not` there', () => {
    const form = passageOf(['Maya Okonkwo had won 3 of her prior 4 matches at the event.', 'The book sold 9,000 copies in its first 2 months.']);
    const at = claimOn(form);
    expect(checkNegation(at('Maya Okonkwo had never won 3 of her prior 4 matches at the event.', 'neg-s1'), form).join(' ')).toMatch(/happens once/);
    expect(checkNegation(at('The book never sold 9,000 copies in its first 2 months.', 'neg-s2'), form).join(' ')).toMatch(/happens once/);
    expect(checkNegation(at('The book did not sell 9,000 copies in its first 2 months.', 'neg-s2'), form)).toEqual([]);
    // A window of one season: `over the season` happens once too; a `never` with no window stands.
    expect(reversalProblems('The club won 3 of its 5 matches over the season.', 'The club never won 3 of its 5 matches over the season.', form).join(' ')).toMatch(/happens once/);
    expect(reversalProblems('The club won 3 matches.', 'The club never won 3 matches.', form)).toEqual([]);
    // The time a one-off took happens once: `never took 8 years to build` is `did not take`.
    expect(reversalProblems('The line took 8 years to build.', 'The line never took 8 years to build.', form).join(' ')).toMatch(/happens once/);
    expect(reversalProblems('The line took 8 years to build.', 'The line did not take 8 years to build.', form)).toEqual([]);
    // The window is read after the `never` the reversal wrote, not one the sentence already had.
    const source = 'The club had never lost 3 of its prior 4 matches at home, and it won the cup.';
    expect(reversalProblems(source, 'The club had never lost 3 of its prior 4 matches at home, and it never won the cup.', form).join()).not.toMatch(/happens once/);
    expect(claimsOf(plain(form), 'never')).toEqual([]);
  });

  it('rejects `never … again` (it reads `never again`), keeps `did not … again` and a `never` without `again`', () => {
    const outbreak = passageOf(['A smaller measles outbreak reached Thornbury again.', 'The board had approved the plan.']);
    const at = claimOn(outbreak);
    expect(checkNegation(at('A smaller measles outbreak never reached Thornbury again.', 'neg-s1'), outbreak).join(' ')).toMatch(/never again/);
    expect(checkNegation(at('A smaller measles outbreak did not reach Thornbury again.', 'neg-s1'), outbreak)).toEqual([]);
    expect(checkNegation(at('The board had never approved the plan.', 'neg-s2'), outbreak)).toEqual([]);
    expect(claimsOf(plain(outbreak), 'never').filter((c) => /again/.test(c))).toEqual([]);
  });

  it('keeps a reversal of a single predicate, and a denied report covering both of its predicates', () => {
    expect(checkNegation(claimOf('The line is not 24.6 kilometres long.', 'neg-s3'), line)).toEqual([]);
    expect(checkNegation(claimOf('Helen Ward denied that the company overcharged customers and broke the rules.', 'neg-s4'), line)).toEqual([]);
    expect(claimsOf(plain(line), 'not')).toContain('The line is not 24.6 kilometres long.');
  });
});

describe('negation, recast the way people write', () => {
  const branches = corpus.passages.find((p) => p.id === 'kit-004')!;
  const recastOf = (passage: typeof council) => full(passage).filter((c) => c.reading !== undefined);

  it('recasts around the reversal: the claim reverses a recorded true reading (here one carrying another sentence\'s event)', () => {
    const recast = recastOf(branches);
    expect(recast.some((c) => c.reading!.some((s) => s.edit === 'carry-relative' && s.text.includes('Harlow Bank, which opened a digital centre in Leeds,')))).toBe(true);
    for (const c of recast) {
      expect(readingProblems(c.reading!, branches, c.sourceSpan), c.claim).toEqual([]);
      expect(c.edits!.slice(1), c.claim).toEqual(c.reading!.flatMap((s) => s.edit.split('+')));
      const source = branches.spans.find((s) => s.id === c.sourceSpan)!.text;
      expect(polarityProblems(readingText(source, c.reading!), c.claim), c.claim).toEqual([]);
    }
  });

  it('proves every recast claim from its reading: without the reading, or with a step no operator offers, the check rejects it', () => {
    const recast = [council, branches].flatMap((p) => recastOf(p).map((c) => [p, c] as const));
    expect(recast.filter(([, c]) => c.reading!.some((s) => s.edit.startsWith('carry-'))).length).toBeGreaterThan(0);
    expect(recast.length).toBeGreaterThan(5);
    for (const [passage, c] of recast) {
      expect(checkNegation(c, passage), c.claim).toEqual([]);
      const alone = checkNegation({ ...c, reading: undefined }, passage);
      // A carry is no part of the source: the claim is no negation of the span as written or named.
      if (c.reading!.some((s) => s.edit.startsWith('carry-'))) expect(alone, c.claim).not.toEqual([]);
      if (alone.length === 0) continue;
      const forged = c.reading!.map((s, i) => (i === c.reading!.length - 1 ? { ...s, text: `${s.text.slice(0, -1)} in York.` } : s));
      expect(checkNegation({ ...c, reading: forged }, passage).join(' '), c.claim).toMatch(/reading step/);
    }
  });
});

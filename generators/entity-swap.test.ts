import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_DIR, corpusView, loadCorpus } from '../datasets/corpus.ts';
import { entitySwap, planSwapNames, rivalNames } from './entity-swap.ts';
import { fixtureCorpus, FIXTURE_PASSAGES } from './fixtures.ts';
import { generateCases } from './generate.ts';
import { createRng } from '../engine/rng.ts';

const corpus = fixtureCorpus();
const passage = (id: string) => FIXTURE_PASSAGES.find((p) => p.id === id)!;

describe('entity-swap repertoires', () => {
  it('full adds swaps to another name of the plan (never one of the sentence) and keeps every classic swap', () => {
    const all = (repertoire: 'classic' | 'full') =>
      corpus.passages.flatMap((p) => entitySwap.generate(p, corpus, createRng(2).fork(p.id), { repertoire }));
    const classic = all('classic');
    const full = all('full');
    expect(full.filter((c) => c.edits?.[0] === 'name-swap')).toEqual(classic);
    const inPlan = full.filter((c) => c.edits?.[0] === 'plan-name-swap');
    expect(inPlan.map((c) => c.claim)).toContain('Riverside Rovers sold Elena Vasquez to Atletico Lusitano for €38 million on 1 August 2025.');
    // The manager's title would stay on the player: a name written with a title or description is never swapped to a plan name.
    expect(inPlan.map((c) => c.claim)).not.toContain('Manager Kofi Mensah signed a new contract on May 20, 2025.');
    for (const c of inPlan) expect(c.transform).toMatch(/, plan name\)$/);
  });

  it('plan names: same kind and shape, absent from the sentence, never tied to the old name; rivals: other topics only', () => {
    const fx5 = passage('fx-005');
    const vasquez = fx5.entities.find((e) => e.text === 'Elena Vasquez')!;
    expect(planSwapNames(vasquez, 'Elena Vasquez signed a new contract on May 20, 2025.', fx5, corpus)).toEqual(['Kofi Mensah']);
    expect(planSwapNames(vasquez, fx5.spans[1].text, fx5, corpus)).toEqual([]); // `Manager Elena Vasquez`
    expect(planSwapNames(vasquez, 'The manager Elena Vasquez signed a new contract.', fx5, corpus)).toEqual([]);
    expect(planSwapNames(vasquez, 'Elena Vasquez, the manager, signed a new contract.', fx5, corpus)).toEqual([]);
    expect(planSwapNames(fx5.entities[0], 'The board of Riverside Rovers met.', fx5, corpus)).toEqual(['Atletico Lusitano']);
    // A name the sentence gives in its short form is in it: `Tollgate Insurance had sold Tollgate a cover` says nothing.
    expect(planSwapNames(vasquez, 'Elena Vasquez said Mensah signed a new contract.', fx5, corpus)).toEqual([]);
    expect(planSwapNames(vasquez, 'Elena Vasquez said Mensah Park would be rebuilt.', fx5, corpus)).toEqual(['Kofi Mensah']);
    const rovers = fx5.entities.find((e) => e.text === 'Riverside Rovers')!;
    expect(planSwapNames(rovers, fx5.spans[0].text, fx5, corpus)).toEqual([]); // Atletico Lusitano is in the sentence
    const fx1 = passage('fx-001');
    const calder = fx1.entities.find((e) => e.text === 'Calder Savings')!;
    expect(planSwapNames(calder, fx1.spans[3].text, fx1, corpus)).toEqual([]); // Harlow Bank acquired it
    expect(rivalNames(calder, fx1, corpus)).toEqual([]); // the fixture's finance domain has one topic
  });
});

describe('plan names by article use', () => {
  it('never gives a name the corpus mostly writes bare the place of one written with `the`, a modifier use aside', () => {
    const org = (text: string) => ({ text, kind: 'org' as const });
    const view = corpusView([{ id: 'ar-001', topic: 'ar', domain: 'business', spans: [
      { id: 'ar-001-s1', text: 'The Competition Authority rejected the offer as too small.' },
      { id: 'ar-001-s2', text: 'Harvest Table said the Harvest Table expansion would go ahead.' },
      { id: 'ar-001-s3', text: 'Harvest Table declined to comment.' },
      { id: 'ar-001-s4', text: 'The Grain Board welcomed the ruling.' },
    ], entities: [org('Competition Authority'), org('Harvest Table'), org('Grain Board')] }]);
    const [plan] = view.passages;
    expect(planSwapNames(plan.entities[0], plan.spans[0].text, plan, view)).toEqual(['Grain Board']);
    expect(planSwapNames(plan.entities[2], plan.spans[3].text, plan, view)).toEqual(['Competition Authority']);
  });

  it('gives a rival of another topic only where both are written alike, `the` before a name as a modifier aside', () => {
    const org = (text: string) => ({ text, kind: 'org' as const });
    const passage = (id: string, topic: string, texts: string[], names: string[]) =>
      ({ id, topic, domain: 'business', spans: texts.map((text, i) => ({ id: `${id}-s${i + 1}`, text })), entities: names.map(org) });
    const view = corpusView([
      passage('rn-001', 'rn-a', ['The Competition Authority rejected the offer.'], ['Competition Authority']),
      passage('rn-002', 'rn-b', ['Harvest Table said the Harvest Table expansion would go ahead.', 'Harvest Table declined to comment.'], ['Harvest Table']),
      passage('rn-003', 'rn-c', ['The Grain Board welcomed the ruling.'], ['Grain Board']),
    ]);
    const [authority, table] = view.passages;
    expect(rivalNames(authority.entities[0], authority, view)).toEqual(['Grain Board']);
    expect(rivalNames(table.entities[0], table, view)).toEqual([]);
  });
});

describe('rival events', () => {
  it('are of the same kind: a league for a league, never a tennis open; an event naming no kind takes one naming none', () => {
    const ev = (text: string) => ({ text, kind: 'event' as const });
    const p = (id: string, topic: string, text: string, name: string) => ({ id, topic, domain: 'sport', spans: [{ id: `${id}-s1`, text }], entities: [ev(name)] });
    const view = corpusView([
      p('rv-001', 'rv-a', 'Riverside Rovers won the Northern League on 2025-05-10.', 'Northern League'),
      p('rv-002', 'rv-b', 'Maya Okonkwo won the Coastal Open on 2025-09-07.', 'Coastal Open'),
      p('rv-003', 'rv-c', 'Harbour City won the Southern League on 2025-05-11.', 'Southern League'),
      p('rv-004', 'rv-d', 'Crowds watched the Harvest Parade on 2025-09-01.', 'Harvest Parade'),
      p('rv-005', 'rv-e', 'Crowds watched the Lantern Night on 2025-10-01.', 'Lantern Night'),
    ]);
    const [league, , , parade] = view.passages;
    expect(rivalNames(league.entities[0], league, view)).toEqual(['Southern League']);
    expect(rivalNames(parade.entities[0], parade, view)).toEqual(['Lantern Night']);
  });
});

const shipped = fs.existsSync(DEFAULT_CORPUS_DIR);

describe('on the shipped corpus', () => {
  it.skipIf(!shipped)('the hard tier holds ≥ 500 unique entity swaps, with plan-name and rival swaps among them', { timeout: 120_000 }, () => {
    const cases = generateCases({ corpus: corpusView(loadCorpus()), classes: ['entity-swap'], perClass: 100_000, seed: 1, repertoire: 'full', difficulty: 'hard' });
    expect(new Set(cases.map((c) => `${c.claim}\0${c.evidence.map((e) => e.id).join()}`)).size).toBeGreaterThanOrEqual(500);
    const edits = new Set(cases.map((c) => c.provenance!.edits![0]));
    expect([...edits].sort()).toEqual(['name-swap', 'plan-name-swap', 'rival-name-swap']);
  });
});

describe('plan names a definite of the sentence stands for', () => {
  const org = (text: string) => ({ text, kind: 'org' as const });
  const person = (text: string) => ({ text, kind: 'person' as const });
  const view = corpusView([{ id: 'rf-001', topic: 'rf', domain: 'culture', spans: [
    { id: 'rf-001-s1', text: 'Tarrant Vale agreed to sell the Regalton Theatre to the Lamplight Stage Trust.' },
    { id: 'rf-001-s2', text: 'The trust, a charity that runs two venues, will receive NZ$5 million from the Hollowbridge Foundation.' },
    { id: 'rf-001-s3', text: 'The Lindelund Collection lent the trust a portrait of the founder.' },
    { id: 'rf-001-s4', text: 'The Lindelund Collection sent a portrait to the Hollowbridge Foundation.' },
    { id: 'rf-001-s5', text: 'Casper Ravnholt won the race on June 21, 2026.' },
    { id: 'rf-001-s6', text: 'The Dane finished ahead of Iñigo Sagasta.' },
    { id: 'rf-001-s7', text: 'Mathis Quereilhac finished ahead of Iñigo Sagasta.' },
  ], entities: [org('Tarrant Vale'), org('Lamplight Stage Trust'), org('Hollowbridge Foundation'), org('Lindelund Collection'),
    person('Casper Ravnholt'), person('Iñigo Sagasta'), person('Mathis Quereilhac')] }]);
  const [plan] = view.passages;
  const swaps = (name: string, span: number) => planSwapNames(plan.entities.find((e) => e.text === name)!, plan.spans[span].text, plan, view);

  it('never swaps in the name `The trust` or `the trust` stands for, nor a person where `The Dane` refers back', () => {
    expect(swaps('Hollowbridge Foundation', 1)).not.toContain('Lamplight Stage Trust');
    expect(swaps('Lindelund Collection', 2)).not.toContain('Lamplight Stage Trust');
    expect(swaps('Iñigo Sagasta', 5)).toEqual([]);
  });

  it('still swaps in a plan name no definite of the sentence stands for', () => {
    expect(swaps('Hollowbridge Foundation', 1)).toContain('Lindelund Collection');
    expect(swaps('Lindelund Collection', 3)).toContain('Lamplight Stage Trust');
    expect(swaps('Iñigo Sagasta', 6)).toContain('Casper Ravnholt');
  });
});

describe('plan names where a definite refers back to a person', () => {
  const person = (text: string) => ({ text, kind: 'person' as const });
  /** Person swaps for `Iñigo Sagasta` in `sentence`, the plan naming Casper Ravnholt and (as `entities` adds) others. */
  const swapsIn = (sentence: string, entities: { text: string; kind: 'person' | 'org' }[] = []) => {
    const view = corpusView([{ id: 'pd-001', topic: 'pd', domain: 'sport', spans: [
      { id: 'pd-001-s1', text: 'Casper Ravnholt won the race on June 21, 2026.' },
      { id: 'pd-001-s2', text: sentence },
    ], entities: [person('Casper Ravnholt'), person('Iñigo Sagasta'), ...entities] }]);
    const [plan] = view.passages;
    return planSwapNames(plan.entities.find((e) => e.text === 'Iñigo Sagasta')!, sentence, plan, view);
  };

  it('swaps in no person where a demonym or role stands for one, an adverb before its verb or not', () => {
    expect(swapsIn('The Dane also finished ahead of Iñigo Sagasta.')).toEqual([]);
    expect(swapsIn('The striker later scored past Iñigo Sagasta.')).toEqual([]);
    expect(swapsIn('The Danish rider finished ahead of Iñigo Sagasta.')).toEqual([]);
    expect(swapsIn('The young striker scored past Iñigo Sagasta.')).toEqual([]);
    expect(swapsIn('Iñigo Sagasta finished behind the Italian.')).toEqual([]);
    expect(swapsIn('The Cypriot finished ahead of Iñigo Sagasta.')).toEqual([]);
    expect(swapsIn('The 24-year-old Dane beat Iñigo Sagasta.')).toEqual([]);
    expect(swapsIn('Iñigo Sagasta beat the Italian on the final climb.')).toEqual([]);
    expect(swapsIn("The Italian's bike failed behind Iñigo Sagasta.")).toEqual([]);
  });

  it('still swaps in a person where `the` only heads a place, a body, an event or a name', () => {
    expect(swapsIn('Iñigo Sagasta finished second in the Netherlands.')).toEqual(['Casper Ravnholt']);
    expect(swapsIn('The Maserati finished ahead of Iñigo Sagasta.')).toEqual(['Casper Ravnholt']);
    expect(swapsIn('Iñigo Sagasta beat the team on the final climb.')).toEqual(['Casper Ravnholt']);
    expect(swapsIn('Iñigo Sagasta addressed the Senate.')).toEqual(['Casper Ravnholt']);
    expect(swapsIn('The Italian family hosted Iñigo Sagasta.')).toEqual(['Casper Ravnholt']);
    expect(swapsIn('Iñigo Sagasta sailed the Mediterranean.')).toEqual(['Casper Ravnholt']);
    expect(swapsIn('The Senate honoured Iñigo Sagasta.')).toEqual(['Casper Ravnholt']);
    expect(swapsIn('Iñigo Sagasta won gold at the Olympics.')).toEqual(['Casper Ravnholt']);
    expect(swapsIn('Iñigo Sagasta won the Danish Open in 2025.')).toEqual(['Casper Ravnholt']);
    expect(swapsIn('Iñigo Sagasta later joined the Norwegian.', [{ text: 'Norwegian Air Shuttle', kind: 'org' }])).toEqual(['Casper Ravnholt']);
  });
});

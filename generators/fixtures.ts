/**
 * A small hand-written corpus for generator tests: two topics of three passages, dense with figures, the three date
 * formats and annotated names (so tests never depend on the shipped corpus).
 */
import type { Passage } from '../datasets/types.ts';
import type { CorpusView } from './types.ts';

const p = (id: string, topic: string, domain: string, spans: string[], entities: Passage['entities']): Passage => ({
  id,
  topic,
  domain,
  spans: spans.map((text, i) => ({ id: `${id}-s${i + 1}`, text })),
  entities,
});

/** Six passages: a bank takeover topic and a football club topic. */
export const FIXTURE_PASSAGES: readonly Passage[] = [
  p('fx-001', 'fx-bank', 'finance', [
    'Harlow Bank acquired Calder Savings for £215 million in 2024.',
    'The deal added 1,500 customers and raised deposits by 8.4% on 2026-02-19.',
    'Dana Reeve said the board would pay a dividend of 14.5 pence per share.',
    'In 2025, the bank closed 27 branches across Yorkshire.',
  ], [{ text: 'Harlow Bank', kind: 'org' }, { text: 'Calder Savings', kind: 'org' }, { text: 'Dana Reeve', kind: 'person' }, { text: 'Yorkshire', kind: 'place' }]),
  p('fx-002', 'fx-bank', 'finance', [
    'Harlow Bank set aside £96 million for bad loans in the first half of 2025.',
    'Owen Marsh told investors on 30 July 2025 that arrears had climbed to 1.9% of balances.',
    'The bank hired 180 staff for its digital team in Leeds.',
  ], [{ text: 'Harlow Bank', kind: 'org' }, { text: 'Owen Marsh', kind: 'person' }, { text: 'Leeds', kind: 'place' }]),
  p('fx-003', 'fx-bank', 'finance', [
    'Harlow Bank raised £500 million by selling a green bond on March 11, 2025.',
    'The bond pays a coupon of 4.25% and matures in 2032.',
    'Priya Nandakumar said the money would fund loans for 2,400 homes.',
  ], [{ text: 'Harlow Bank', kind: 'org' }, { text: 'Priya Nandakumar', kind: 'person' }]),
  p('fx-004', 'fx-club', 'sports', [
    'Riverside Rovers beat Harbour City 3-1 in the Northern Cup final on April 12, 2025.',
    'A crowd of 41,260 watched the match at Castlegate Park.',
    'Kofi Mensah scored 27 league goals, a club record.',
    'The club was not relegated in 2019.',
  ], [{ text: 'Riverside Rovers', kind: 'org' }, { text: 'Harbour City', kind: 'org' }, { text: 'Northern Cup', kind: 'event' }, { text: 'Castlegate Park', kind: 'place' }, { text: 'Kofi Mensah', kind: 'person' }]),
  p('fx-005', 'fx-club', 'sports', [
    'Riverside Rovers sold Kofi Mensah to Atletico Lusitano for €38 million on 1 August 2025.',
    'Manager Elena Vasquez signed a new contract on May 20, 2025.',
    'The club earned £182 million in revenue, up 12% on the previous season.',
  ], [{ text: 'Riverside Rovers', kind: 'org' }, { text: 'Kofi Mensah', kind: 'person' }, { text: 'Atletico Lusitano', kind: 'org' }, { text: 'Elena Vasquez', kind: 'person' }]),
  p('fx-006', 'fx-club', 'sports', [
    'Chairman Neil Ashworth said the stadium would be expanded to 48,000 seats by 2028.',
    'The expansion will cost £95 million and start on 2026-06-01.',
    'Ticket prices rose 6% for the 2025 season.',
  ], [{ text: 'Neil Ashworth', kind: 'person' }]),
];

/** The fixture passages as a CorpusView. */
export function fixtureCorpus(): CorpusView {
  const byTopic = new Map<string, Passage[]>();
  const byDomain = new Map<string, Passage[]>();
  for (const passage of FIXTURE_PASSAGES) {
    byTopic.set(passage.topic, [...(byTopic.get(passage.topic) ?? []), passage]);
    byDomain.set(passage.domain, [...(byDomain.get(passage.domain) ?? []), passage]);
  }
  return { passages: FIXTURE_PASSAGES, byTopic, byDomain };
}

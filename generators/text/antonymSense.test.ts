import { describe, expect, it } from 'vitest';
import { KIT_PASSAGES } from '../rejects/kit.ts';
import { checkNegation, plainNegations } from '../negation.ts';
import { createRng } from '../../engine/rng.ts';
import { antonymSenseProblems } from './antonymSense.ts';
import { readReversal } from './polarityCheck.ts';

const council = KIT_PASSAGES.find((p) => p.id === 'kit-003')!;
const passageOf = (text: string) => ({ ...council, id: 'sense', spans: [{ id: 'sense-s1', text }] });
/** The problems of `claim` told of `source` (the passage's one span). */
const check = (source: string, claim: string) => {
  const passage = passageOf(source);
  return checkNegation({ claim, evidence: passage.spans, sourceSpan: 'sense-s1', transform: 'hand-written' }, passage);
};
/** The full repertoire's reversals of `source` before recasting, as `edit: claim`. */
const reversals = (source: string) => {
  const passage = passageOf(source);
  return plainNegations(passage, createRng(3).fork(passage.id).fork('full')).map((c) => `${c.edits?.[0]}: ${c.claim}`);
};

// Each row: a source, the antonym that makes nonsense there (why), and a near twin whose antonym reads as the opposite.
const ROWS: { source: string; senseless: string; problem: RegExp; twin: string; twinClaim: string }[] = [
  {
    source: 'The university opened a new hall with 1,150 rooms.', senseless: 'The university closed a new hall with 1,150 rooms.',
    problem: /"new" presupposes the opening/, twin: 'The university opened a hall with 1,150 rooms.', twinClaim: 'The university closed a hall with 1,150 rooms.',
  },
  {
    source: 'The margin of Quillon rose to 28.4% thanks to strong sales of the Q9.', senseless: 'The margin of Quillon fell to 28.4% thanks to strong sales of the Q9.',
    problem: /"thanks to" explains the original direction/, twin: 'The margin of Quillon rose to 28.4% in 2025.', twinClaim: 'The margin of Quillon fell to 28.4% in 2025.',
  },
  {
    source: 'Ticket sales rose 12% due to the new line.', senseless: 'Ticket sales fell 12% due to the new line.',
    problem: /"due to" explains the original direction/, twin: 'The new line is due to open after ticket sales rose 12%.', twinClaim: 'The new line is due to open after ticket sales fell 12%.',
  },
  {
    source: 'EduWorkers asked for a pay increase of 8% for all teachers.', senseless: 'EduWorkers asked for a pay decrease of 8% for all teachers.',
    problem: /what the agent aims at/, twin: 'EduWorkers won a pay increase of 8% for all teachers.', twinClaim: 'EduWorkers won a pay decrease of 8% for all teachers.',
  },
  {
    source: 'The festival had cut its plastic waste by 62% since 2022.', senseless: 'The festival had raised its plastic waste by 62% since 2022.',
    problem: /a harm like "its plastic waste" is never raised/, twin: 'The festival had cut its ticket price by 12% since 2022.', twinClaim: 'The festival had raised its ticket price by 12% since 2022.',
  },
  {
    source: 'Architect Sigrid Holm added a glass wing of 6,500 square metres.', senseless: 'Architect Sigrid Holm removed a glass wing of 6,500 square metres.',
    problem: /"removed" of an indefinite thing/, twin: 'The operator added 12 night trains on its busiest line.', twinClaim: 'The operator removed 12 night trains on its busiest line.',
  },
  {
    source: 'The net loss of Learnhive narrowed from $74 million to $39 million.', senseless: 'The net profit of Learnhive narrowed from $74 million to $39 million.',
    problem: /a gap narrows or widens/, twin: 'Learnhive reported a net loss of $39 million.', twinClaim: 'Learnhive reported a net profit of $39 million.',
  },
  {
    source: 'The highest point of Veloria, Mount Seren, rises 1,356 metres above the sea.', senseless: 'The lowest point of Veloria, Mount Seren, rises 1,356 metres above the sea.',
    problem: /"highest" names who is meant/, twin: 'Mount Seren is the highest point of Veloria.', twinClaim: 'Mount Seren is the lowest point of Veloria.',
  },
  {
    source: 'The league dissolved itself in 1928, when women won the vote on equal terms.', senseless: 'The league dissolved itself in 1928, when women lost the vote on equal terms.',
    problem: /the right to vote, not a ballot/, twin: 'The league dissolved itself in 1928, when Labour won the vote on the budget.', twinClaim: 'The league dissolved itself in 1928, when Labour lost the vote on the budget.',
  },
];

describe('antonymSenseProblems: an antonym beside a word that presupposes the original, or with an object it does not take', () => {
  for (const row of ROWS) {
    it(`rejects "${row.senseless}", keeps "${row.twinClaim}"`, () => {
      expect(check(row.source, row.senseless).join('\n')).toMatch(row.problem);
      expect(reversals(row.source).filter((r) => r.startsWith('antonym'))).toEqual([]);
      expect(check(row.twin, row.twinClaim)).toEqual([]);
      expect(reversals(row.twin)).toContain(`antonym: ${row.twinClaim}`);
    });
  }

  it('leaves the generator another kind of reversal where it refuses the antonym', () => {
    expect(reversals('The university opened a new hall with 1,150 rooms.')).toContain('failed-to: The university failed to open a new hall with 1,150 rooms.');
  });

  it('says nothing of a claim that is no antonym reversal', () => {
    expect(antonymSenseProblems(readReversal('The university opened a new hall.', 'The university did not open a new hall.'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { decontextualise } from './decontextualise.ts';
import type { GeneratedClaim } from './types.ts';
import { passageOf } from '../test/passages.ts';

const entities = [
  { text: 'Stavrin Group', kind: 'org' as const }, { text: 'Orbelin Payroll Systems', kind: 'org' as const },
  { text: 'Stackgrow', kind: 'org' as const }, { text: 'Vireo Cycling', kind: 'org' as const }, { text: 'Athens', kind: 'place' as const },
];
/** The last sentence of `texts`, its figure edited, with what it leans on named (undefined when nothing is). */
const named = (texts: string[], claim: string): string | undefined => {
  const passage = passageOf('dc-own', texts, entities, { topic: 'dcown', domain: 'tech' });
  const at: GeneratedClaim = { claim, evidence: passage.spans, sourceSpan: passage.spans.at(-1)!.id, transform: 'edit', edits: ['digits'] };
  return decontextualise(at, passage)?.claim;
};

describe('decontextualise: `The <noun>` gets an owner only from a sentence that brings the thing in', () => {
  it('takes no owner from a word of a name\'s description (`a software company`, `which makes software`)', () => {
    for (const first of [
      'Stavrin Group, a software company based in Athens, agreed to buy Orbelin Payroll Systems for €185 million.',
      'Stavrin Group agreed to buy Orbelin Payroll Systems, which makes software, for €185 million.',
      'Stavrin Group, a maker of software, agreed to buy Orbelin Payroll Systems for €185 million.',
      'Stavrin Group bought a software company for €185 million.',
    ]) {
      expect(named([first, 'The software processes about 9 million payslips a month.'], 'The software processes about 8 million payslips a month.') ?? '', first)
        .not.toMatch(/Stavrin Group's software/);
    }
  });

  it('still takes the owner whose sentence brings the thing in, a phrase or participle after it', () => {
    expect(named([
      'Stavrin Group launched new software for payroll in 2024.',
      'The software processes about 9 million payslips a month.',
    ], 'The software processes about 8 million payslips a month.')).toBe("Stavrin Group's software processes about 8 million payslips a month.");
    expect(named([
      'Stavrin Group, based in Athens, launched new software for payroll in 2024.',
      'The software processes about 9 million payslips a month.',
    ], 'The software processes about 8 million payslips a month.')).toBe("Stavrin Group's software processes about 8 million payslips a month.");
    expect(named([
      'Vireo Cycling signed a 4-year contract worth €3.5 million a year.',
      'The contract was announced on 9 September 2024.',
    ], 'The contract was announced on 16 September 2024.')).toBe("Vireo Cycling's contract was announced on 16 September 2024.");
    expect(named([
      'Stackgrow opened an indoor farm lasting ten years in Rotterdam.',
      'The farm has 12 floors.',
    ], 'The farm has 14 floors.')).toBe("Stackgrow's farm has 14 floors.");
    expect(named([
      'Stackgrow expects its farm will open in Rotterdam in May.',
      'The farm has 12 floors.',
    ], 'The farm has 14 floors.')).toBe("Stackgrow's farm has 14 floors.");
  });
});

import { describe, expect, it } from 'vitest';
import { figuredEventOf } from './events.ts';
import { passageOf } from '../../test/passages.ts';

const entities = [{ text: 'Skerrin Ferries', kind: 'org' as const }, { text: 'Moira Quinn', kind: 'person' as const }];
/** The figured predicate of `text` as a passage's only sentence, or null. */
const figured = (text: string) => figuredEventOf({ id: 'fe-001-s1', text }, passageOf('fe-001', [text], entities))?.predicate ?? null;

describe('figuredEventOf', () => {
  it('keeps a named subject\'s predicate with its figures and dates, to the first comma', () => {
    expect(figured('Skerrin Ferries carried 1.2 million passengers in 2024, a record.')).toBe('carried 1.2 million passengers in 2024');
    expect(figured('Moira Quinn doubled her salary to £240,000 in 2023.')).toBe('doubled her salary to £240,000 in 2023');
  });

  it('refuses a common subject, a predicate without a figure, and reported speech', () => {
    expect(figured('The company carried 1.2 million passengers in 2024.')).toBeNull();
    expect(figured('Skerrin Ferries carried more passengers than ever.')).toBeNull();
    expect(figured('Skerrin Ferries said it carried 1.2 million passengers in 2024.')).toBeNull();
    expect(figured('Skerrin Ferries told investors on 3 May that fares would rise by 4%.')).toBeNull();
  });

  it('refuses a predicate of fewer than 3 or more than 24 words', () => {
    expect(figured('Skerrin Ferries rose 5%.')).toBeNull();
    expect(figured('Skerrin Ferries runs 31 routes from 6 ports on the mainland of western Scotland to 14 islands of the Outer Hebrides and 2 in Orkney each summer.')).toBeNull();
  });

  it('refuses a predicate that ends on a word wanting its complement, leans on context, tells a cause, or gives a thing `her`', () => {
    expect(figured('Skerrin Ferries carried 1.2 million passengers in 2024 and was, by then, the largest.')).toBeNull();
    expect(figured('Skerrin Ferries carried 1.2 million passengers on those routes in 2024.')).toBeNull();
    expect(figured('Skerrin Ferries cancelled 212 sailings in 2025 because of storms.')).toBeNull();
    expect(figured('Skerrin Ferries doubled her fleet to 12 ships in 2023.')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { eventOf, figuredEventOf } from './events.ts';
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

describe('eventOf cutting a figure phrase', () => {
  const names = [...entities, { text: 'Storm Ilsabet', kind: 'event' as const }, { text: 'Clifden', kind: 'place' as const }, { text: 'Ashby Fund', kind: 'org' as const }];
  /** The predicate of `text` as a passage's only sentence, or null. */
  const predicate = (text: string) => eventOf({ id: 'fc-001-s1', text }, passageOf('fc-001', [text], names))?.predicate ?? null;

  it('refuses a cut that leaves `early` or `late` without its date', () => {
    expect(predicate('Storm Ilsabet made landfall near Clifden early on 23 October 2025.')).toBeNull();
    expect(predicate('Skerrin Ferries sailed late on 3 May 2025.')).toBeNull();
    expect(predicate('Storm Ilsabet made landfall near Clifden on 23 October 2025.')).toBe('made landfall near Clifden');
  });

  it('refuses a cut that drops whom a merger joins or a second object, and keeps another verb\'s `with` adjunct off', () => {
    expect(predicate('The Ashby Fund merged its investments with 3 neighbouring funds in 2023.')).toBeNull();
    expect(predicate('Skerrin Ferries combined its routes with 2 rival lines.')).toBeNull();
    // The joining verb may stand up to three words before the `with` (`agreed to merge its funds with …`).
    expect(predicate('The Ashby Fund agreed to merge its funds with 3 neighbouring funds.')).toBeNull();
    expect(predicate('Skerrin Ferries supplied Moira Quinn and her team with 150 line crews.')).toBeNull(); // a second object (`WITH_OBJECT`)
    expect(predicate('The Ashby Fund signed a deal with 3 neighbouring funds in 2023.')).toBe('signed a deal');
  });

  it('refuses a cut that drops the duration storing or lasting is about, and keeps another verb\'s', () => {
    expect(predicate('The auction will include batteries that can store power for 4 hours.')).toBeNull();
    expect(predicate('The court sat for 31 days.')).toBeNull();
    expect(predicate('The strike lasted for about 12 days in 2024.')).toBeNull();
    expect(predicate('Moira Quinn had lived for 68 days.')).toBeNull();
    expect(predicate('Moira Quinn had lived for nearly 68 days.')).toBeNull();
    expect(predicate('Skerrin Ferries tested the batteries for 4 hours.')).toBe('tested the batteries');
    expect(predicate('Skerrin Ferries stored the ships in Oban on 3 May 2025.')).toBe('stored the ships in Oban');
  });
});

import { describe, expect, it } from 'vitest';
import type { EntityMention } from '../../datasets/types.ts';
import { hasPersonDefinite } from './personDefinite.ts';

const org = (text: string): EntityMention => ({ text, kind: 'org' });
const person = (text: string): EntityMention => ({ text, kind: 'person' });
const definite = (sentence: string, entities: EntityMention[] = [person('Iñigo Sagasta')]) => hasPersonDefinite(sentence, entities);

describe('hasPersonDefinite: a definite that speaks of a person unnamed', () => {
  it('finds a demonym before a verb of any finite form, an adverb between or not', () => {
    expect(definite('The Dane finished ahead of Iñigo Sagasta.')).toBe(true);
    expect(definite('The Dane will face Iñigo Sagasta in the final.')).toBe(true);
    expect(definite('The Dane leads Iñigo Sagasta by 12 seconds.')).toBe(true);
    expect(definite('The Dane narrowly beat Iñigo Sagasta.')).toBe(true);
    expect(definite('The Swiss also finished ahead of Iñigo Sagasta.')).toBe(true);
    // A regular past the verb lexicon does not list is that person's verb too; a name after the role is a title's.
    expect(definite('Iñigo Sagasta took over after the incumbent resigned.')).toBe(true);
    expect(definite('Iñigo Sagasta took over after the incumbent Ana Silva resigned.')).toBe(false);
    expect(definite('Iñigo Sagasta took over after the incumbent spending cuts.')).toBe(false);
  });

  it('finds demonyms in -i, -iot, -ovar and -egrin, and one at a clause end', () => {
    for (const d of ['Cypriot', 'Emirati', 'Bangladeshi', 'Montenegrin', 'Kosovar']) {
      expect(definite(`The ${d} finished ahead of Iñigo Sagasta.`)).toBe(true);
    }
    expect(definite('Iñigo Sagasta finished behind the Italian.')).toBe(true);
  });

  it('finds no person in a make, a city or a language ending in -i or -iot', () => {
    for (const d of ['Maserati', 'Ferrari', 'Bugatti', 'Audi', 'Ducati', 'Helsinki', 'Delhi', 'Nairobi', 'Hindi', 'Patriot']) {
      expect(definite(`The ${d} finished ahead of Iñigo Sagasta.`)).toBe(false);
    }
    expect(definite('The Iraqi finished ahead of Iñigo Sagasta.')).toBe(true);
    expect(definite('The Israeli finished ahead of Iñigo Sagasta.')).toBe(true);
  });

  it('finds one before a preposition, a genitive or a relative pronoun', () => {
    expect(definite('Ravnholt beat the Italian on the final climb.')).toBe(true);
    expect(definite('Ravnholt beat the Italian rider by 3 seconds.')).toBe(true);
    expect(definite("The Italian's bike failed.")).toBe(true);
    expect(definite('The Italian rider who led crashed.')).toBe(true);
    expect(definite('The champion that Ravnholt beat retired.')).toBe(true);
    expect(definite('The Italian Grand Prix ended early.')).toBe(false);
    expect(definite('The Italian family on the farm hosted Iñigo Sagasta.')).toBe(false);
  });

  it('finds the person noun up to two modifiers after `the`', () => {
    expect(definite('The 24-year-old Dane beat Iñigo Sagasta.')).toBe(true);
    expect(definite('The Danish former champion beat Iñigo Sagasta.')).toBe(true);
    expect(definite('The young striker scored past Iñigo Sagasta.')).toBe(true);
    expect(definite('The Olympic champion beat Iñigo Sagasta.')).toBe(true);
    expect(definite('The team lost manager, coach and physio in a week.')).toBe(false);
    expect(definite('The club, the striker.')).toBe(true);
    expect(definite('The club, striker and all, left.')).toBe(false);
    expect(definite('Of the two, winner takes all.')).toBe(false);
  });

  it('finds nothing in a title before a name, a place, a body, a sea or a noun in -ly', () => {
    expect(definite('The striker Ana Silva scored past Iñigo Sagasta.')).toBe(false);
    expect(definite('Iñigo Sagasta finished second in the Netherlands.')).toBe(false);
    expect(definite('The Senate honoured Iñigo Sagasta.')).toBe(false);
    expect(definite('The Mediterranean warmed by 2 degrees.')).toBe(false);
    expect(definite('The Caribbean lost 3 reefs.')).toBe(false);
    expect(definite('The Italian family hosted Iñigo Sagasta.')).toBe(false);
    expect(definite('Iñigo Sagasta won the Danish Open in 2025.')).toBe(false);
    expect(definite('The Dane Casper Ravnholt beat Iñigo Sagasta.')).toBe(false);
  });

  it('finds no person in a demonym that is a name or a name\'s first word', () => {
    expect(definite('The Swiss cut 300 jobs.', [org('Swiss')])).toBe(false);
    expect(definite('The Scotsman reported the result.', [org('The Scotsman')])).toBe(false);
    expect(definite('Iñigo Sagasta later joined the Norwegian.', [org('Norwegian Air Shuttle')])).toBe(false);
    expect(definite('The Scotsman reported the result.', [])).toBe(true);
    expect(definite('The Swiss cut 300 jobs.', [])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { passageOf } from '../../test/passages.ts';
import { unintroducedDefinites } from './unintroduced.ts';

const festival = passageOf('ui-001', [
  'The Lisbon Film Festival sold 96,000 tickets in 2025, a record for the event.',
  'The festival showed 184 films from 47 countries over 10 days.',
  'Festival director Ana Ribeiro said the budget had risen to €4.3 million.',
], [{ text: 'Lisbon Film Festival', kind: 'event' }, { text: 'Ana Ribeiro', kind: 'person' }], { topic: 'ui-festival', domain: 'ui' });
const names = [...festival.entities, { text: 'Thomas Kessler', kind: 'person' as const }, { text: 'Northlight Pictures', kind: 'org' as const }];
const of = (text: string) => unintroducedDefinites(text, festival, names);

describe('bare definites a plan never introduces', () => {
  it('finds a thing of another passage: a noun the plan uses only inside a name or in another number, or not at all', () => {
    expect(of('The film follows a family of fishermen in Chile.')).toEqual(['the film']);
    expect(of('Thomas Kessler signed the pooling agreement.')).toEqual(['the pooling agreement']);
    expect(of('Ana Ribeiro said the income would fund research on rice.')).toEqual(['the income']);
    expect(of('Ana Ribeiro apologised in a post the next day.')).toEqual(['the next day']);
    expect(of('Thomas Kessler left the talks over the question of river tolls.')).toEqual(['the talks']);
  });

  it('passes what the plan or the claim introduces, names in place, or has by role', () => {
    expect(of('Thomas Kessler called the festival a quiet success.')).toEqual([]); // a plan name ends in Festival
    expect(of('Thomas Kessler said the budget was too small.')).toEqual([]); // a plan noun
    expect(of('Ana Ribeiro praised the distributor Northlight Pictures.')).toEqual([]); // named in apposition
    expect(of('Ana Ribeiro raised the question of ticket prices.')).toEqual([]); // told which by its of-phrase
    expect(of('Thomas Kessler said the government paid for the event.')).toEqual([]); // by role; a plan noun
    expect(of('Northlight Pictures said the company would open an office.')).toEqual([]); // the organisation named before
    expect(of('Ana Ribeiro bought a cinema and renamed the cinema.')).toEqual([]); // brought in before
    expect(of('Ana Ribeiro sued Northlight Pictures, but the court dismissed the case.')).toEqual(['the case']); // a court by role
    expect(of('Thomas Kessler won best film of the year.')).toEqual([]); // a time
    expect(of('Ana Ribeiro called it the largest in its history.')).toEqual([]); // no thing
  });
});

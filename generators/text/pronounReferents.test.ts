import { describe, expect, it } from 'vitest';
import type { EntityMention } from '../../datasets/types.ts';
import { passageOf } from '../../test/passages.ts';
import { nameIt, namePronoun, personSubject } from './pronounReferents.ts';

const person = (text: string): EntityMention => ({ text, kind: 'person' });
const org = (text: string): EntityMention => ({ text, kind: 'org' });
/** The pronoun of the last sentence of `texts` named, or null. */
const named = (texts: string[], entities: EntityMention[]): string | null => {
  const passage = passageOf('pr', texts, entities);
  const index = texts.length - 1;
  return namePronoun(texts[index], passage, index) ?? nameIt(texts[index], passage, index);
};

describe('namePronoun: `He`/`She` only when the passage decides who', () => {
  const riders = [person('Casper Ravnholt'), person('Iñigo Sagasta'), org('Alto Meridian Racing')];

  it('names no one when the sentence before opens on an unnamed person and two persons compete', () => {
    expect(named([
      'Casper Ravnholt won the Tour des Hautes Crêtes on June 21, 2026.',
      'The Dane finished 1 minute 42 seconds ahead of Iñigo Sagasta of Alto Meridian Racing.',
      'He took the lead on the penultimate stage.',
    ], riders)).toBeNull();
  });

  it('names no lone person when the sentence before names them but opens on someone unnamed (`The Dane …`)', () => {
    expect(named([
      'The Tour des Hautes Crêtes ended on June 21, 2026.',
      'The Dane finished 1 minute 42 seconds ahead of Iñigo Sagasta.',
      'He took the lead on the penultimate stage.',
    ], riders)).toBeNull();
  });

  it('names the person the sentence before opens on, even after a title, when it names no one else', () => {
    expect(named([
      'Casper Ravnholt won the Tour des Hautes Crêtes on June 21, 2026.',
      'Danish rider Iñigo Sagasta finished 1 minute 42 seconds ahead of Alto Meridian Racing.',
      'He took the lead on the penultimate stage.',
    ], riders)).toBe('Iñigo Sagasta took the lead on the penultimate stage.');
  });

  it('names no one when the sentence before names a second person beside its subject', () => {
    expect(named([
      'Danish rider Iñigo Sagasta finished 1 minute 42 seconds ahead of Casper Ravnholt.',
      'He took the lead on the penultimate stage.',
    ], riders)).toBeNull();
    expect(named(['Judge Anna Berg sentenced Declan Fennimore to 5 years.', 'He will appeal the sentence.'], [person('Anna Berg'), person('Declan Fennimore')])).toBeNull();
    expect(named(['Maria Lund beat Peter Holm in the final.', 'He won 3 games.'], [person('Maria Lund'), person('Peter Holm')])).toBeNull();
  });

  it('names no one when the second person is named by surname alone or spoken of unnamed (`the Dane`)', () => {
    const after = (sentence: string) => named([sentence, 'He took the lead on the penultimate stage.'], riders);
    expect(after('Iñigo Sagasta finished 1 minute 42 seconds ahead of Ravnholt.')).toBeNull();
    expect(after('Iñigo Sagasta finished 1 minute 42 seconds ahead of the Dane.')).toBeNull();
    expect(after('Iñigo Sagasta finished 1 minute 42 seconds ahead of the 24-year-old Dane.')).toBeNull();
    expect(named(['Casper Ravnholt won the Tour.', 'Ravnholt beat the Italian on the final climb.', 'He finished 4th.'], riders)).toBeNull();
    expect(named(['Casper Ravnholt won the Tour.', 'Ravnholt beat the team on the final climb.', 'He finished 4th.'], riders)).toBe('Casper Ravnholt finished 4th.');
    expect(after('Iñigo Sagasta finished 1 minute 42 seconds ahead of Alto Meridian Racing.')).toBe('Iñigo Sagasta took the lead on the penultimate stage.');
    expect(named(['Casper Ravnholt won the Tour.', 'Alto Meridian Racing praised the Dane.', 'He took the lead.'], riders)).toBeNull();
    expect(named(['Casper Ravnholt won the Tour.', 'Ravnholt finished 1 minute ahead.', 'He took the lead.'], riders)).toBe('Casper Ravnholt took the lead.');
    expect(named(['Casper Ravnholt won the Tour.', 'Her coach praised Ravnholt.', 'He took the lead.'], riders)).toBeNull();
    expect(named(['Casper Ravnholt won the Tour.', 'Alto Meridian Racing praised the team.', 'He took the lead.'], riders)).toBe('Casper Ravnholt took the lead.');
  });

  it('follows a pronoun of the same sort back, never one of the other sort (`He …` then `Her trial`)', () => {
    const texts = ['Declan Fennimore pleaded guilty.', 'He has agreed to testify against Rosaleen Carbery.'];
    const entities = [person('Declan Fennimore'), person('Rosaleen Carbery')];
    expect(named([...texts, 'His trial is due to open in January.'], entities)).toBe("Declan Fennimore's trial is due to open in January.");
    expect(named([...texts, 'Her trial is due to open in January.'], entities)).toBeNull();
  });

  it('names the one person the passage names when nothing competes, even after a thing\'s sentence or genitive', () => {
    const entities = [person('Ruben Claes'), org('Vireo Cycling'), person('Victor Salgado')];
    expect(named(['Vireo Cycling signed Ruben Claes to a 4-year contract.', 'He joined from Nordhavn Pro.'], entities)).toBe('Ruben Claes joined from Nordhavn Pro.');
    expect(named(["Victor Salgado's appeal was rejected.", 'His lawyer had argued otherwise.'], entities)).toBe("Victor Salgado's lawyer had argued otherwise.");
    expect(named(['Leilani Kahale studied the reef.', 'Water temperatures peaked in August.', 'Her team counted 1,450 colonies.'], [person('Leilani Kahale')]))
      .toBe("Leilani Kahale's team counted 1,450 colonies.");
  });

  it('reads a title before a name as the subject, never a determiner and a description', () => {
    const passage = passageOf('ps', [], riders);
    expect(personSubject('Belgian rider Casper Ravnholt won the race.', passage)?.text).toBe('Casper Ravnholt');
    expect(personSubject('Casper Ravnholt, the champion, said he would rest.', passage)?.text).toBe('Casper Ravnholt');
    expect(personSubject('The Dane beat Iñigo Sagasta.', passage)).toBeNull();
    expect(personSubject('In court Casper Ravnholt said he would rest.', passage)).toBeNull();
    expect(personSubject('Officials praised Casper Ravnholt for his ride.', passage)).toBeNull();
  });

  it('names no one when the passage named two persons before and the sentence before names none', () => {
    expect(named(['Anna Berg met Peter Holm in Oslo.', 'The talks lasted 2 hours.', 'He left early.'], [person('Anna Berg'), person('Peter Holm')])).toBeNull();
  });
});

describe('nameIt: `It` only when no second thing competes in the sentence before', () => {
  it('names no subject when the verb of the sentence before takes a singular thing (`The team traced the site …`)', () => {
    expect(named([
      'The wreck lies at a depth of 42 metres.',
      'The team traced the site from a survivor\'s account.',
      'It lies 6 kilometres north of the area covered by two earlier searches.',
    ], [])).toBeNull();
    expect(named(['Quillon Semiconductor acquired Nexa Labs in 2024.', 'Its profit margin rose to 28.4%.'], [org('Quillon Semiconductor'), org('Nexa Labs')])).toBeNull();
  });

  it('names no subject when any later phrase of the sentence before may be one thing', () => {
    const wreck = (sentence: string, entities: EntityMention[] = []) => named(['The wreck lies at a depth of 42 metres.', sentence, 'It lies 6 kilometres north of the port.'], entities);
    expect(wreck('The team located and surveyed the wreck in 2025.')).toBeNull();
    expect(wreck('The team traced the Aurora to the bay.')).toBeNull();
    expect(wreck('The team traced a 19th-century ship.')).toBeNull();
    expect(wreck('The team surveyed Tallin Harbour in 2025.', [{ text: 'Tallin Harbour', kind: 'place' }])).toBeNull();
    expect(named(['The museum was given a painting.', 'It opened in 1890.'], [])).toBeNull();
    expect(named(['The museum was given an urn.', 'It opened in 1890.'], [])).toBeNull();
    for (const owned of ['its facade', 'their donor', 'his widow', 'her family', 'this painting']) {
      expect(named([`The museum thanked ${owned}.`, 'It opened in 1890.'], [])).toBeNull();
    }
  });

  it('names no subject when a thing follows a verb or participle and its preposition (`invested in`, `is based in`)', () => {
    const hamburg = { text: 'Hamburg', kind: 'place' } as const;
    expect(named(['Lumen Energy invested in Tallin Harbour.', 'It handles 3 million tonnes of cargo.'], [org('Lumen Energy'), { text: 'Tallin Harbour', kind: 'place' }]))
      .toBeNull();
    expect(named(['LeafTower is based in Hamburg.', 'Its population is 1.8 million.'], [org('LeafTower'), hamburg])).toBeNull();
    expect(named(['LeafTower is based near Hamburg.', 'Its population is 1.8 million.'], [org('LeafTower'), hamburg])).toBeNull();
    expect(named(['LeafTower operates in Hamburg.', 'Its population is 1.8 million.'], [org('LeafTower'), hamburg])).toBeNull();
    expect(named(['LeafTower is in Hamburg.', 'Its population is 1.8 million.'], [org('LeafTower'), hamburg])).toBeNull();
    for (const where of ['is based mainly in', 'is located just outside', 'is now in']) {
      expect(named([`LeafTower ${where} Hamburg.`, 'Its population is 1.8 million.'], [org('LeafTower'), hamburg])).toBeNull();
    }
    expect(named(['Lumen Energy invested in Nexa Labs.', 'It employs 300 people.'], [org('Lumen Energy'), org('Nexa Labs')])).toBeNull();
    expect(named(['Lumen Energy holds 3 seats in Nexa Labs.', 'It employs 300 people.'], [org('Lumen Energy'), org('Nexa Labs')])).toBeNull();
  });

  it('names the subject after a plural object, a figure or a measure (`covers an area of 412 …`)', () => {
    expect(named(['The museum was given the paintings.', 'It opened in 1890.'], [])).toBe('The museum opened in 1890.');
    expect(named(['The museum thanked Anna Berg.', 'It opened in 1890.'], [person('Anna Berg')])).toBe('The museum opened in 1890.');
    expect(named(['LeafTower closed 3 sites in Hamburg.', 'Its 120 employees were offered jobs.'], [org('LeafTower'), { text: 'Hamburg', kind: 'place' }]))
      .toBe("LeafTower's 120 employees were offered jobs.");
    for (const where of ['at', 'near', 'outside']) {
      expect(named([`LeafTower closed 3 sites ${where} Hamburg.`, 'Its 120 employees were offered jobs.'], [org('LeafTower'), { text: 'Hamburg', kind: 'place' }]))
        .toBe("LeafTower's 120 employees were offered jobs.");
    }
    expect(named(['LeafTower closed 3 sites just outside Hamburg.', 'Its 120 employees were offered jobs.'], [org('LeafTower'), { text: 'Hamburg', kind: 'place' }]))
      .toBe("LeafTower's 120 employees were offered jobs.");
    expect(named(['The museum thanked its donors.', 'It opened in 1890.'], [])).toBe('The museum opened in 1890.');
    expect(named(['The wreck lies at a depth of 42 metres.', 'It lies north of the port.'], [])).toBe('The wreck lies north of the port.');
    expect(named(['The museum acquired 3 paintings in 2024.', 'It opened in 1890.'], [])).toBe('The museum opened in 1890.');
    expect(named(['The book describes 64 buildings.', 'It sold 9,000 copies.'], [])).toBe('The book sold 9,000 copies.');
    expect(named(['Lake Morvane covers an area of 412 square kilometres.', 'Its deepest point measures 187 metres.'], [{ text: 'Lake Morvane', kind: 'place' }]))
      .toBe("Lake Morvane's deepest point measures 187 metres.");
  });
});

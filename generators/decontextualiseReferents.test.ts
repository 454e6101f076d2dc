import { describe, expect, it } from 'vitest';
import type { EntityMention } from '../datasets/types.ts';
import { decontextualise, namedReferents } from './decontextualise.ts';
import type { GeneratedClaim } from './types.ts';
import { passageOf } from '../test/passages.ts';

const person = (text: string): EntityMention => ({ text, kind: 'person' });
const org = (text: string): EntityMention => ({ text, kind: 'org' });
/** The names `sentence`, read after `texts`, may stand for. */
const referents = (texts: string[], sentence: string, entities: EntityMention[]): string[] =>
  namedReferents(sentence, passageOf('nr', texts, entities), texts.length);

describe('namedReferents: every name a pronoun may stand for, undecided ones too', () => {
  const meeting = ['Anna Berg met Peter Holm in Oslo.', 'The talks lasted 2 hours.'];

  it('counts the last person named for a `He` no naming step decides, and the subject before an `It` over an object', () => {
    expect(referents(meeting, 'He left early.', [person('Anna Berg'), person('Peter Holm')])).toEqual(['Peter Holm']);
    expect(referents(['Quillon Semiconductor acquired Nexa Labs in 2024.'], 'Its profit margin rose to 28.4%.', [org('Quillon Semiconductor'), org('Nexa Labs')]))
      .toEqual(['Quillon Semiconductor']);
  });

  it('counts no one for a sentence that opens on no pronoun', () => {
    expect(referents(meeting, 'Talks resume in May.', [person('Anna Berg'), person('Peter Holm')])).toEqual([]);
    expect(referents(['Quillon Semiconductor acquired Nexa Labs in 2024.'], 'Profit margins rose to 28.4%.', [org('Quillon Semiconductor'), org('Nexa Labs')])).toEqual([]);
  });
});

describe('decontextualise: a person\'s surname that reads as an adjective is still a short name', () => {
  it('writes `Young had coached …` as the full name, an organisation\'s adjective aside', () => {
    const passage = passageOf('dc-young', ['Ellen Young joined Vireo Cycling in 2019.', 'Young had coached the team for 6 years.'], [person('Ellen Young'), org('Vireo Cycling')]);
    const claim: GeneratedClaim = { claim: 'Young had coached the team for 7 years.', evidence: passage.spans, sourceSpan: passage.spans[1].id, transform: 'edit', edits: ['digits'] };
    expect(decontextualise(claim, passage)?.claim).toBe('Ellen Young had coached the team for 7 years.');
  });
});

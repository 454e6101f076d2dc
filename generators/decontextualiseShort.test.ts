import { describe, expect, it } from 'vitest';
import type { EntityMention } from '../datasets/types.ts';
import { decontextualise } from './decontextualise.ts';
import { shortReadsAsAdjective } from './text/nameForms.ts';
import type { GeneratedClaim } from './types.ts';
import { passageOf } from '../test/passages.ts';

/** The claim `text` of the last span of a passage of `texts`, with what it leans on named (undefined: nothing named). */
const namedIn = (texts: string[], entities: EntityMention[]) => (text: string): string | undefined => {
  const kit = passageOf('dc-short', texts, entities, { topic: 'dcshort' });
  const claim: GeneratedClaim = { claim: text, evidence: kit.spans, sourceSpan: kit.spans.at(-1)!.id, transform: 'edit', edits: ['digits'] };
  return decontextualise(claim, kit)?.claim;
};

describe('decontextualise: an adjective opening an organisation\'s name is no short name of it', () => {
  it('leaves `the first Irish campus` alone, the passage naming the Irish Academic Staff Union', () => {
    const campus = namedIn([
      'The Irish Academic Staff Union opposed the project.',
      'Corravin University signed a deal in 2025 to open a campus in Da Nang, the first Irish campus in Vietnam.',
    ], [{ text: 'Irish Academic Staff Union', kind: 'org' }, { text: 'Corravin University', kind: 'org' }]);
    expect(campus('Corravin University signed a deal in 2025 to open a campus in Da Nang, the second Irish campus in Vietnam.')).toBeUndefined();
  });

  it('still writes a distinctive first word in full (`Pixelgate said` → `Pixelgate Systems said`)', () => {
    const said = namedIn(['Pixelgate Systems bought a site.', 'Pixelgate said it would hire 40 people.'], [{ text: 'Pixelgate Systems', kind: 'org' }]);
    expect(said('Pixelgate said it would hire 45 people.')).toBe('Pixelgate Systems said it would hire 45 people.');
  });

  it('reads a proper adjective or one seen in use as an adjective, never a name or a rare adjective a brand is coined from', () => {
    for (const word of ['Irish', 'Nordic', 'Iberian', 'National', 'Royal']) expect(shortReadsAsAdjective(word)).toBe(true);
    for (const word of ['Pixelgate', 'Utrecht', 'Trenvia', 'Skyward', 'Pellucid']) expect(shortReadsAsAdjective(word)).toBe(false);
  });
});

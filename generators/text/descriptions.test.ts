import { describe, expect, it } from 'vitest';
import { corpusView } from '../../datasets/corpus.ts';
import type { Passage } from '../../datasets/types.ts';
import { entitySwap } from '../entity-swap.ts';
import { descriptionFits, descriptionIn } from './descriptions.ts';
import { passageOf } from '../../test/passages.ts';

const org = (text: string) => ({ text, kind: 'org' as const });
const person = (text: string) => ({ text, kind: 'person' as const });
const p = (id: string, topic: string, texts: string[], entities: Passage['entities']): Passage => passageOf(id, texts, entities, { topic, domain: 'tech' });

// Two topics of one domain: a cloud outage and a solar maker, each with a chief executive.
const cloud = p('dsc-001', 'dsc-cloud', [
  'The cloud provider Nimbus Hosting suffered an outage on 2025-11-04.',
  'Chief executive Ada Lin said the fault was fixed within 6 hours.',
], [org('Nimbus Hosting'), person('Ada Lin')]);
const solar = p('dsc-002', 'dsc-solar', [
  'The solar maker Sunforge Panels opened a factory in Porto on 2025-03-01.',
  'Chief executive Omar Reyes said the factory would employ 400 people.',
  'Sunforge Panels sold its panels to the cloud provider Brightcloud Data.',
], [org('Sunforge Panels'), person('Omar Reyes'), org('Brightcloud Data')]);
const corpus = corpusView([cloud, solar]);

describe('descriptionIn', () => {
  it('reads the title or description a name stands with, without its article', () => {
    expect(descriptionIn(cloud.spans[0].text, 'Nimbus Hosting', cloud.entities)).toEqual({ words: 'cloud provider' });
    expect(descriptionIn(cloud.spans[1].text, 'Ada Lin', cloud.entities)).toEqual({ words: 'chief executive' });
    expect(descriptionIn('Nimbus Hosting suffered an outage.', 'Nimbus Hosting', cloud.entities)).toBeNull();
    expect(descriptionIn('Ada Lin, a former engineer, said so.', 'Ada Lin', cloud.entities)).toBe('tangled');
  });
});

describe('descriptionFits', () => {
  it('refuses a description the corpus never writes with the new name', () => {
    expect(descriptionFits(cloud.spans[0].text, 'Nimbus Hosting', 'Sunforge Panels', cloud.entities, corpus)).toBe(false);
    expect(descriptionFits('Ada Lin, a former engineer, said so.', 'Ada Lin', 'Omar Reyes', cloud.entities, corpus)).toBe(false);
  });

  it('accepts a bare name, and a description the corpus also writes with the new name', () => {
    expect(descriptionFits('Nimbus Hosting suffered an outage.', 'Nimbus Hosting', 'Sunforge Panels', cloud.entities, corpus)).toBe(true);
    expect(descriptionFits(cloud.spans[0].text, 'Nimbus Hosting', 'Brightcloud Data', cloud.entities, corpus)).toBe(true);
    expect(descriptionFits(cloud.spans[1].text, 'Ada Lin', 'Omar Reyes', cloud.entities, corpus)).toBe(true);
  });
});

describe('entity-swap rivals keep the old name\'s description only where it fits', () => {
  const check = (claim: string, transform: string) =>
    entitySwap.check!({ claim, evidence: cloud.spans, sourceSpan: 'dsc-001-s1', transform }, cloud, corpus).join();

  it('refuses `The cloud provider Sunforge Panels` and accepts `The cloud provider Brightcloud Data`', () => {
    expect(check('The cloud provider Sunforge Panels suffered an outage on 2025-11-04.', 'name Nimbus Hosting → Sunforge Panels (org, same domain)')).toMatch(/never describes Sunforge Panels/);
    expect(check('The cloud provider Brightcloud Data suffered an outage on 2025-11-04.', 'name Nimbus Hosting → Brightcloud Data (org, same domain)')).toBe('');
  });

  it('never generates a rival the description does not fit', () => {
    const rivals = entitySwap.generate(cloud, corpus, { fork: () => ({ pick: <T>(xs: readonly T[]) => xs[0] }) } as never, { repertoire: 'full' })
      .filter((c) => c.edits?.[0] === 'rival-name-swap').map((c) => c.claim);
    expect(rivals).toContain('The cloud provider Brightcloud Data suffered an outage on 2025-11-04.');
    expect(rivals.some((c) => c.includes('cloud provider Sunforge'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { loadWordNet, openWordNet, type Pos } from './wordnet.ts';

const wn = loadWordNet();
const lemmaNames = (word: string, pos?: Pos) => wn.lemmas(word, pos).map((h) => `${h.lemma}/${h.pos}`);

describe('loadWordNet', () => {
  it('is memoised and reports its versions', () => {
    expect(loadWordNet()).toBe(wn);
    expect(wn.version).toBe('3.1');
    expect(wn.packageVersion).toMatch(/^3\.1\./);
  });

  it('lemmatises irregular and regular inflections', () => {
    expect(lemmaNames('bought')).toContain('buy/v');
    expect(lemmaNames('children')).toEqual(['child/n']);
    expect(lemmaNames('better', 'a')).toEqual(['better/a', 'good/a']);
    expect(lemmaNames('purchased')).toContain('purchase/v');
    expect(lemmaNames('stopped')).toContain('stop/v');
    expect(lemmaNames('bigger')).toContain('big/a');
    expect(lemmaNames('cars')).toEqual(['car/n']);
    expect(lemmaNames('Glasses')).toEqual(['glasses/n', 'glass/n', 'glass/v']);
    expect(lemmaNames('was')).toEqual(['be/v']);
  });

  it('finds nothing for non-words and keeps short stems out', () => {
    expect(wn.lemmas('qzxv')).toEqual([]);
    expect(lemmaNames('is')).toEqual(['be/v']);
  });

  it('gives synsets in sense order, shared by synonyms', () => {
    const car = wn.synsets('car', 'n');
    expect(car[0].words).toEqual(['car', 'auto', 'automobile', 'machine', 'motorcar']);
    expect(wn.synsets('automobile', 'n').map((s) => s.id)).toEqual([car[0].id]);
    const shared = (a: string, b: string) => wn.synsets(a).some((s) => wn.synsets(b).some((t) => t.id === s.id));
    expect(shared('physician', 'doctor')).toBe(true);
    expect(shared('large', 'big')).toBe(true);
    expect(shared('buy', 'purchase')).toBe(true);
    expect(shared('car', 'banana')).toBe(false);
  });

  it('parses pointers, glosses and multi-word lemmas', () => {
    const car = wn.synsets('car', 'n')[0];
    expect(car.hypernyms.map((id) => wn.synset(id)!.words[0])).toEqual(['motor vehicle']);
    expect(car.gloss).toMatch(/motor vehicle/);
    expect(wn.synset(car.id)).toBe(car);
    expect(wn.synsets('motor vehicle').map((s) => s.id)).toEqual(car.hypernyms);
    const satellite = wn.synsets('huge', 'a')[0];
    expect(satellite.satellite).toBe(true);
    expect(satellite.similar.map((id) => wn.synset(id)!.words[0])).toContain('large');
    expect(wn.synset('99999999-n')).toBeUndefined();
    expect(wn.synset('car')).toBeUndefined();
  });

  it('reports sense ranks and tag counts, most frequent first', () => {
    const senses = wn.senses('car', 'n');
    expect(senses.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(senses[0].tagCount).toBeGreaterThan(senses[1].tagCount);
    expect(wn.senses('big', 'a')[0].synset.words).toContain('large');
    expect(wn.senses('qzxv')).toEqual([]);
  });

  it('visits every sense of index.sense with the same ranks and tag counts as senses()', () => {
    const seen: Array<[string, number, number]> = [];
    let total = 0;
    wn.forEachSense((lemma, id, rank, tagCount) => {
      total++;
      if (lemma === 'car') seen.push([id, rank, tagCount]);
    });
    expect(total).toBeGreaterThan(200_000);
    const expected = wn.senses('car').map((s) => [s.synset.id, s.rank, s.tagCount]);
    expect(seen.sort()).toEqual(expected.sort());
  });

  it('lists lemmas and synset ids per part of speech', () => {
    expect(wn.lemmaList('n').length).toBeGreaterThan(100_000);
    const adverbs = wn.synsetIds('r');
    expect(adverbs.length).toBeGreaterThan(3_000);
    expect(wn.synset(adverbs[0])?.pos).toBe('r');
  });
});

describe('openWordNet', () => {
  it('fails with a typed error naming the missing folder', () => {
    expect(() => openWordNet('/nonexistent-verity-wordnet/dict')).toThrow(/^wordnet: cannot read .*nonexistent-verity-wordnet/);
  });
});

import { describe, expect, it } from 'vitest';
import type { EntityMention } from '../../datasets/types.ts';
import { findTitledNames, rewriteTitle } from './apposition.ts';

const entities: EntityMention[] = [
  { text: 'Altaris Rail', kind: 'org' }, { text: 'Highline Partners', kind: 'org' }, { text: 'Vestwind', kind: 'org' },
  { text: 'Simon Gallagher', kind: 'person' }, { text: 'Achieng Otieno', kind: 'person' }, { text: 'Dana Reeve', kind: 'person' },
  { text: 'Duarte Caramelo', kind: 'person' }, { text: 'Portugal', kind: 'place' },
];
const rewrite = (text: string, target: 'before' | 'apposition') => rewriteTitle(text, findTitledNames(text, entities)[0], target);

describe('title rewrites that would say less are refused', () => {
  it('writes no bare role of an organisation after its name (`Altaris Rail, a manufacturer`)', () => {
    const built = 'The trains were built by the manufacturer Altaris Rail.';
    expect(rewrite(built, 'apposition')).toBeNull();
    expect(rewrite('The consortium Highline Partners built the road.', 'apposition')).toBeNull();
  });

  it('writes no owned role of a person as an indefinite one (`Simon Gallagher, a producer`)', () => {
    const said = 'Producer Simon Gallagher said sales had reached £12 million.';
    expect(rewrite(said, 'apposition')).toBeNull();
  });

  it('still moves a described role, a profession and a definite role', () => {
    expect(rewrite('The offshore wind developer Vestwind bought the site.', 'apposition')).toBe('Vestwind, an offshore wind developer, bought the site.');
    expect(rewrite('Entomologist Achieng Otieno said so.', 'apposition')).toBe('Achieng Otieno, an entomologist, said so.');
    expect(rewrite('Chief executive Dana Reeve said so.', 'apposition')).toBe('Dana Reeve, the chief executive, said so.');
    expect(rewrite('Simon Gallagher, who is a producer, said so.', 'apposition')).toBe('Simon Gallagher, a producer, said so.');
  });

  it('keeps the capital of a demonym opening the title, and of no role word (`Chairman`)', () => {
    expect(rewrite('Chairman Simon Gallagher said so.', 'apposition')).toBe('Simon Gallagher, the chairman, said so.');
    expect(rewrite('Spokesman Simon Gallagher said so.', 'apposition')).toBe('Simon Gallagher, the spokesman, said so.');
    expect(rewrite('Belgian rider Simon Gallagher said so.', 'apposition')).toBe('Simon Gallagher, a Belgian rider, said so.');
    expect(rewrite('Emirati rider Simon Gallagher said so.', 'apposition')).toBe('Simon Gallagher, an Emirati rider, said so.');
  });

  it('still moves a bare role back before the name', () => {
    expect(rewrite('Altaris Rail, the manufacturer, built the trains.', 'before')).toBe('Manufacturer Altaris Rail built the trains.');
  });
});

describe('a title a possessive opens', () => {
  it("takes no article of its own after the name (`Duarte Caramelo, Portugal's sea minister`)", () => {
    const rejected = "Portugal's sea minister Duarte Caramelo rejected the application.";
    expect(rewrite(rejected, 'apposition')).toBe("Duarte Caramelo, Portugal's sea minister, rejected the application.");
    expect(rewrite("Portugal's producer Simon Gallagher said so.", 'apposition')).toBe("Simon Gallagher, Portugal's producer, said so.");
  });

  it("keeps the article that goes with a common noun's possessive (`the ministry's chief executive`)", () => {
    const said = "The ministry's chief executive Dana Reeve said so.";
    expect(rewrite(said, 'apposition')).toBe("Dana Reeve, the ministry's chief executive, said so.");
  });
});

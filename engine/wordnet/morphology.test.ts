import { describe, expect, it } from 'vitest';
import { baseFormCandidates } from './morphology.ts';
import { IRREGULAR_FORMS } from './irregular.ts';

describe('baseFormCandidates', () => {
  it('applies per-part-of-speech detachment rules', () => {
    expect(baseFormCandidates('boxes', 'n')).toContain('box');
    expect(baseFormCandidates('cities', 'n')).toContain('city');
    expect(baseFormCandidates('hoped', 'v')).toContain('hope');
    expect(baseFormCandidates('walking', 'v')).toContain('walk');
    expect(baseFormCandidates('happier', 'a')).toContain('happy');
    expect(baseFormCandidates('quickly', 'r')).toEqual(['quickly']);
  });

  it('un-doubles a final consonant before -ed, -ing, -er, -est', () => {
    expect(baseFormCandidates('stopped', 'v')).toContain('stop');
    expect(baseFormCandidates('running', 'v')).toContain('run');
    expect(baseFormCandidates('biggest', 'a')).toContain('big');
  });

  it('puts the word first, then irregular bases', () => {
    expect(baseFormCandidates('went', 'v').slice(0, 2)).toEqual(['went', 'go']);
    expect(baseFormCandidates('feet', 'n')).toContain('foot');
    expect(baseFormCandidates('worse', 'a')).toContain('bad');
  });

  it('never yields stems shorter than three letters from rules', () => {
    expect(baseFormCandidates('as', 'n')).toEqual(['as']);
    expect(baseFormCandidates('us', 'n')).toEqual(['us']);
  });
});

describe('IRREGULAR_FORMS', () => {
  it('maps past forms of irregular verbs to their base', () => {
    expect(IRREGULAR_FORMS.v.get('bought')).toEqual(['buy']);
    expect(IRREGULAR_FORMS.v.get('saw')).toEqual(['see']);
    expect(IRREGULAR_FORMS.v.get('were')).toEqual(['be']);
    expect(IRREGULAR_FORMS.a.get('more')).toEqual(['many', 'much']);
  });

  it('never maps a form to itself', () => {
    for (const table of Object.values(IRREGULAR_FORMS)) {
      for (const [form, bases] of table) expect(bases).not.toContain(form);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { splitFinalPunct } from './casing.ts';

describe('splitFinalPunct', () => {
  it('splits off the run of final punctuation of the trimmed sentence', () => {
    expect(splitFinalPunct('Sales rose. ')).toEqual({ body: 'Sales rose', end: '.' });
    expect(splitFinalPunct('Did sales rise?!')).toEqual({ body: 'Did sales rise', end: '?!' });
    expect(splitFinalPunct('Sales rose !.')).toEqual({ body: 'Sales rose ', end: '!.' });
    expect(splitFinalPunct('x . .')).toEqual({ body: 'x . ', end: '.' });
  });

  it('keeps a sentence without final punctuation whole', () => {
    expect(splitFinalPunct(' Sales rose 3.5%')).toEqual({ body: 'Sales rose 3.5%', end: '' });
    expect(splitFinalPunct('')).toEqual({ body: '', end: '' });
    expect(splitFinalPunct('...')).toEqual({ body: '', end: '...' });
  });
});

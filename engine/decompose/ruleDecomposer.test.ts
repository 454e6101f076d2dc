import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decomposeByRules, ruleDecomposer } from './ruleDecomposer.ts';

const texts = (draft: string) => decomposeByRules(draft).map((c) => c.claimText);

describe('rule-based decomposer', () => {
  it('splits sentences and gives exact draft spans', () => {
    const draft = 'The sky is blue.  Grass is green.\nWater is wet.';
    const claims = decomposeByRules(draft);
    expect(claims.map((c) => draft.slice(...c.draftSpan))).toEqual(['The sky is blue.', 'Grass is green.', 'Water is wet.']);
    expect(claims.map((c) => c.claimText)).toEqual(['The sky is blue.', 'Grass is green.', 'Water is wet.']);
  });

  it('collects [S1] markers into citedMarkers and keeps them out of claimText but inside the span', () => {
    const draft = 'Revenue grew 5% [S1], and costs fell 3% [S2, S3]. Output rose.[S4][S1] Prices held [S5].';
    const claims = decomposeByRules(draft);
    expect(claims.map((c) => [c.claimText, c.citedMarkers, draft.slice(...c.draftSpan)])).toEqual([
      ['Revenue grew 5%', ['S1'], 'Revenue grew 5% [S1]'],
      ['costs fell 3%.', ['S2', 'S3'], 'costs fell 3% [S2, S3].'],
      ['Output rose.', ['S4', 'S1'], 'Output rose.[S4][S1]'],
      ['Prices held.', ['S5'], 'Prices held [S5].'],
    ]);
  });

  it('gives markers after the final punctuation to every clause of that sentence', () => {
    const draft = 'Sales fell, but profits rose. [S2]';
    expect(decomposeByRules(draft).map((c) => [c.claimText, c.citedMarkers])).toEqual([
      ['Sales fell', ['S2']],
      ['profits rose.', ['S2']],
    ]);
  });

  it('splits on semicolons and coordinating conjunctions only between independent clauses', () => {
    expect(texts('She joined in 2019, and she left in 2021; he stayed.')).toEqual(['She joined in 2019', 'she left in 2021', 'he stayed.']);
    expect(texts('Prices rose, yet demand was strong.')).toEqual(['Prices rose', 'demand was strong.']);
    expect(texts('We bought bread and butter, and milk.')).toEqual(['We bought bread and butter, and milk.']);
    expect(texts('He visited Paris, and then Rome.')).toEqual(['He visited Paris, and then Rome.']);
    expect(texts('The firm was founded in 2019, and in 2020 was sold.')).toEqual(['The firm was founded in 2019, and in 2020 was sold.']);
    expect(texts('Offices opened in Paris; Rome; Berlin.')).toEqual(['Offices opened in Paris; Rome; Berlin.']);
  });

  it('drops questions and hedged clauses but keeps the month May', () => {
    expect(texts('Is revenue up? Revenue rose in May 2020. It might rain. Perhaps costs fell. I think the CEO left. It seems prices rose. Sales may recover.')).toEqual([
      'Revenue rose in May 2020.',
    ]);
    expect(texts('Revenue rose, but did costs fall?')).toEqual(['Revenue rose']);
    expect(texts('Revenue likely rose. Heatwaves became 10 times more likely. She said calls could be handled by video.')).toEqual([
      'Heatwaves became 10 times more likely.',
      'She said calls could be handled by video.',
    ]);
  });

  it('keeps abbreviations and initials inside one sentence and strips transitions and bullets from spans', () => {
    expect(texts('Dr. Smith met John F. Kennedy in 1961. However, the meeting was short.')).toEqual([
      'Dr. Smith met John F. Kennedy in 1961.',
      'the meeting was short.',
    ]);
    expect(texts('- Output rose 4%\n- Sales fell 2%')).toEqual(['Output rose 4%', 'Sales fell 2%']);
  });

  it('gives no claims for empty, whitespace-only or fragment-only drafts', async () => {
    expect(decomposeByRules('')).toEqual([]);
    expect(decomposeByRules('  \n\t ')).toEqual([]);
    expect(decomposeByRules('Yes! [S1]')).toEqual([]);
    expect(await ruleDecomposer.decomposeWithUsage!('Costs fell.')).toMatchObject({ attempts: 1, usage: { inputTokens: 0, outputTokens: 0 } });
  });

  it('always returns in-bounds, non-empty, ordered, non-overlapping spans (property)', () => {
    const piece = fc.constantFrom('The sky is blue', 'it rose 5%', ' [S1]', '. ', ', and ', '; ', '? ', ' may ', '\n', 'Dr. ', '[S2', ']', '…', '😀', ' ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 25 }), (parts) => {
        const draft = parts.join('');
        let last = 0;
        for (const c of decomposeByRules(draft)) {
          const [s, e] = c.draftSpan;
          if (!(s >= last && s < e && e <= draft.length)) return false;
          if (c.claimText.trim() === '' || /\[\s*S\d+(?:\s*[,;]\s*S\d+)*\s*\]/.test(c.claimText)) return false;
          last = e;
        }
        return true;
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

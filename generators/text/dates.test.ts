import { describe, expect, it } from 'vitest';
import type { Passage } from '../../datasets/types.ts';
import { createRng } from '../../engine/rng.ts';
import { getEditOperator } from '../edits/registry.ts';
import { editContext } from '../edits/types.ts';
import { dateUnits, reformattableUnits } from './dates.ts';

const profit = 'Skyward Airlines reported a profit of $640 million for 2026-01-01 to 2026-03-31.';
const texts = (units: ReturnType<typeof dateUnits>) => units.map((u) => u.map((d) => d.text));

describe('reformattableUnits', () => {
  it('leaves out a range opened by a bare `for`, which written out would need `the period from`', () => {
    expect(texts(dateUnits(profit))).toEqual([['2026-01-01', '2026-03-31']]);
    expect(reformattableUnits(profit)).toEqual([]);
  });

  it('keeps a range opened by `from` or `between`, and a single date after `for`', () => {
    expect(texts(reformattableUnits('Sales rose from 2026-01-01 to 2026-03-31.'))).toEqual([['2026-01-01', '2026-03-31']]);
    expect(texts(reformattableUnits('Talks ran between 2026-01-01 and 2026-01-09.'))).toEqual([['2026-01-01', '2026-01-09']]);
    expect(texts(reformattableUnits('The vote was set for 2026-03-31.'))).toEqual([['2026-03-31']]);
  });
});

describe('the format edit', () => {
  const passage: Passage = {
    id: 'dt-001', topic: 'dt', domain: 'dt', entities: [{ text: 'Skyward Airlines', kind: 'org' }],
    spans: [{ id: 'dt-001-s1', text: profit }, { id: 'dt-001-s2', text: 'Sales rose from 2026-01-01 to 2026-03-31.' }],
  };
  const dateEdits = (text: string) => getEditOperator('format').apply(text, editContext(passage), createRng(1)).filter((c) => c.edit === 'date-format').map((c) => c.text);

  it('writes out no `for A to B` range (`for January 1, 2026 to March 31, 2026`)', () => {
    expect(dateEdits(profit)).toEqual([]);
  });

  it('still writes out a `from A to B` range', () => {
    expect(dateEdits(passage.spans[1].text)).toContain('Sales rose from 1 January 2026 to 31 March 2026.');
  });
});

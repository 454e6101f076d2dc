import { describe, expect, it } from 'vitest';
import { readRelations, rolesReversed } from './roles.ts';

const reversed = (claim: string, span: string): boolean => rolesReversed(readRelations(claim), readRelations(span));

describe('readRelations', () => {
  it('reads subject and other names around an asymmetric verb, passives by their agent', () => {
    expect(readRelations('Brightwater Solar acquired Norvale Energy for $410 million.')).toEqual([
      { relation: 'acquire', subject: 'solar', others: new Set(['energy']) },
    ]);
    expect(readRelations('Norvale Energy was bought by Brightwater Solar.')).toEqual([
      { relation: 'acquire', subject: 'solar', others: new Set(['energy']) },
    ]);
    expect(readRelations('Atletico Lusitano sold Kofi Mensah to Riverside Rovers.')[0]).toMatchObject({
      relation: 'sell', subject: 'lusitano', others: new Set(['mensah', 'rovers']),
    });
  });

  it('reads no relation around a symmetric verb or without a name on each side', () => {
    expect(readRelations('Maya Okonkwo and Irina Volkova met in the final.')).toEqual([]);
    expect(readRelations('The company acquired a rival.')).toEqual([]);
  });
});

describe('rolesReversed', () => {
  it('finds swapped roles, across verbs of one relation and voices', () => {
    expect(reversed('Norvale Energy acquired Brightwater Solar.', 'Brightwater Solar acquired Norvale Energy.')).toBe(true);
    expect(reversed('Irina Volkova beat Maya Okonkwo.', 'Maya Okonkwo defeated Irina Volkova.')).toBe(true);
    expect(reversed('Brightwater Solar was acquired by Norvale Energy.', 'Brightwater Solar bought Norvale Energy.')).toBe(true);
    expect(reversed('Riverside Rovers sold Kofi Mensah to Atletico Lusitano.', 'Atletico Lusitano sold Kofi Mensah to Riverside Rovers.')).toBe(true);
  });

  it('accepts the same roles in other words, and a span that also states the claim\'s way round', () => {
    expect(reversed('Norvale Energy was bought by Brightwater Solar.', 'Brightwater Solar acquired Norvale Energy.')).toBe(false);
    expect(reversed('Maya Okonkwo beat Irina Volkova.', 'Irina Volkova beat Ada Park, and Maya Okonkwo beat Irina Volkova.')).toBe(false);
    expect(reversed('Maya Okonkwo beat Irina Volkova.', 'Maya Okonkwo sued Irina Volkova.')).toBe(false);
  });
});

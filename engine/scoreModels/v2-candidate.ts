/**
 * Score model `v2-candidate`: the parts that won in the research study (docs/research.md), stacked. Parameters were
 * chosen on generated cases and real-data dev splits, never on the hand-written set.
 */
import type { ScoreModel } from '../types.ts';
import { entitySoftGate } from './parts/entity-soft.ts';
import { geometric } from './parts/geometric.ts';
import { numericCoverageGate } from './parts/numeric-coverage.ts';
import { polarityGate } from './parts/polarity.ts';
import { quantityExtractor } from './parts/quantity-numerics.ts';
import { roleGate } from './parts/role.ts';
import { softCoverage } from './parts/soft-coverage.ts';
import { v1 } from './v1.ts';

/**
 * Soft coverage (lemmas ×0.8, synonyms ×0.6, function words ×0.3); a quantity gate capping a figure absent from every
 * truth span at 0.2; polarity and role gates capping at 0.2; the soft entity penalty; geometric β 0.4; v1's bands, m 8.
 */
/** v2-candidate's soft-coverage weights, and its soft entity penalty (studies move one setting from here). */
export const V2_LEXICAL: Readonly<Parameters<typeof softCoverage>[0]> = { lemmaWeight: 0.8, synonymWeight: 0.6, functionWeight: 0.3 };
export const V2_ENTITY: Readonly<Parameters<typeof entitySoftGate>[0]> = { penalty: 0.55, addition: 0.15, elsewhere: 0 };

export const v2Candidate: ScoreModel = {
  ...v1,
  id: 'v2-candidate',
  description: 'soft coverage, plan-scope quantity gate, polarity and role gates, soft entity penalty, geometric β 0.4',
  lexical: softCoverage(V2_LEXICAL),
  gates: [
    numericCoverageGate({ numerics: quantityExtractor, absence: 'plan', cap: 0.2 }),
    polarityGate({ cap: 0.2 }),
    roleGate({ cap: 0.2 }),
    entitySoftGate(V2_ENTITY),
  ],
  fusion: geometric(0.4),
};

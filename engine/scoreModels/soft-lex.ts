/** Research score model `soft-lex`: v1 with soft lexical coverage. */
import type { ScoreModel } from '../types.ts';
import { softCoverage } from './parts/soft-coverage.ts';
import { v1 } from './v1.ts';

/** v1, a claim word covered by a lemma (×0.8) or curated synonym (×0.6) of the span; function words weigh ×0.3. */
export const softLex: ScoreModel = {
  ...v1,
  id: 'soft-lex',
  description: 'v1 with soft coverage: lemmas ×0.8, curated synonyms ×0.6, function words weighted ×0.3',
  lexical: softCoverage({ lemmaWeight: 0.8, synonymWeight: 0.6, functionWeight: 0.3 }),
};

/**
 * The default suite (SPEC B1): the project corpus × the five core claim classes × 420 cases each, with B1's floors.
 */
import { defineSuite } from './defineSuite.ts';

/** Cases generated per class: 5 × 420 = 2,100 cases. */
export const ADVERSARIAL_PER_CLASS = 420;

/** SPEC B1 floors; entity-swap is measured, not gating (a recorded v1 limit), and flags loudly if it closes. */
export const adversarial = defineSuite({
  id: 'adversarial',
  description: 'Adversarial claims generated from the project corpus: SPEC B1 classes and floors',
  dataset: { kind: 'corpus' },
  generators: {
    verbatim: ADVERSARIAL_PER_CLASS,
    paraphrase: ADVERSARIAL_PER_CLASS,
    'number-swap': ADVERSARIAL_PER_CLASS,
    'topical-fabrication': ADVERSARIAL_PER_CLASS,
    'entity-swap': ADVERSARIAL_PER_CLASS,
  },
  seed: 1,
  floors: [
    { class: 'verbatim', metric: 'supported_rate', min: 0.99, label: 'sanity' },
    { class: 'paraphrase', metric: 'supported_rate', min: 0.9 },
    { class: 'number-swap', metric: 'unsupported_rate', min: 0.95 },
    { class: 'topical-fabrication', metric: 'unsupported_rate', min: 0.95 },
    {
      class: 'entity-swap',
      metric: 'unsupported_rate',
      min: 0.95,
      gating: false,
      label: 'measured',
      notice: 'the recorded v1 limitation (entity swaps defeat cosine/lexical matching) has CLOSED: ' +
        'record it, make this floor gating, and update the docs',
    },
  ],
});

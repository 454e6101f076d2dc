/**
 * Numeric extraction and numeric-gate invariants (SPEC A3), over every gate of the model that reads numerics.
 */
import * as fc from 'fast-check';
import { MONTHS } from '../numerics.ts';
import { tokenize } from '../tokens.ts';
import type { NumericExtractor, ScoreModel } from '../types.ts';
import { numericTokenArb, plainWordArb, tokensArb } from './arbitraries.ts';
import { numericExtractors, tripOn, withoutNumericGate } from './gates.ts';
import type { EngineProperty } from './types.ts';

const MONTH_NAMES = [...MONTHS.keys()];
const sorted = (xs: string[]): string[] => [...xs].sort();
const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The model's gates that read numerics. */
const numericGates = (model: ScoreModel) => model.gates.filter((g) => g.numerics !== undefined);

/** Whether every extractor of the model satisfies `check`. */
const everyExtractor = (model: ScoreModel, check: (extractor: NumericExtractor) => boolean): boolean =>
  numericExtractors(model).every(check);

/** The numerics an extractor reads from a text: from the raw text when it reads text, else from its tokens. */
const readNumerics = (extractor: NumericExtractor, text: string): string[] =>
  extractor.extractText !== undefined ? extractor.extractText(text) : extractor.extract(tokenize(text));

/** Numeric properties. */
export const NUMERIC_PROPERTIES: readonly EngineProperty[] = [
  {
    id: 'gate-needs-claim-numerics',
    description: 'a numeric gate never trips on a claim without numerics',
    notApplicable: withoutNumericGate,
    property: (model) =>
      fc.property(fc.array(plainWordArb, { maxLength: 10 }), tokensArb(), (claim, span) => {
        // Letter words can still be numerics to an extractor that reads number words (`a third of`).
        fc.pre(numericExtractors(model).every((extractor) => readNumerics(extractor, claim.join(' ')).length === 0));
        return numericGates(model).every((gate) => tripOn(gate, claim.join(' '), span.join(' ')) === 0);
      }),
  },
  {
    id: 'gate-monotone-in-span-numerics',
    description: 'adding numerics to a span never makes a numeric gate trip',
    notApplicable: withoutNumericGate,
    property: (model) =>
      fc.property(tokensArb(), tokensArb(6), fc.array(numericTokenArb, { minLength: 1, maxLength: 4 }), (claim, noise, extra) => {
        const claimText = claim.join(' ');
        const span = [...claim, ...noise].join(' ');
        const open = numericGates(model).filter((gate) => tripOn(gate, claimText, span) === 0);
        fc.pre(open.length > 0);
        return open.every((gate) => tripOn(gate, claimText, `${span} ${extra.join(' ')}`) === 0);
      }),
  },
  {
    id: 'iso-and-prose-dates-agree',
    description: 'an ISO date (2026-03-05) and its prose form (5 March 2026) give equal numerics',
    notApplicable: withoutNumericGate,
    property: (model) =>
      fc.property(fc.integer({ min: 1000, max: 2999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) =>
        everyExtractor(model, (extractor) => {
          const iso = readNumerics(extractor, `${y}-${pad2(m)}-${pad2(d)}`);
          const prose = readNumerics(extractor, `${d} ${MONTH_NAMES[m - 1]} ${y}`);
          const capitalised = readNumerics(extractor, `on ${d} ${MONTH_NAMES[m - 1].toUpperCase()} ${y}.`);
          return sorted(iso).join() === sorted(prose).join() && sorted(prose).join() === sorted(capitalised).join();
        })),
  },
  {
    id: 'decimal-forms-canonicalise',
    description: '500, 500.0, 0500 and 500.000 (any integer or decimal) canonicalise to one numeric',
    notApplicable: withoutNumericGate,
    property: (model) =>
      fc.property(fc.nat({ max: 10_000_000 }), fc.stringMatching(/^[0-9]{0,4}$/), (whole, fraction) =>
        everyExtractor(model, (extractor) => {
          const base = fraction === '' ? `${whole}` : `${whole}.${fraction}`;
          const forms = [base, `0${base}`, fraction === '' ? `${whole}.0` : `${base}0`, `00${base}${fraction === '' ? '.000' : '00'}`];
          const canon = forms.map((f) => readNumerics(extractor, f).join('|'));
          return canon.every((c) => c === canon[0]) && canon[0].split('|').length === 1;
        })),
  },
];

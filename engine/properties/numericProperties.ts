/**
 * Numeric extraction and numeric-gate invariants (SPEC A3), under the model's extractor and gate kind.
 */
import * as fc from 'fast-check';
import { MONTHS, gateTripsFor, numericsFor } from '../numerics.ts';
import { tokenize } from '../tokens.ts';
import type { ScoreModel } from '../types.ts';
import { numericTokenArb, plainWordArb, tokensArb } from './arbitraries.ts';
import type { EngineProperty } from './types.ts';

const hasNumericGate = (model: ScoreModel): string | undefined =>
  model.gate === 'none' ? 'the model has no numeric gate' : undefined;

const MONTH_NAMES = [...MONTHS.keys()];
const sorted = (xs: string[]): string[] => [...xs].sort();
const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Numeric properties. */
export const NUMERIC_PROPERTIES: readonly EngineProperty[] = [
  {
    id: 'gate-needs-claim-numerics',
    description: 'the numeric gate never trips on a claim without numerics',
    notApplicable: hasNumericGate,
    property: (model) =>
      fc.property(fc.array(plainWordArb, { maxLength: 10 }), tokensArb(), (claim, span) =>
        !gateTripsFor(model.gate, numericsFor(model.numerics, claim), numericsFor(model.numerics, span))),
  },
  {
    id: 'gate-monotone-in-span-numerics',
    description: 'adding numerics to a span never makes the gate trip',
    notApplicable: hasNumericGate,
    property: (model) =>
      fc.property(tokensArb(), tokensArb(6), fc.array(numericTokenArb, { minLength: 1, maxLength: 4 }), (claim, noise, extra) => {
        const claimNums = numericsFor(model.numerics, claim);
        const span = [...claim, ...noise];
        fc.pre(!gateTripsFor(model.gate, claimNums, numericsFor(model.numerics, span)));
        return !gateTripsFor(model.gate, claimNums, numericsFor(model.numerics, [...span, ...extra]));
      }),
  },
  {
    id: 'iso-and-prose-dates-agree',
    description: 'an ISO date (2026-03-05) and its prose form (5 March 2026) give equal numerics',
    property: (model) =>
      fc.property(fc.integer({ min: 1000, max: 2999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
        const iso = numericsFor(model.numerics, tokenize(`${y}-${pad2(m)}-${pad2(d)}`));
        const prose = numericsFor(model.numerics, tokenize(`${d} ${MONTH_NAMES[m - 1]} ${y}`));
        const capitalised = numericsFor(model.numerics, tokenize(`on ${d} ${MONTH_NAMES[m - 1].toUpperCase()} ${y}.`));
        return sorted(iso).join() === sorted(prose).join() && sorted(prose).join() === sorted(capitalised).join();
      }),
  },
  {
    id: 'decimal-forms-canonicalise',
    description: '500, 500.0, 0500 and 500.000 (any integer or decimal) canonicalise to one numeric',
    property: (model) =>
      fc.property(fc.nat({ max: 10_000_000 }), fc.stringMatching(/^[0-9]{0,4}$/), (whole, fraction) => {
        const base = fraction === '' ? `${whole}` : `${whole}.${fraction}`;
        const forms = [base, `0${base}`, fraction === '' ? `${whole}.0` : `${base}0`, `00${base}${fraction === '' ? '.000' : '00'}`];
        const canon = forms.map((f) => numericsFor(model.numerics, tokenize(f)).join('|'));
        return canon.every((c) => c === canon[0]) && canon[0].split('|').length === 1;
      }),
  },
];

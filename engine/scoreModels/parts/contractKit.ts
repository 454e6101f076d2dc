/**
 * The contract every score-model part must meet, as checks returning problems (empty when the part conforms): run by
 * `contract.test.ts` over every registered part and every part a registered model uses, and by any test of a new part.
 */
import { tokenize } from '../../tokens.ts';
import { partState, preparePlan } from '../../plan.ts';
import { canonicalJson } from '../fingerprint.ts';
import type { Fusion, Gate, LexicalMeasure, ScorePart } from './types.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const UNIT_GRID = [0, 0.05, 0.2, 0.5, 0.7, 0.9, 1];
const ODD_INPUTS = [NaN, -1, -0, 2, Infinity, -Infinity];

/** Sentences the lexical checks score against each other (repeats, numerics and unshared words included). */
const SAMPLE_SPANS = [
  'The bridge over the Tyne opened on 5 March 2026 after two years of work.',
  'It cost 500 million pounds, paid by the city and the city council.',
  'Gateshead council approved the design in 2021.',
  'The the bridge bridge opened.',
];
const SAMPLE_CLAIMS = ['The bridge opened in March 2026.', 'The city paid 500 million pounds.', 'Penguins live far south.', ''];

function partProblems(part: ScorePart, what: string): string[] {
  const problems: string[] = [];
  if (!KEBAB.test(part.id)) problems.push(`${what} '${part.id}': id is not kebab-case`);
  if (part.description.trim().length < 10) problems.push(`${what} '${part.id}': description is missing`);
  if (canonicalJson(JSON.parse(canonicalJson(part.params))) !== canonicalJson(part.params)) {
    problems.push(`${what} '${part.id}': params are not plain JSON data`);
  }
  return problems;
}

/** Trip degree of `gate` for `claim` against a one-span plan holding `span`. */
function tripOne(gate: Gate, claim: string, span: string): number {
  const plan = preparePlan([{ id: 'e0', text: span }]);
  return gate.trip(gate.prepareClaim(plan.store.analyse(claim), plan, partState(plan, gate)), 0);
}

function applyProblems(gate: Gate): string[] {
  const problems: string[] = [];
  for (const value of UNIT_GRID) {
    for (const degree of [Number.MIN_VALUE, 0.5, 1]) {
      const out = gate.apply(value, degree);
      if (!(out >= 0 && out <= value)) problems.push(`gate '${gate.id}': apply(${value}, ${degree}) = ${out} is not in [0, ${value}]`);
      if (gate.cap !== undefined && out > gate.cap) problems.push(`gate '${gate.id}': apply(${value}, ${degree}) = ${out} exceeds its cap ${gate.cap}`);
    }
  }
  return problems;
}

/** Problems of a gate: identity, its documented examples (at least one trip and one pass), degrees, apply bounds. */
export function gateProblems(gate: Gate): string[] {
  const problems = partProblems(gate, 'gate');
  if (!KEBAB.test(gate.kind)) problems.push(`gate '${gate.id}': kind '${gate.kind}' is not kebab-case`);
  if (!gate.examples.some((e) => e.trips) || !gate.examples.some((e) => !e.trips)) {
    problems.push(`gate '${gate.id}': examples need at least one claim it trips on and one it passes`);
  }
  for (const example of gate.examples) {
    const degree = tripOne(gate, example.claim, example.span);
    if (!(degree >= 0 && degree <= 1)) problems.push(`gate '${gate.id}': trip degree ${degree} is not in [0, 1]`);
    if (degree > 0 !== example.trips) {
      problems.push(`gate '${gate.id}': ${example.trips ? 'does not trip' : 'trips'} on "${example.claim}" against "${example.span}"`);
    }
  }
  return [...problems, ...applyProblems(gate)];
}

/** Problems of a lexical measure: identity, range, self-score 1, empty claim 0, prepared path equal to the reference. */
export function lexicalProblems(measure: LexicalMeasure): string[] {
  const problems = partProblems(measure, 'lexical measure');
  const plan = preparePlan(SAMPLE_SPANS.map((text, i) => ({ id: `e${i}`, text })));
  const state = partState(plan, measure);
  for (const claim of [...SAMPLE_CLAIMS, ...SAMPLE_SPANS]) {
    const prepared = measure.prepareClaim(plan.store.analyse(claim), plan, state);
    plan.truth.forEach((span, k) => {
      const fast = measure.pair(prepared, k);
      const reference = measure.reference(tokenize(claim), span.text.tokens, plan.idf);
      if (!(fast >= 0 && fast <= 1)) problems.push(`lexical measure '${measure.id}': ${fast} is not in [0, 1]`);
      if (Math.abs(fast - reference) > 1e-12) {
        problems.push(`lexical measure '${measure.id}': prepared ${fast} ≠ reference ${reference} for "${claim}" against e${k}`);
      }
      if (claim === span.text.text && fast !== 1) problems.push(`lexical measure '${measure.id}': a span scores ${fast} against itself`);
      if (claim === '' && fast !== 0) problems.push(`lexical measure '${measure.id}': the empty claim scores ${fast}`);
    });
  }
  return problems;
}

/** Problems of a fusion: identity, range on any input, monotone in cos and lex, β within [0, 1] and honoured by withBeta. */
export function fusionProblems(fusion: Fusion): string[] {
  const problems = partProblems(fusion, 'fusion');
  if (!(fusion.beta >= 0 && fusion.beta <= 1)) problems.push(`fusion '${fusion.id}': β ${fusion.beta} is not in [0, 1]`);
  for (const cos of [...UNIT_GRID, ...ODD_INPUTS]) {
    for (const lex of [...UNIT_GRID, ...ODD_INPUTS]) {
      const out = fusion.fuse(cos, lex);
      if (!(out >= 0 && out <= 1)) problems.push(`fusion '${fusion.id}': fuse(${cos}, ${lex}) = ${out} is not in [0, 1]`);
    }
  }
  for (let i = 1; i < UNIT_GRID.length; i++) {
    const [low, high] = [UNIT_GRID[i - 1], UNIT_GRID[i]];
    if (fusion.fuse(low, 0.6) > fusion.fuse(high, 0.6) || fusion.fuse(0.6, low) > fusion.fuse(0.6, high)) {
      problems.push(`fusion '${fusion.id}': not monotone between ${low} and ${high}`);
    }
  }
  for (const cos of [...UNIT_GRID, ...ODD_INPUTS, 0.123456789, 0.987654321]) {
    for (const lex of [...UNIT_GRID, ...ODD_INPUTS, 0.3333333333, 0.7777777777]) {
      const bound = fusion.bound?.(cos, lex);
      if (bound !== undefined && !(bound >= fusion.fuse(cos, lex))) {
        problems.push(`fusion '${fusion.id}': bound(${cos}, ${lex}) = ${bound} is below fuse = ${fusion.fuse(cos, lex)}`);
      }
    }
  }
  // Any β other than the fusion's own shows whether withBeta carries it.
  const target = fusion.beta === 0.4 ? 0.6 : 0.4;
  const moved = fusion.withBeta?.(target);
  if (moved !== undefined && (moved.beta !== target || canonicalJson(moved.params) === canonicalJson(fusion.params))) {
    problems.push(`fusion '${fusion.id}': withBeta(${target}) does not carry β into beta and params`);
  }
  return problems;
}

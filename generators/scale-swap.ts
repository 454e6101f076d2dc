/**
 * `scale-swap`: a scale word or unit changed with the figure kept, expected `unsupported`. Classic: `million` ↔
 * `billion`, `thousand` → `million`, a change in `%` ↔ `percentage points`. Full adds units of length, area, volume,
 * mass, time, energy, power and data, rate periods (`a year` → `a month`) and currencies (`$` → `€`), and raises a
 * scale word only on money (never `1.6 billion homes`). The digits stay, so only meaning, not SPEC A3 numerics, changes.
 */
import type { Passage } from '../datasets/types.ts';
import { tokenize } from '../engine/tokens.ts';
import { YEAR_PATTERN } from './text/dates.ts';
import { missingSpan, passagePlan, spanText } from './text/passageSpans.ts';
import { checkAgainstReadings } from './text/sourceReadings.ts';
import { changedQuantity, guardProblems, unitSwapProblems } from './text/unitCheck.ts';
import { unitSwapsOf } from './text/unitSwaps.ts';
import { recastClaims, withRecasts, type EditCandidateOf } from './recast.ts';
import { recastDraw } from './recastDraw.ts';
import type { Rng } from '../engine/rng.ts';
import type { GeneratedClaim, Generator } from './types.ts';

const SCALES: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/(?<=\d) million\b/g, ' billion', 'million → billion'],
  [/(?<=\d) billion\b/g, ' million', 'billion → million'],
  [/(?<=\d) thousand\b/g, ' million', 'thousand → million'],
  // Only a change (`rose 12%`, `, up 8.4%`) has both readings; `made up 92%` or `slow down 40%` is a share.
  [/(?<=(?:\b(?:by|rose|fell|grew|increased|decreased|climbed|dropped|gained)|(?:^|, )(?:up|down)) [\d.]+)%/g, ' percentage points', '% → percentage points'],
  [/(?<=[\d.]) percentage points?\b/g, '%', 'percentage points → %'],
];

/** Every single-scale swap of a sentence (one occurrence changed each). */
export function scaleSwaps(sentence: string): Array<{ text: string; note: string }> {
  const out: Array<{ text: string; note: string }> = [];
  // Percentage points only measure a change of a rate or a share (`rate`, `inflation`, `turnout`); of a price they are nonsense.
  const rateLike = /\b(rate|rates|inflation|unemployment|turnout|share|margin|yield|approval|coupon|occupancy|participation)\b/i.test(sentence);
  for (const [pattern, replacement, note] of SCALES) {
    if (note.includes('percentage') && !rateLike) continue;
    for (const m of sentence.matchAll(pattern)) {
      out.push({ text: sentence.slice(0, m.index) + replacement + sentence.slice(m.index + m[0].length), note });
    }
  }
  return out;
}

// A rate stated at its level (`to 3.75%`, `from 4%`) fixes how its change reads: `cut by 0.25% to 3.75%` can only
// mean points, so `%` ↔ `percentage points` changes nothing there.
const RATE_LEVEL = /\b(?:to|from)\s+[\d.]+\s*(?:%|per\s*cent\b|percent\b)/i;

/**
 * Whether a full-repertoire scale swap of `original` reads as a hard case rather than one world knowledge alone
 * refutes: a scale word raised (`million` → `billion`, `thousand` → `million`) only on an amount of money, which runs
 * to billions in the corpus's world; no count or other measure is raised (`1.6 billion homes`, `3.2 billion copies
 * in its first week`, `2.4 billion barrels a day`). Lowering a scale and every other swap stay. Classic keeps them all.
 */
export function fullScaleAllowed(original: string, claim: string): boolean {
  const change = changedQuantity(original, claim);
  if (typeof change === 'string') return true;
  const { before, after } = change;
  const raised = (after.scale?.power ?? 0) > (before.scale?.power ?? 0);
  return !raised || after.dimension === 'money';
}

const SCALE_TOKENS = new Set(['million', 'billion', 'thousand', 'percentage', 'points', 'point']);

/** Problems of a classic scale swap: only scale words differ (`million` ↔ `billion`, `%` ↔ `percentage points`). */
function checkClassicScaleSwap(original: string, claim: string): string[] {
  const strip = (text: string) => tokenize(text).filter((t) => !SCALE_TOKENS.has(t)).join(' ');
  const problems: string[] = [];
  if (strip(original) !== strip(claim)) problems.push('words other than the scale changed');
  if (claim === original) problems.push('claim equals its source');
  return problems;
}

/**
 * The class check: a classic scale swap or a unit, rate-period or currency swap with the figure kept; either way the
 * new amount is no amount a hedge or bound before the figure (`more than`, `within`, `about`) still allows, and the
 * plan never states it; `%` ↔ `percentage points` never beside a stated rate level (`by 0.25% to 3.75%`); no euros
 * in a passage dated before 1999. The source is read as written or with what it leans on named (`sourceReadings.ts`).
 */
export function checkScaleSwap(claim: GeneratedClaim, source: Passage): string[] {
  const span = spanText(source, claim.sourceSpan);
  if (span === undefined) return [missingSpan(claim.sourceSpan, source)];
  const problems = checkAgainstReadings(claim, source, (original) => scaleSwapProblems(original, claim));
  return euroBeforeItsTime(span, claim.claim, source) ? [...problems, EURO_PROBLEM] : problems;
}

const EURO_PROBLEM = 'a swap into euros in a passage dated before 1999, when the euro did not exist: the claim gives itself away';
const EUROS = /€|\beuros?\b/g;

/** Every year a text gives. */
const YEAR_GLOBAL = new RegExp(String.raw`\b(${YEAR_PATTERN})\b`, 'g');

/** Whether the claim brings in the euro (more `€`/`euros` than its span) in a passage whose every year is before 1999. */
function euroBeforeItsTime(span: string, claim: string, passage: Passage): boolean {
  if ((claim.match(EUROS) ?? []).length <= (span.match(EUROS) ?? []).length) return false;
  const years = passage.spans.flatMap((s) => [...s.text.matchAll(YEAR_GLOBAL)].map((m) => Number(m[1])));
  return years.length > 0 && Math.max(...years) < 1999;
}

/** Problems of a scale swap of `original` (see `checkScaleSwap`). */
function scaleSwapProblems(original: string, claim: GeneratedClaim): string[] {
  const classic = checkClassicScaleSwap(original, claim.claim);
  const change = changedQuantity(original, claim.claim);
  if (classic.length === 0) {
    if (typeof change === 'string') return [];
    const points = (q: typeof change.before): boolean => q.dimension === 'percentage-point';
    const level = points(change.before) !== points(change.after) && RATE_LEVEL.test(original)
      ? [`${change.before.text} → ${change.after.text} beside a stated rate level: the level fixes the reading, so nothing changes`] : [];
    return [...level, ...guardProblems(change, claim.evidence)];
  }
  const full = unitSwapProblems(original, claim.claim, claim.evidence);
  return full.length === 0 ? [] : [...new Set([...classic, ...full])];
}

/** Classic swaps of one span: every single-scale swap of it that passes the classic rule. */
function classicSpanSwaps(span: Passage['spans'][number], evidence: GeneratedClaim['evidence']): GeneratedClaim[] {
  return scaleSwaps(span.text)
    .map((r) => ({ claim: r.text, evidence, sourceSpan: span.id, transform: r.note }))
    .filter((claim) => checkClassicScaleSwap(span.text, claim.claim).length === 0);
}

/** Classic swaps: every single-scale swap of every span that passes the classic rule. */
function classicSwaps(passage: Passage): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  return passage.spans.flatMap((span) => classicSpanSwaps(span, evidence));
}

/** Full before recasting: the classic swaps that also pass the whole check, then one unit, period or currency swap per quantity. */
export function fullSwaps(passage: Passage): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  const out: GeneratedClaim[] = passage.spans
    .flatMap((span) => classicSpanSwaps(span, evidence).filter((claim) => fullScaleAllowed(span.text, claim.claim) && checkScaleSwap(claim, passage).length === 0))
    .map((claim) => ({ ...claim, edits: [/percent/.test(claim.transform) ? 'percent-points' : 'scale-word'] }));
  for (const span of passage.spans) {
    // Targets come in a curated order of plausibility (`metres` → `feet` before `kilometres`): the first that passes.
    for (const swaps of unitSwapsOf(span.text, passage.entities)) {
      const done = new Set<string>();
      for (const swap of swaps) {
        if (done.has(swap.edit)) continue;
        const claim: GeneratedClaim = { claim: swap.text, evidence, sourceSpan: span.id, transform: swap.how, edits: [swap.edit] };
        if (checkScaleSwap(claim, passage).length !== 0) continue;
        done.add(swap.edit);
        out.push(claim);
      }
    }
  }
  return out;
}

/** Every scale, unit, period and currency swap of a sentence, scale words first, units in their curated order. */
function scaleEdits(text: string, passage: Passage): EditCandidateOf[] {
  const scales = scaleSwaps(text).filter((r) => fullScaleAllowed(text, r.text))
    .map((r) => ({ text: r.text, how: r.note, edit: /percent/.test(r.note) ? 'percent-points' : 'scale-word' }));
  return [...scales, ...unitSwapsOf(text, passage.entities).flat().map((u) => ({ text: u.text, how: u.how, edit: u.edit }))];
}

/** Full swaps, recast where people would (`generators/recast.ts`): a recast claim replaces its span's plain one of that kind. */
function recastSwaps(passage: Passage, rng: Rng): GeneratedClaim[] {
  const recast = recastClaims(passage, rng.fork('recast'), {
    edits: (text) => scaleEdits(text, passage),
    check: (claim) => checkScaleSwap(claim, passage),
  });
  return withRecasts(fullSwaps(passage), recast);
}

/** The scale-swap generator: classic scale words; full adds units, rate periods and currencies. */
export const scaleSwap: Generator = {
  id: 'scale-swap',
  expected: 'unsupported',
  description: 'a scale word or unit changed with the figure kept (million ↔ billion, hours → days, a year → a month, $ → €)',
  generate(passage, _corpus, rng, options) {
    return options?.repertoire === 'full' ? recastSwaps(passage, rng) : classicSwaps(passage);
  },
  check: (claim, source) => checkScaleSwap(claim, source),
  ...recastDraw('scale-swap'),
};

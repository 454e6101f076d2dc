/**
 * `date-shift`: a full date moved by days, weeks, months or a year, written in its source format (expected
 * `unsupported`). The new date is a date the plan never states. Classic shifts the date of the span as written; full
 * also recasts the span around the shift the way people write a wrong date (`generators/recast.ts`: named, trimmed,
 * reworded, given another sentence's content), each claim recording its kind of shift as its edit.
 */
import type { Passage } from '../datasets/types.ts';
import type { Rng } from '../engine/rng.ts';
import { recastClaims, withRecasts, type EditCandidateOf } from './recast.ts';
import { recastDraw } from './recastDraw.ts';
import { isBounded } from './text/atoms.ts';
import { addDays, backwardRanges, dateUnits, dayNumber, findDates, formatDate, isValidDate, type CalendarDate, type DateMention } from './text/dates.ts';
import { passagePlan } from './text/passageSpans.ts';
import { datesPastPerfect } from './text/pastPerfect.ts';
import { quantitiesOf } from './text/quantityReadings.ts';
import { spliceText } from './text/phrases.ts';
import { checkAgainstReadings } from './text/sourceReadings.ts';
import type { GeneratedClaim, Generator } from './types.ts';

/** The shifts, each with its kind of edit (`day`, `week`, `month`, `year`). */
const SHIFTS: ReadonlyArray<{ how: string; edit: string; apply(d: CalendarDate): CalendarDate }> = [
  { how: '+1 day', edit: 'day', apply: (d) => addDays(d, 1) },
  { how: '-1 day', edit: 'day', apply: (d) => addDays(d, -1) },
  { how: '+1 week', edit: 'week', apply: (d) => addDays(d, 7) },
  { how: '-2 weeks', edit: 'week', apply: (d) => addDays(d, -14) },
  { how: '+1 month', edit: 'month', apply: (d) => ({ ...d, month: d.month === 12 ? 1 : d.month + 1, year: d.month === 12 ? d.year + 1 : d.year }) },
  { how: '-1 year', edit: 'year', apply: (d) => ({ ...d, year: d.year - 1 }) },
  { how: '+1 year', edit: 'year', apply: (d) => ({ ...d, year: d.year + 1 }) },
];

const key = (d: CalendarDate) => `${d.year}-${d.month}-${d.day}`;

/** The text with every full date replaced by `#`, to prove the rest stayed verbatim. */
function withoutDates(text: string): string {
  let out = text;
  for (const d of findDates(text).reverse()) out = spliceText(out, d.start, d.end, '#');
  return out;
}

/** Whether `date` is an end of a range of `text` whose length the text also states (`lasted 5 days, from 12 to 16 January`). */
function rangeLengthStated(text: string, date: DateMention): boolean {
  const inRange = dateUnits(text).some((unit) => unit.length === 2 && unit.some((d) => d.start === date.start));
  return inRange && quantitiesOf(text).some((q) => q.dimension === 'time');
}

/**
 * Problems of a date shift of `original`: exactly one date changed, written in its format there, not after a bound
 * (`by`, `until`: a later deadline may stay true), never later in a past-perfect clause (`had dismissed … on`: a later
 * date may read as a time by which it had happened), to a date the plan never states, no range left running backwards
 * nor stretched against the length the sentence states; every other word verbatim.
 */
function dateShiftProblems(original: string, claim: GeneratedClaim): string[] {
  const planDates = new Set(claim.evidence.flatMap((e) => findDates(e.text)).map(key));
  const before = findDates(original);
  const after = findDates(claim.claim);
  const changed = after.flatMap((d, i) => (before[i] !== undefined && key(d) !== key(before[i]) ? [i] : []));
  const problems: string[] = [];
  if (before.length !== after.length || changed.length !== 1) problems.push('claim must change exactly one date');
  for (const i of changed) {
    if (planDates.has(key(after[i]))) problems.push(`new date ${key(after[i])} is in the plan`);
    if (rangeLengthStated(original, before[i])) problems.push(`date ${before[i].text} ends a range whose length the sentence states: a shift contradicts it`);
    if (after[i].format !== before[i].format) problems.push(`date ${before[i].text} rewritten in another format`);
    if (isBounded(original, before[i].start, true)) problems.push(`date ${before[i].text} is bounded (by, until…): a shift may stay true`);
    if (dayNumber(after[i]) > dayNumber(before[i]) && datesPastPerfect(original, before[i].start, before[i].end)) {
      problems.push(`date ${before[i].text} dates a past-perfect clause (had …): a later date may read as a time by which it had happened`);
    }
  }
  // `from 12 January 2026 to 16 January 2025`: a shifted end must leave the range running forwards.
  if (backwardRanges(original).length === 0) for (const r of backwardRanges(claim.claim)) problems.push(`the range ${r} now ends before it starts`);
  if (withoutDates(original) !== withoutDates(claim.claim)) problems.push('words other than the date changed');
  return problems;
}

/**
 * The class check: one date of the source span shifted (see `dateShiftProblems`), the span read as written, with what
 * it leans on named, or as the claim's recorded reading, every step of which must keep the span true.
 */
function checkDateShift(claim: GeneratedClaim, source: Passage): string[] {
  return checkAgainstReadings(claim, source, (original) => dateShiftProblems(original, claim));
}

/** The shifts of one date of `text`, in seeded order (invalid calendar dates left out). */
function shiftsOfDate(text: string, date: DateMention, rng: Rng, spanId: string): EditCandidateOf[] {
  const out: EditCandidateOf[] = [];
  for (const shift of rng.fork(`${spanId}@${date.start}`).shuffle(SHIFTS)) {
    const next = shift.apply(date);
    if (!isValidDate(next)) continue;
    const written = formatDate(next, date.format);
    out.push({ text: spliceText(text, date.start, date.end, written), how: `date ${date.text} → ${written} (${shift.how})`, edit: shift.edit });
  }
  return out;
}

/** The unbounded dates of `text` (a date after `by`, `until` … is never shifted: a later deadline may stay true). */
const shiftableDates = (text: string) => findDates(text).filter((d) => !isBounded(text, d.start, true));

/** Every shift of every unbounded date of `text`, each date's shifts in seeded order. */
function shiftsOf(text: string, rng: Rng, spanId: string): EditCandidateOf[] {
  return shiftableDates(text).flatMap((date) => shiftsOfDate(text, date, rng, spanId));
}

/** One shifted date per date of each span as written (the first seeded shift the check accepts). */
function plainShifts(passage: Passage, rng: Rng, full: boolean): GeneratedClaim[] {
  const evidence = passagePlan(passage);
  const out: GeneratedClaim[] = [];
  for (const span of passage.spans) {
    for (const date of shiftableDates(span.text)) {
      for (const c of shiftsOfDate(span.text, date, rng, span.id)) {
        const claim: GeneratedClaim = { claim: c.text, evidence, sourceSpan: span.id, transform: c.how };
        if (dateShiftProblems(span.text, claim).length !== 0) continue;
        out.push(full ? { ...claim, edits: [c.edit] } : claim);
        break;
      }
    }
  }
  return out;
}

/** Full shifts: recast where people would, each recast claim replacing its span's plain one of that kind of shift. */
function recastShifts(passage: Passage, rng: Rng): GeneratedClaim[] {
  const recast = recastClaims(passage, rng.fork('recast'), {
    edits: (text, spanId, editRng) => shiftsOf(text, editRng, spanId),
    check: (claim) => checkDateShift(claim, passage),
  });
  return withRecasts(plainShifts(passage, rng, true), recast);
}

/** The date-shift generator: classic shifts of the span as written; full recasts them around the shift. */
export const dateShift: Generator = {
  id: 'date-shift',
  expected: 'unsupported',
  description: 'a full date moved by days, weeks, months or a year',
  generate(passage, _corpus, rng, options) {
    return options?.repertoire === 'full' ? recastShifts(passage, rng) : plainShifts(passage, rng, false);
  },
  check: (claim, source) => checkDateShift(claim, source),
  ...recastDraw('date-shift'),
};

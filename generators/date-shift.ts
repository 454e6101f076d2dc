/**
 * `date-shift`: a full date moved by days, months or a year, written in its source format (expected `unsupported`).
 * The new date is a date the plan never states.
 */
import type { Passage } from '../datasets/types.ts';
import { isBounded } from './text/atoms.ts';
import { addDays, findDates, formatDate, isValidDate, type CalendarDate } from './text/dates.ts';
import { missingSpan, passagePlan, spanText } from './text/passageSpans.ts';
import { spliceText } from './text/phrases.ts';
import type { GeneratedClaim, Generator } from './types.ts';

const SHIFTS: ReadonlyArray<{ how: string; apply(d: CalendarDate): CalendarDate }> = [
  { how: '+1 day', apply: (d) => addDays(d, 1) },
  { how: '-1 day', apply: (d) => addDays(d, -1) },
  { how: '+1 week', apply: (d) => addDays(d, 7) },
  { how: '-2 weeks', apply: (d) => addDays(d, -14) },
  { how: '+1 month', apply: (d) => ({ ...d, month: d.month === 12 ? 1 : d.month + 1, year: d.month === 12 ? d.year + 1 : d.year }) },
  { how: '-1 year', apply: (d) => ({ ...d, year: d.year - 1 }) },
  { how: '+1 year', apply: (d) => ({ ...d, year: d.year + 1 }) },
];

const key = (d: CalendarDate) => `${d.year}-${d.month}-${d.day}`;

/** The text with every full date replaced by `#`, to prove the rest stayed verbatim. */
function withoutDates(text: string): string {
  let out = text;
  for (const d of findDates(text).reverse()) out = spliceText(out, d.start, d.end, '#');
  return out;
}

/**
 * Problems of a date shift: exactly one date changed, written in its source format, not after a bound (`by`,
 * `until`: a later deadline may stay true), to a date the plan never states; every other word verbatim.
 */
function checkDateShift(claim: GeneratedClaim, source: Passage): string[] {
  const original = spanText(source, claim.sourceSpan);
  if (original === undefined) return [missingSpan(claim.sourceSpan, source)];
  const planDates = new Set(claim.evidence.flatMap((e) => findDates(e.text)).map(key));
  const before = findDates(original);
  const after = findDates(claim.claim);
  const changed = after.flatMap((d, i) => (before[i] !== undefined && key(d) !== key(before[i]) ? [i] : []));
  const problems: string[] = [];
  if (before.length !== after.length || changed.length !== 1) problems.push('claim must change exactly one date');
  for (const i of changed) {
    if (planDates.has(key(after[i]))) problems.push(`new date ${key(after[i])} is in the plan`);
    if (after[i].format !== before[i].format) problems.push(`date ${before[i].text} rewritten in another format`);
    if (isBounded(original, before[i].start, true)) problems.push(`date ${before[i].text} is bounded (by, until…): a shift may stay true`);
  }
  if (withoutDates(original) !== withoutDates(claim.claim)) problems.push('words other than the date changed');
  return problems;
}

/** One shifted date per date of each span (seeded choice of shift). */
export const dateShift: Generator = {
  id: 'date-shift',
  expected: 'unsupported',
  description: 'a full date moved by days, months or a year',
  generate(passage, _corpus, rng) {
    const evidence = passagePlan(passage);
    const out: GeneratedClaim[] = [];
    for (const span of passage.spans) {
      for (const date of findDates(span.text).filter((d) => !isBounded(span.text, d.start, true))) {
        for (const shift of rng.fork(`${span.id}@${date.start}`).shuffle(SHIFTS)) {
          const next = shift.apply(date);
          if (!isValidDate(next)) continue;
          const written = formatDate(next, date.format);
          const claim = { claim: spliceText(span.text, date.start, date.end, written), evidence, sourceSpan: span.id, transform: `date ${date.text} → ${written} (${shift.how})` };
          if (checkDateShift(claim, passage).length === 0) {
            out.push(claim);
            break;
          }
        }
      }
    }
    return out;
  },
  check: (claim, source) => checkDateShift(claim, source),
};

/**
 * Whether a date of a sentence belongs to a past-perfect clause (`had dismissed the suit on 2026-02-17`, `On 17
 * February 2026, the court had dismissed …`). Such a date reads two ways: when the event happened, or a time by which it
 * had happened; a later date keeps the second reading true, so only an earlier one makes the sentence false.
 */
import { isParticiple } from './verbForms.ts';

/** Words that open a clause: a verb before one governs another clause than the date's. */
const CLAUSE_BOUNDARY = /[,;:]|\b(?:that|which|who|whom|whose|and|but|while|whereas|because|although|though|if|whether|when|after|before|since|until|as(?! of)|where|said|says|told)\b/gi;

/** Words that may stand between `had` and its participle (`had already dismissed`, `had not been`). */
const BETWEEN = /^(?:already|not|never|just|also|previously|earlier|recently|since|first|been|[a-z]+ly)$/;

/** Whether `stretch` holds `had` followed, past any adverbs, by a past participle (`had quietly dismissed`, `had been`). */
function hasPastPerfect(stretch: string): boolean {
  for (const m of stretch.matchAll(/\bhad\s+/gi)) {
    const words = stretch.slice(m.index + m[0].length).toLowerCase().split(/[^a-z'-]+/).filter(Boolean);
    const first = words.findIndex((w) => !BETWEEN.test(w));
    const between = first < 0 ? words : words.slice(0, first);
    if (between.includes('been') || (first >= 0 && isParticiple(words[first]))) return true;
  }
  return false;
}

/** The end of the last clause boundary of `text` before `at` (0 when none). */
function clauseStartBefore(text: string, at: number): number {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(CLAUSE_BOUNDARY)) start = m.index + m[0].length;
  return start;
}

/** Verbs that report another clause without a boundary word (`the court found the firm had misled buyers`). */
const REPORTING = /\b(?:found|ruled|confirmed|reported)\b/i;

/** The clause of `text` from `at` to its next boundary, or up to its reporting verb (`the court found`). */
function clauseFrom(text: string, at: number): string {
  const rest = text.slice(at);
  const next = [...rest.matchAll(CLAUSE_BOUNDARY)][0];
  const clause = next === undefined ? rest : rest.slice(0, next.index);
  const report = REPORTING.exec(clause);
  return report === null ? clause : clause.slice(0, report.index + report[0].length);
}

/** A phrase a date opens a sentence with: `On`, `As of`, `In a ruling on`, `Following a hearing on`. */
const FRONTED = /^\s*(?:(?:in|at|during|following|after|before|with|under)\s+(?:a|an|the|its|their)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+)?(?:on|as of)?\s*$/iu;

/** A comma-set phrase between a fronted date and its main clause (`following a hearing,`, `in a ruling,`). */
const SET_PHRASE = /^\s*(?:in|at|during|following|after|before|with|under|amid|despite|[a-z]+ing)\b[^,;:]*,/i;

/** The main clause of `text` from `at`, past the comma-set phrases before it. */
function mainClauseFrom(text: string, at: number): string {
  let from = at;
  for (let m = SET_PHRASE.exec(text.slice(from)); m !== null; m = SET_PHRASE.exec(text.slice(from))) from += m[0].length;
  return clauseFrom(text, from);
}

/** Where the sentence of `text` holding `at` starts. */
function sentenceStartBefore(text: string, at: number): number {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(/[.!?]\s+/g)) start = m.index + m[0].length;
  return start;
}

/**
 * Whether the date at [start, end) of `text` dates a past-perfect clause: `had <participle>` before it in its own
 * clause (`had on 17 February 2026 dismissed` too), or, for a date opening its sentence (`On`, `As of`, `In a ruling
 * on 17 February 2026`), in the main clause after it, past comma-set phrases (`, following a hearing,`), or, for a date
 * standing alone in its phrase, in the clause it opens (`said that on 3 March 2026 it had …`) and, after a comma, the
 * one it interrupts (`The court had, on 17 February 2026, dismissed …`); never a report's date (`said on 3 March 2026
 * it had …`).
 */
export function datesPastPerfect(text: string, start: number, end: number): boolean {
  const from = clauseStartBefore(text, start);
  const before = text.slice(from, start);
  if (hasPastPerfect(before)) return true;
  if (/\bhad\s+(?:on\s+|as of\s+)?$/i.test(before)) return hasPastPerfect(`had ${clauseFrom(text, end)}`);
  if (FRONTED.test(text.slice(sentenceStartBefore(text, start), start))) return hasPastPerfect(mainClauseFrom(text, end + 1));
  // `said on 3 March 2026 it had …`: the date is the saying's, whatever the report holds.
  if (!/^\s*(?:on|as of)?\s*$/i.test(before) || /\b(?:said|says|told)$/i.test(text.slice(0, from))) return false;
  const opened = clauseFrom(text, end + 1);
  if (!text.slice(0, from).endsWith(',')) return hasPastPerfect(opened);
  return hasPastPerfect(`${text.slice(clauseStartBefore(text, from - 1), from - 1)} ${opened}`);
}

/**
 * Word-level and frame edits of the paraphrase repertoire as operators: thesaurus rewordings, curated and WordNet
 * synonyms, number/unit/currency/date formats, contractions and attribution frames. Names, dates and figures (with
 * their symbols and scale words) are never reworded; a format change re-writes a figure without changing its value.
 */
import type { EntityMention } from '../../datasets/types.ts';
import type { Rng } from '../../engine/rng.ts';
import { frameTargets, parseFrame, renderFrame, type Frame, type FrameForm } from '../text/attribution.ts';
import { DATE_FORMATS, findDates, reformattableUnits } from '../text/dates.ts';
import { formatOptions, reformatDates } from '../text/formats.ts';
import { findNumbers } from '../text/numbers.ts';
import { REWRITE_RULES } from '../text/rewrite.ts';
import { entityRanges } from '../text/phrases.ts';
import { applySubstitutions, findSubstitutions, type Substitution } from '../text/synonyms.ts';
import { findThesaurusSubstitutions } from '../text/thesaurus.ts';
import type { EditContext, EditOperator } from './types.ts';

/** Ranges no rewording may touch: names, dates and figures with their symbols and scale words. */
export function protectedRanges(text: string, entities: readonly EntityMention[]): Array<[number, number]> {
  const dates = findDates(text).map((d): [number, number] => [d.start, d.end]);
  const names = entityRanges(text, entities);
  const figures = findNumbers(text, [...dates, ...names]).map((n): [number, number] => {
    const symbol = /[$€£]/.test(text.charAt(n.start - 1)) ? 1 : 0;
    const unit = /^(?:%| per cent| percent| (?:million|billion|thousand|trillion))*/.exec(text.slice(n.end))![0].length;
    return [n.start - symbol, n.end + unit];
  });
  return [...dates, ...names, ...figures];
}

/** Every thesaurus rewording of `text` (one per matched place, its rewording drawn with `rng`), outside protected ranges. */
export function thesaurusSubstitutions(text: string, ctx: EditContext, rng: Rng): Substitution[] {
  return findThesaurusSubstitutions(text, [...protectedRanges(text, ctx.entities), ...ctx.protect], (o) => rng.pick(o));
}

/** One thesaurus rewording (`bought` → `acquired`, `chief executive` → `boss`) written for the corpus vocabulary. */
export const thesaurusEdit: EditOperator = {
  id: 'thesaurus',
  kind: 'meaning',
  description: 'one word or phrase reworded from the project thesaurus',
  apply: (text, ctx, rng) => thesaurusSubstitutions(text, ctx, rng).map((s) => ({
    edit: 'thesaurus', text: applySubstitutions(text, [s]), note: s.note.replace(' (thesaurus)', ''),
  })),
};

/** One curated or WordNet (dominant-sense) synonym, the classic paraphrase's rewording. */
export const synonymEdit: EditOperator = {
  id: 'synonym',
  kind: 'meaning',
  description: 'one curated or WordNet synonym (dominant senses only)',
  apply: (text, ctx) => findSubstitutions(text, [...protectedRanges(text, ctx.entities), ...ctx.protect]).map((s) => ({
    edit: 'synonym', text: applySubstitutions(text, [s]), note: s.note,
  })),
};

/** The edit id of a format change, from its note. */
export function formatEditId(note: string): string {
  if (/%|per ?cent/.test(note)) return 'percent-format';
  if (/[$€£]|dollars|euros|pounds/.test(note)) return 'currency-format';
  return /^number /.test(note) ? 'number-format' : 'unit-format';
}

/** Whether the rewrite `before` → `after` changed only text outside `protect` (common prefix and suffix cover the rest). */
function outsideProtected(before: string, after: string, protect: EditContext['protect']): boolean {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return !protect.some(([a, b]) => start < b && before.length - end > a);
}

/** One figure, unit, currency or date written another way (`1,800` → `1800`, `£4 million` → `4 million pounds`, ISO → `5 March 2026`). */
export const formatEdit: EditOperator = {
  id: 'format',
  kind: 'meaning',
  description: 'one number, percentage, currency, unit or date re-written in another format, its value kept',
  apply(text, ctx) {
    const figures = formatOptions(text, ctx.entities).map((o) => ({ edit: formatEditId(o.note), text: o.text, note: o.note }));
    const dates = reformattableUnits(text).flatMap((unit) => DATE_FORMATS.filter((f) => f !== unit[0].format).map((f) => {
      const o = reformatDates(text, unit, f);
      return { edit: 'date-format', text: o.text, note: o.note };
    }));
    return [...figures, ...dates].filter((c) => outsideProtected(text, c.text, ctx.protect));
  },
};

const contraction = REWRITE_RULES.find((r) => r.id === 'contraction')!;

/** `did not` ↔ `didn't`, `it is` ↔ `it's`. */
export const contractionEdit: EditOperator = {
  id: 'contraction',
  kind: 'meaning',
  description: 'one negation or `it is` contracted or expanded',
  apply(text, ctx, rng) {
    const r = contraction.apply(text, ctx.entities, rng);
    return r === null || !outsideProtected(text, r.text, ctx.protect) ? [] : [{ edit: 'contraction', text: r.text, note: r.note }];
  },
};

/**
 * The forms a parsed frame may be rewritten to around `clause`: a clause opening on its own adjunct (`In 2025, …`)
 * cannot follow `X said` (the adjunct would date the saying).
 */
export function frameForms(frame: Frame, clause: string): FrameForm[] {
  const fronted = /^[A-Z][a-z]+ [^,]{1,40}, /.test(clause) && !/^(?:The|A|An)\b/.test(clause);
  return frameTargets(frame, clause).filter((f) => !fronted || !['front', 'told-reporters'].includes(f));
}

/** An attribution frame written another way (`X said C` → `According to X, C` → `C, X said`). */
export const attributionEdit: EditOperator = {
  id: 'attribution',
  kind: 'meaning',
  description: 'the attribution frame of a reported clause written in another form',
  apply(text, ctx) {
    const frame = parseFrame(text, ctx.entities);
    if (frame === null) return [];
    return frameForms(frame, frame.clause).map((form) => ({
      edit: 'attribution',
      text: renderFrame(frame, frame.clause.replace(/[.!?]$/, ''), form, ctx.entities, ctx.passageText),
      note: `attribution ${frame.form} → ${form}`,
    }));
  },
};

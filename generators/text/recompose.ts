/**
 * The `full` paraphrase repertoire: several edits composed on one sentence, the way a reporter rewords a source. The
 * attribution frame (if any) is taken apart first, the reported clause gets structural edits (voice, clause order,
 * participles, a split, verb ↔ noun), thesaurus rewordings, title placement and number formats, then the frame is
 * written back in another form. Each step records its edit id; the class check judges the result.
 */
import type { Passage } from '../../datasets/types.ts';
import type { Rng } from '../../engine/rng.ts';
import { adjunctEdit, converseEdit, drawTitlePlacement, genitiveEdit, nominalisationEdit, participleEdit, splitEdit, subordinateEdit, voiceEdit } from '../edits/structural.ts';
import { editContext, type EditCandidate, type EditContext, type EditOperator } from '../edits/types.ts';
import { formatEditId, frameForms, thesaurusSubstitutions } from '../edits/wording.ts';
import { parseFrame, renderFrame } from './attribution.ts';
import { DATE_FORMATS, reformattableUnits } from './dates.ts';
import { formatOptions, reformatDates, type FormatOption } from './formats.ts';
import { applySubstitutions } from './synonyms.ts';

/** A composed paraphrase: the text, a note per edit, and the edit ids in order. */
export interface Composed {
  text: string;
  note: string;
  edits: string[];
}

/** What the edits of one sentence see (its passage's names and text) and the random source of this composition. */
interface Context extends EditContext {
  rng: Rng;
  /** Which kinds of format change this rewording may make (`drawFormats`). */
  formats: FormatsMade;
}

type Step = { id: string; text: string; note: string } | null;
type StructuralEdit = (text: string, ctx: Context) => Step;

function step(c: EditCandidate | undefined | null): Step {
  return c === undefined || c === null ? null : { id: c.edit, text: c.text, note: c.note };
}

/** The first candidate an operator offers (it lists the preferred rewrite first). */
const first = (op: EditOperator): StructuralEdit => (text, ctx) => step(op.apply(text, ctx, ctx.rng)[0]);

/** One of the operator's candidates, drawn at random. */
const drawn = (op: EditOperator): StructuralEdit => (text, ctx) => {
  const options = op.apply(text, ctx, ctx.rng);
  return options.length === 0 ? null : step(ctx.rng.pick(options));
};

/** Structural edits of a clause, each returning its result or null when it does not apply (keys in draw order). */
const STRUCTURAL: Readonly<Record<string, StructuralEdit>> = {
  voice: first(voiceEdit),
  subordinate: first(subordinateEdit),
  participle: first(participleEdit),
  converse: drawn(converseEdit),
  nominalise: drawn(nominalisationEdit),
  adjunct: (text, ctx) => {
    const options = adjunctEdit.apply(text, ctx, ctx.rng);
    for (const id of ctx.rng.shuffle(['adjunct-to-front', 'adjunct-to-end'])) {
      const c = options.find((o) => o.edit === id);
      if (c !== undefined && c.text !== text) return step(c);
    }
    return null;
  },
};

/** Up to `count` thesaurus rewordings of `text`. */
function reword(text: string, count: number, ctx: Context): Step {
  const options = thesaurusSubstitutions(text, ctx, ctx.rng);
  if (options.length === 0 || count <= 0) return null;
  const chosen = ctx.rng.shuffle(options).slice(0, count);
  return { id: 'thesaurus', text: applySubstitutions(text, chosen), note: chosen.map((s) => s.note.replace(' (thesaurus)', '')).join(', ') };
}

/** A title moved to another place beside its name (`chief executive X` → `X, the chief executive,`). */
function retitle(text: string, ctx: Context): Step {
  return step(drawTitlePlacement(text, ctx, ctx.rng));
}

/**
 * One date, or both ends of a range, re-written in another format drawn with `rng` (a date, then a format); null
 * without dates. Never into ISO: a reporter writes `1 December 2025` for `2025-12-01`, never the other way round.
 */
function drawDateFormat(text: string, rng: Rng): FormatOption | null {
  const units = reformattableUnits(text);
  if (units.length === 0) return null;
  const unit = rng.pick(units);
  return reformatDates(text, unit, rng.pick(DATE_FORMATS.filter((f) => f !== unit[0].format && f !== 'iso')));
}

/**
 * Whether a format change is one a reporter rewording a sentence makes: never a currency sign spelt out (`£4 million` →
 * `4 million pounds`; the hand-written paraphrases keep the sign in all 7 of their sentences with one).
 */
function rewordsAsPeopleDo(option: FormatOption): boolean {
  return option.spellsOutSign !== true;
}

/**
 * Shares of sentences in which people rewording them change a figure's format, by kind, where the hand-written
 * paraphrases show it: of the 6 whose source writes a per-cent sign, 5 write `per cent`; of the 11 whose source groups
 * a figure with a comma (`18,250`), none drops it (drawn at 1/13, the rule of succession: none of 11 is not never).
 * Other format changes (dates, units) are made whenever they apply.
 */
export const HANDWRITTEN_FORMAT_SHARES: Readonly<Record<string, number>> = { 'percent-format': 5 / 6, 'number-format': 1 / 13 };

/** Whether a rewording may make each kind of format change with a drawn share (HANDWRITTEN_FORMAT_SHARES), by edit id. */
export type FormatsMade = ReadonlyMap<string, boolean>;

/**
 * Whether a sentence's rewordings change each kind of format at all, drawn once in the share people do. Drawn per
 * sentence, not per attempt: kept attempts are those sharing the fewest tokens with their span, and a dropped comma
 * shares fewer, so a draw per attempt would hand the choice back to the keeping rule.
 */
export function drawFormats(rng: Rng): FormatsMade {
  return new Map(Object.entries(HANDWRITTEN_FORMAT_SHARES).map(([id, share]) => [id, rng.next() < share]));
}

/** Up to `count` number, unit or date format changes, each on a different figure (applied one after another). */
function reformat(text: string, ctx: Context, count: number): Step {
  let current = text;
  const notes: string[] = [];
  const ids: string[] = [];
  const touched: string[] = [];
  for (let i = 0; i < count; i++) {
    const options = formatOptions(current, ctx.entities).filter(rewordsAsPeopleDo).map((o) => ({ ...o, id: formatEditId(o.note) }))
      .filter((o) => ctx.formats.get(o.id) !== false);
    const date = drawDateFormat(current, ctx.rng);
    if (date !== null) options.push({ ...date, id: 'date-format' });
    // A second change never undoes the first (`2025-03-20` → `20 March 2025` → `2025-03-20`): one change per figure.
    const fresh = options.filter((o) => !touched.some((t) => o.note.includes(t)) && o.text !== text);
    if (fresh.length === 0) break;
    const chosen = ctx.rng.pick(fresh);
    current = chosen.text;
    notes.push(chosen.note);
    ids.push(chosen.id);
    touched.push(chosen.note.split(' → ')[1] ?? chosen.note);
  }
  return notes.length === 0 ? null : { id: ids.join('+'), text: current, note: notes.join(', ') };
}

/** A genitive rewording around a name (`the port of Odesa` → `Odesa's port`). */
const regenitive = drawn(genitiveEdit);

/** A clause with its edits: structure, thesaurus, titles, formats, in that order. */
function editClause(clause: string, ctx: Context, allowSplit: boolean): { text: string; steps: NonNullable<Step>[] } {
  let text = clause;
  const steps: NonNullable<Step>[] = [];
  const take = (step: Step) => {
    if (step !== null && step.text !== text) {
      text = step.text;
      steps.push(step);
    }
  };
  const structural = ctx.rng.shuffle(Object.keys(STRUCTURAL));
  const wanted = 2;
  for (const name of structural) {
    if (steps.length >= wanted) break;
    take(STRUCTURAL[name](text, ctx));
  }
  take(retitle(text, ctx));
  take(regenitive(text, ctx));
  take(reword(text, 8, ctx));
  take(reformat(text, ctx, 3));
  if (allowSplit && ctx.rng.next() < 0.5) take(first(splitEdit)(text, ctx));
  return { text, steps };
}

/** One composed paraphrase of a span, or null when no edit applies. */
export function composeParaphrase(sentence: string, passage: Passage, rng: Rng, formats: FormatsMade = drawFormats(rng.fork('formats'))): Composed | null {
  const ctx: Context = { ...editContext(passage), rng, formats };
  const frame = parseFrame(sentence, passage.entities);
  if (frame === null) {
    const { text, steps } = editClause(sentence, ctx, true);
    return steps.length === 0 ? null : { text, note: steps.map((s) => s.note).join('; '), edits: steps.flatMap((s) => s.id.split('+')) };
  }
  const { text: clause, steps } = editClause(`${frame.clause}${frame.end}`, ctx, false);
  const speakerStep = retitle(frame.speaker, ctx);
  const framed = { ...frame, speaker: speakerStep?.text ?? frame.speaker };
  const targets = frameForms(frame, clause);
  if (targets.length === 0) return null;
  const form = rng.pick(targets);
  const text = renderFrame(framed, clause.replace(/[.!?]$/, ''), form, passage.entities, ctx.passageText);
  // The frame is the sentence's main rewording: its edit comes first.
  const all = [{ id: 'attribution', text, note: `attribution ${frame.form} → ${form}` }, ...steps, ...(speakerStep ? [speakerStep] : [])];
  return { text, note: all.map((s) => s.note).join('; '), edits: all.flatMap((s) => s.id.split('+')) };
}

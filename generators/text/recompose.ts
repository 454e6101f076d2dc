/**
 * The `full` paraphrase repertoire: several edits composed on one sentence, the way a reporter rewords a source. The
 * attribution frame (if any) is taken apart first, the reported clause gets structural edits (voice, clause order,
 * participles, a split, verb ↔ noun), thesaurus rewordings, title placement and number formats, then the frame is
 * written back in another form. Each step records its edit id; the class check judges the result.
 */
import type { EntityMention, Passage } from '../../datasets/types.ts';
import type { Rng } from '../rng.ts';
import { findTitledNames, rewriteTitle, type TitleForm } from './apposition.ts';
import { frameTargets, parseFrame, renderFrame } from './attribution.ts';
import { converseOptions } from './converse.ts';
import { finiteToParticiple, participleToFinite, splitSentence, subordinateToEnd, subordinateToFront } from './clauses.ts';
import { findDates } from './dates.ts';
import { formatOptions } from './formats.ts';
import { genitiveOptions } from './genitive.ts';
import { nominalisations } from './nominalise.ts';
import { findNumbers } from './numbers.ts';
import { REWRITE_RULES } from './rewrite.ts';
import { entityRanges } from './sentences.ts';
import { applySubstitutions } from './synonyms.ts';
import { findThesaurusSubstitutions } from './thesaurus.ts';
import { toActiveFull, toPassiveFull } from './voice.ts';

/** A composed paraphrase: the text, a note per edit, and the edit ids in order. */
export interface Composed {
  text: string;
  note: string;
  edits: string[];
}

/** What the edits of one sentence see: its passage's names and text, and a random source. */
interface Context {
  entities: readonly EntityMention[];
  /** The whole passage, to tell names (capitalised inside a sentence) from sentence-initial words. */
  passageText: string;
  /** A passage about the past (`history`): a title is given as `who was`, not `who is`. */
  historical: boolean;
  rng: Rng;
}

type Step = { id: string; text: string; note: string } | null;
type StructuralEdit = (text: string, ctx: Context) => Step;

const rule = (id: string) => REWRITE_RULES.find((r) => r.id === id)!;

/** Structural edits of a clause, each returning its result or null when it does not apply. */
const STRUCTURAL: Readonly<Record<string, StructuralEdit>> = {
  voice: (text, ctx) => {
    const passive = toPassiveFull(text, ctx.entities, ctx.passageText);
    if (passive !== null) return { id: 'passive', text: passive, note: 'active → passive' };
    const active = toActiveFull(text, ctx.entities);
    return active === null ? null : { id: 'active', text: active, note: 'passive → active' };
  },
  subordinate: (text, ctx) => {
    const front = subordinateToFront(text, ctx.entities, ctx.passageText);
    if (front !== null) return { id: 'subordinate-front', text: front, note: 'subordinate clause moved to the front' };
    const end = subordinateToEnd(text, ctx.entities, ctx.passageText);
    return end === null ? null : { id: 'subordinate-end', text: end, note: 'subordinate clause moved to the end' };
  },
  participle: (text) => {
    const finite = participleToFinite(text);
    if (finite !== null) return { id: 'participle-to-finite', text: finite, note: 'participle clause → finite verb' };
    const participle = finiteToParticiple(text);
    return participle === null ? null : { id: 'finite-to-participle', text: participle, note: 'second verb → participle clause' };
  },
  converse: (text, ctx) => {
    const options = converseOptions(text, ctx.entities);
    if (options.length === 0) return null;
    const chosen = ctx.rng.pick(options);
    return { id: 'converse', text: chosen.text, note: chosen.note };
  },
  nominalise: (text, ctx) => {
    const options = nominalisations(text);
    if (options.length === 0) return null;
    const chosen = ctx.rng.pick(options);
    return { id: 'nominalisation', text: chosen.text, note: chosen.note };
  },
  adjunct: (text, ctx) => {
    for (const id of ctx.rng.shuffle(['adjunct-to-front', 'adjunct-to-end'])) {
      const r = rule(id).apply(text, ctx.entities, ctx.rng);
      if (r !== null && r.text !== text) return { id, text: r.text, note: r.note };
    }
    return null;
  },
};

/** Ranges no rewording may touch: names, dates and figures with their symbols and scale words. */
function protectedRanges(text: string, entities: readonly EntityMention[]): Array<[number, number]> {
  const dates = findDates(text).map((d): [number, number] => [d.start, d.end]);
  const names = entityRanges(text, entities);
  const figures = findNumbers(text, [...dates, ...names]).map((n): [number, number] => {
    const symbol = /[$€£]/.test(text.charAt(n.start - 1)) ? 1 : 0;
    const unit = /^(?:%| per cent| percent| (?:million|billion|thousand|trillion))*/.exec(text.slice(n.end))![0].length;
    return [n.start - symbol, n.end + unit];
  });
  return [...dates, ...names, ...figures];
}

/** Up to `count` thesaurus rewordings of `text`. */
function reword(text: string, count: number, ctx: Context): Step {
  const options = findThesaurusSubstitutions(text, protectedRanges(text, ctx.entities), (o) => ctx.rng.pick(o));
  if (options.length === 0 || count <= 0) return null;
  const chosen = ctx.rng.shuffle(options).slice(0, count);
  return { id: 'thesaurus', text: applySubstitutions(text, chosen), note: chosen.map((s) => s.note.replace(' (thesaurus)', '')).join(', ') };
}

/** A title moved to another place beside its name (`chief executive X` → `X, the chief executive,`). */
function retitle(text: string, ctx: Context): Step {
  const titled = findTitledNames(text, ctx.entities, ctx.passageText);
  if (titled.length === 0) return null;
  const t = ctx.rng.pick(titled);
  const past = ctx.historical;
  const targets: TitleForm[] = (['before', 'apposition', 'apposition', 'relative'] as const).filter((f) => f !== t.form);
  const target = ctx.rng.pick(targets);
  const rewritten = rewriteTitle(text, t, target, past);
  if (rewritten === null) return null;
  const id = target === 'relative' ? 'relative-clause' : target === 'apposition' ? 'apposition' : 'title-before-name';
  return { id, text: rewritten, note: `${t.title} ${t.name}: ${t.form} → ${target}` };
}

/** The edit id of a format change, from its note. */
function formatId(note: string): string {
  if (/%|per ?cent/.test(note)) return 'percent-format';
  if (/[$€£]|dollars|euros|pounds/.test(note)) return 'currency-format';
  return /^number /.test(note) ? 'number-format' : 'unit-format';
}

/** Up to `count` number, unit or date format changes, each on a different figure (applied one after another). */
function reformat(text: string, ctx: Context, count: number): Step {
  let current = text;
  const notes: string[] = [];
  const ids: string[] = [];
  const touched: string[] = [];
  for (let i = 0; i < count; i++) {
    const options = formatOptions(current, ctx.entities).map((o) => ({ ...o, id: formatId(o.note) }));
    const date = rule('date-format').apply(current, ctx.entities, ctx.rng);
    if (date !== null) options.push({ text: date.text, note: date.note, id: 'date-format' });
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
function regenitive(text: string, ctx: Context): Step {
  const options = genitiveOptions(text, ctx.entities);
  if (options.length === 0) return null;
  const chosen = ctx.rng.pick(options);
  return { id: 'genitive', text: chosen.text, note: chosen.note };
}

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
  if (allowSplit && ctx.rng.next() < 0.5) {
    const split = splitSentence(text, ctx.entities);
    if (split !== null) take({ id: 'split', text: split, note: 'split into two sentences' });
  }
  return { text, steps };
}

/** One composed paraphrase of a span, or null when no edit applies. */
export function composeParaphrase(sentence: string, passage: Passage, rng: Rng): Composed | null {
  const ctx: Context = {
    entities: passage.entities, passageText: passage.spans.map((s) => s.text).join(' '), historical: passage.domain === 'history', rng,
  };
  const frame = parseFrame(sentence, passage.entities);
  if (frame === null) {
    const { text, steps } = editClause(sentence, ctx, true);
    return steps.length === 0 ? null : { text, note: steps.map((s) => s.note).join('; '), edits: steps.flatMap((s) => s.id.split('+')) };
  }
  const { text: clause, steps } = editClause(`${frame.clause}${frame.end}`, ctx, false);
  const speakerStep = retitle(frame.speaker, ctx);
  const framed = { ...frame, speaker: speakerStep?.text ?? frame.speaker };
  // A clause opening on its own adjunct (`In 2025, …`) cannot follow `X said`: the adjunct would date the saying.
  const fronted = /^[A-Z][a-z]+ [^,]{1,40}, /.test(clause) && !/^(?:The|A|An)\b/.test(clause);
  const targets = frameTargets(frame, passage.entities).filter((f) => !fronted || !['front', 'told-reporters', 'in-words'].includes(f));
  if (targets.length === 0) return null;
  const form = rng.pick(targets);
  const text = renderFrame(framed, clause.replace(/[.!?]$/, ''), form, passage.entities, ctx.passageText);
  // The frame is the sentence's main rewording: its edit comes first.
  const all = [{ id: 'attribution', text, note: `attribution ${frame.form} → ${form}` }, ...steps, ...(speakerStep ? [speakerStep] : [])];
  return { text, note: all.map((s) => s.note).join('; '), edits: all.flatMap((s) => s.id.split('+')) };
}

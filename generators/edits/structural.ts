/**
 * Structural edits of the paraphrase repertoire as operators: voice, clause order, participles, converse verbs, verb ↔ noun, adjunct
 * moves, a split into two sentences, title placement and genitives. Each moves or re-forms phrases and never rewrites
 * a name or a figure; the paraphrase class check judges the result.
 */
import type { Rng } from '../../engine/rng.ts';
import { findTitledNames, rewriteTitle, type TitledName } from '../text/apposition.ts';
import { converseOptions } from '../text/converse.ts';
import { finiteToParticiple, participleToFinite, splitSentence, subordinateToEnd, subordinateToFront } from '../text/clauses.ts';
import { genitiveOptions } from '../text/genitive.ts';
import { nominalisations } from '../text/nominalise.ts';
import { opensOnFigure } from '../text/casing.ts';
import { REWRITE_RULES } from '../text/rewrite.ts';
import { toActiveFull, toPassiveFull } from '../text/voice.ts';
import type { EditCandidate, EditContext, EditOperator } from './types.ts';

/** The candidates of two alternative rewrites, the first one listed first (a generator takes the first that applies). */
function either(first: EditCandidate | null, second: EditCandidate | null): EditCandidate[] {
  return [first, second].filter((c): c is EditCandidate => c !== null);
}

function candidate(edit: string, text: string | null, note: string): EditCandidate | null {
  return text === null ? null : { edit, text, note };
}

/** Active ↔ passive in the constructions the full repertoire reads. */
export const voiceEdit: EditOperator = {
  id: 'voice',
  kind: 'meaning',
  description: 'active → passive, or passive → active',
  apply: (text, ctx) => either(
    candidate('passive', toPassiveFull(text, ctx.entities, ctx.passageText), 'active → passive'),
    candidate('active', toActiveFull(text, ctx.entities), 'passive → active'),
  ),
};

/** A subordinate clause moved to the front or to the end. */
export const subordinateEdit: EditOperator = {
  id: 'subordinate',
  kind: 'meaning',
  description: 'a subordinate clause moved to the front or to the end',
  apply: (text, ctx) => either(
    candidate('subordinate-front', subordinateToFront(text, ctx.entities, ctx.passageText), 'subordinate clause moved to the front'),
    candidate('subordinate-end', subordinateToEnd(text, ctx.entities, ctx.passageText), 'subordinate clause moved to the end'),
  ),
};

/** A participle clause made finite, or a second verb made a participle clause. */
export const participleEdit: EditOperator = {
  id: 'participle',
  kind: 'meaning',
  description: 'participle clause ↔ finite verb',
  apply: (text) => either(
    candidate('participle-to-finite', participleToFinite(text), 'participle clause → finite verb'),
    candidate('finite-to-participle', finiteToParticiple(text), 'second verb → participle clause'),
  ),
};

/** The same event told from the other party's side (`A beat B` ↔ `B lost to A`, `A sold X to B` ↔ `B bought X from A`). */
export const converseEdit: EditOperator = {
  id: 'converse',
  kind: 'meaning',
  description: 'a converse verb: the same event told from the other party',
  apply: (text, ctx) => converseOptions(text, ctx.entities).map((o) => ({ edit: 'converse', text: o.text, note: o.note })),
};

/** Verb ↔ noun (`approved the plan` → `gave its approval to the plan`). */
export const nominalisationEdit: EditOperator = {
  id: 'nominalisation',
  kind: 'meaning',
  description: 'a verb turned into its noun, or back',
  apply: (text) => nominalisations(text).map((o) => ({ edit: 'nominalisation', text: o.text, note: o.note })),
};

const rule = (id: string) => REWRITE_RULES.find((r) => r.id === id)!;

/**
 * A date adjunct moved to the front, or a fronted adjunct moved to the end unless the sentence would then open on a
 * figure (`In the first month, 3.4 million users signed up.` stays: no sentence of the corpus opens on one). The
 * rule itself (`text/rewrite.ts`) still may: the classic paraphrases the default suite is pinned to use it as it was.
 */
export const adjunctEdit: EditOperator = {
  id: 'adjunct',
  kind: 'meaning',
  description: 'a date or time adjunct moved to the front or to the end',
  apply(text, ctx, rng) {
    return ['adjunct-to-front', 'adjunct-to-end'].flatMap((id) => {
      const r = rule(id).apply(text, ctx.entities, rng);
      return r === null || opensOnFigure(r.text) ? [] : [{ edit: id, text: r.text, note: r.note }];
    });
  },
};

/** A sentence of two coordinated clauses split into two sentences. */
export const splitEdit: EditOperator = {
  id: 'split',
  kind: 'meaning',
  description: 'split into two sentences',
  apply: (text, ctx) => either(candidate('split', splitSentence(text, ctx.entities), 'split into two sentences'), null),
};

/**
 * The places a title may move to from where it stands (apposition listed twice: the generator draws it twice as
 * often). Never into a relative clause: `Sigrid Holm, who is an architect,` is a form no hand-written claim takes (they
 * write `who is 63`, `who runs Grenzo`, never `who is <title>`), a cue that only rewords by adding `who is`.
 */
function titleTargets(t: TitledName): Array<'before' | 'apposition'> {
  return (['before', 'apposition', 'apposition'] as const).filter((f) => f !== t.form);
}

function titleCandidate(text: string, t: TitledName, target: 'before' | 'apposition'): EditCandidate | null {
  const rewritten = rewriteTitle(text, t, target);
  if (rewritten === null) return null;
  const edit = target === 'apposition' ? 'apposition' : 'title-before-name';
  return { edit, text: rewritten, note: `${t.title} ${t.name}: ${t.form} → ${target}` };
}

/** A title moved to another place beside its name (`chief executive X` → `X, the chief executive,`). */
export const titleEdit: EditOperator = {
  id: 'title-placement',
  kind: 'meaning',
  description: 'a title moved before its name or into apposition',
  apply(text, ctx) {
    return findTitledNames(text, ctx.entities, ctx.passageText).flatMap((t) => [...new Set(titleTargets(t))].flatMap((target) => {
      const c = titleCandidate(text, t, target);
      return c === null ? [] : [c];
    }));
  },
};

/** One title placement drawn at random, as the paraphrase generator draws it (a titled name, then a target); null when none applies. */
export function drawTitlePlacement(text: string, ctx: EditContext, rng: Rng): EditCandidate | null {
  const titled = findTitledNames(text, ctx.entities, ctx.passageText);
  if (titled.length === 0) return null;
  const t = rng.pick(titled);
  return titleCandidate(text, t, rng.pick(titleTargets(t)));
}

/** A genitive rewording around a name (`the port of Odesa` → `Odesa's port`). */
export const genitiveEdit: EditOperator = {
  id: 'genitive',
  kind: 'meaning',
  description: "`the X of Name` ↔ `Name's X`",
  apply: (text, ctx) => genitiveOptions(text, ctx.entities).map((o) => ({ edit: 'genitive', text: o.text, note: o.note })),
};

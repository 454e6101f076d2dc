/**
 * Edit operators: the generators' edits as small objects (one application of an edit to a text gives zero or more
 * candidates), shared by the generators that compose them and by the attack search that chains them. `meaning` edits
 * keep what the text says (rewordings, moves, formats); `padding` edits add plan content beside it, which keeps a
 * false claim false but would change a true one. Recast edits (`edits/recast.ts`, not in the registry the attack
 * search draws from) build a true reading of a sentence: `trim` edits drop what restricts nothing (the shorter text is
 * entailed), `carry` edits bring in what another plan sentence says (the longer text is entailed by the plan).
 */
import type { EntityMention, Passage } from '../../datasets/types.ts';
import type { Rng } from '../../engine/rng.ts';

/** What an edit sees besides the text: the passage's names and text, the plan, and ranges it must leave alone. */
export interface EditContext {
  entities: readonly EntityMention[];
  /** The whole passage, to tell names (capitalised inside a sentence) from sentence-initial words. */
  passageText: string;
  /** A passage about the past (`history`): a title goes into no relative clause (`who was` or `who is` would guess the tense). */
  historical: boolean;
  /** The evidence plan the text is judged against (padding draws its words and sentences from it). */
  plan: ReadonlyArray<{ id: string; text: string }>;
  /** [start, end) ranges of the text no word substitution may touch (an attack's protected atom), beyond names and figures. */
  protect: ReadonlyArray<readonly [number, number]>;
  /** The plan span the text was derived from, when known (a carry never brings content from it). */
  sourceSpan?: string;
}

/** One way an operator rewrites a text: the new text, what was done, and the kebab-case edit id recorded in provenance. */
export interface EditCandidate {
  text: string;
  note: string;
  edit: string;
}

/** An edit operator. `apply` returns every candidate it offers for `text` (may include `text` itself; callers drop no-ops). */
export interface EditOperator {
  /** Kebab-case id. */
  id: string;
  /**
   * `meaning`: what the text says is kept; `padding`: plan content added beside it (only for claims that must stay
   * false); `trim`: a phrase that restricts nothing dropped; `carry`: what another plan sentence says added.
   */
  kind: 'meaning' | 'padding' | 'trim' | 'carry';
  /** One line: what the edit does. */
  description: string;
  /** The candidates for `text`; `rng` makes the operator's own sub-choices (which synonym of several). */
  apply(text: string, ctx: EditContext, rng: Rng): EditCandidate[];
}

/** The edit context of a passage's sentence, judged against `plan` (default: the passage's spans). */
export function editContext(
  passage: Passage,
  plan: ReadonlyArray<{ id: string; text: string }> = passage.spans,
  protect: ReadonlyArray<readonly [number, number]> = [],
): EditContext {
  return {
    entities: passage.entities,
    passageText: passage.spans.map((s) => s.text).join(' '),
    historical: passage.domain === 'history',
    plan,
    protect,
  };
}

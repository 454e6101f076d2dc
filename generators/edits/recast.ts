/**
 * Recast edits as operators: the trims and carries people make around a sentence they turn into a claim of their own
 * (`generators/text/trims.ts`, `generators/text/carries.ts`). Each candidate is entailed by the plan when its input
 * is, so a chain of them builds a true reading of a plan sentence for a falsifying edit to act on. Their candidates do
 * not depend on the rng, so a recorded step is verified by asking the operator again.
 */
import type { Passage } from '../../datasets/types.ts';
import { carryOptions } from '../text/carries.ts';
import { createObjectMemo } from '../text/textMemo.ts';
import { trimOptions } from '../text/trims.ts';
import type { EditContext, EditOperator } from './types.ts';

const passageMemo = createObjectMemo<EditContext['plan'], Passage>();

/** The passage an edit context describes (its plan as spans, its names), one object per plan so events are memoised. */
function passageOf(ctx: EditContext): Passage {
  return passageMemo(ctx.plan, () => {
    const spans = ctx.plan.map((s) => ({ id: s.id, text: s.text }));
    return { id: 'recast', topic: 'recast', domain: ctx.historical ? 'history' : 'recast', spans, entities: [...ctx.entities] };
  });
}

/** One phrase that restricts nothing dropped: a title or apposition, a non-restrictive relative, a final comma-set clause, a conjunct. */
export const trimEdit: EditOperator = {
  id: 'trim',
  kind: 'trim',
  description: 'one phrase that restricts nothing dropped (title, apposition, relative clause, final clause, conjunct)',
  apply: (text, ctx) => trimOptions(text, ctx.entities).map((t) => ({ edit: t.edit, text: t.text, note: t.note })),
};

/** What another plan sentence says brought in: a name's predicate as a relative clause, its title, an earlier dated event. */
export const carryEdit: EditOperator = {
  id: 'carry',
  kind: 'carry',
  description: "another plan sentence's content brought in: a relative clause, a title in apposition, an earlier event",
  apply: (text, ctx) => carryOptions(text, passageOf(ctx), ctx.sourceSpan ?? '').map((c) => ({ edit: c.edit, text: c.text, note: c.note })),
};

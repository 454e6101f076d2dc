/**
 * The roles a passage states for its people (`Composer Eliza Warren`, `Eliza Warren, the composer,`), read with the
 * title reading of `apposition.ts`, and the rule every generator telling one person's predicate of another follows: a
 * predicate telling its own subject's role (`won best actress`, said of Actress Priya Kaur) is never told of a person
 * the plan gives another role (Composer Eliza Warren).
 */
import type { Passage } from '../../datasets/types.ts';
import { tokenize } from '../../engine/tokens.ts';
import type { CorpusView } from '../types.ts';
import { findTitledNames } from './apposition.ts';
import type { SpanEvent } from './events.ts';
import { passageOfSpanId } from './fabrication.ts';
import { createOwnedMemo } from './textMemo.ts';

const rolesMemo = createOwnedMemo<Passage, ReadonlySet<string>>();

/** The role nouns `passage` gives the person `name` (`Composer Eliza Warren`, `Eliza Warren, the composer,` → composer). */
export function statedRoles(name: string, passage: Passage): ReadonlySet<string> {
  return rolesMemo(passage, name, () => {
    const text = passage.spans.map((s) => s.text).join(' ');
    const titled = passage.spans.flatMap((s) => findTitledNames(s.text, passage.entities, text));
    return new Set(titled.filter((t) => t.kind === 'person' && t.name === name).map((t) => t.title.split(' ').at(-1)!));
  });
}

/**
 * The role clash of telling `event`'s predicate of the person `person` of `plan`: the predicate holds a role its own
 * subject bears in the event's passage (`won best actress` of Actress Priya Kaur) and the plan gives `person` roles,
 * none of them that one. Worded `tells a role (actress) of a subject the plan calls composer`; null when there is no
 * clash (either is no person, the predicate tells no role, the plan states none for `person`, or it states that one).
 */
export function roleClash(person: { text: string; kind: string }, event: SpanEvent, plan: Passage, corpus: CorpusView): string | null {
  const own = passageOfSpanId(event.spanId, corpus);
  if (person.kind !== 'person' || event.subject.kind !== 'person' || own === undefined) return null;
  const roles = statedRoles(event.subject.text, own);
  const told = tokenize(event.predicate).filter((w) => roles.has(w));
  const held = statedRoles(person.text, plan);
  if (told.length === 0 || held.size === 0 || told.some((w) => held.has(w))) return null;
  return `tells a role (${told[0]}) of a subject the plan calls ${[...held].join(', ')}`;
}

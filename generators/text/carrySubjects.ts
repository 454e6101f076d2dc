/**
 * What every carry reads of a passage: its sentences with what they lean on named, how a subject reads inside a
 * sentence, and whether the word after a name is its verb (`carries.ts`, `antecedents.ts`).
 */
import type { Passage } from '../../datasets/types.ts';
import { decontextualise } from '../decontextualise.ts';
import type { EventSubject } from './events.ts';
import { passagePlan } from './passageSpans.ts';
import { escapeRegExp } from './phrases.ts';
import { createObjectMemo } from './textMemo.ts';
import { isVerbOpener } from './verbs.ts';
import { FINITE_AUXILIARY, verbFormsOf } from './verbForms.ts';


/**
 * Whether the word after a name is its verb: a form the verb lexicon knows, a past form, an auxiliary; never a plural
 * noun the name modifies (`the Homewise thermostats`), which a bare `-s` would also fit.
 */
export function isVerbAfterName(next: string): boolean {
  return FINITE_AUXILIARY.test(next) || verbFormsOf(next).some((f) => f.form !== 'base') || (/ed$/.test(next) && isVerbOpener(next));
}

const namedMemo = createObjectMemo<Passage, Array<{ id: string; text: string }>>();

/** The passage's sentences, each read with what it leans on named (`generators/decontextualise.ts`), in span order. */
export function namedSpans(passage: Passage): Array<{ id: string; text: string }> {
  return namedMemo(passage, () => {
    const plan = passagePlan(passage);
    return passage.spans.map((s) => ({ id: s.id, text: decontextualise({ claim: s.text, evidence: plan, sourceSpan: s.id, transform: '' }, passage)?.claim ?? s.text }));
  });
}

/** How a subject reads inside a sentence: `the bank`, `the Coastal Geography Institute`, `Harlow Bank`. */
export function subjectInside(subject: EventSubject, passage: Passage): string {
  if (subject.kind === 'common') return subject.text;
  const re = new RegExp(`\\b[Tt]he ${escapeRegExp(subject.text)}(?![\\p{L}\\p{N}])`, 'u');
  return passage.spans.some((s) => re.test(s.text)) ? `the ${subject.text}` : subject.text;
}

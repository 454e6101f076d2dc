/**
 * A passage's spans as generators use them: the plan of truth-class evidence, a span's text by id, and the check
 * problem for a source span the passage does not have.
 */
import type { Passage } from '../../datasets/types.ts';

/** The passage's spans as a plan of truth-class evidence (ids = span ids). */
export function passagePlan(passage: Passage): Array<{ id: string; text: string }> {
  return passage.spans.map((span) => ({ id: span.id, text: span.text }));
}

/** The check problem for a claim whose source span `id` is not a span of `passage`. */
export function missingSpan(id: string, passage: Passage): string {
  return `source span ${id} is not in passage ${passage.id}`;
}

/** Text of the passage's span `id`, or undefined. */
export function spanText(passage: Passage, id: string): string | undefined {
  return passage.spans.find((span) => span.id === id)?.text;
}

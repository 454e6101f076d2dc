/**
 * Test passages written inline: `passageOf('dp-001', ['First sentence.', 'Second.'], entities)` gives span ids
 * `dp-001-s1`, `dp-001-s2`…, topic `id` and domain `test` unless given (siblings of one topic share a `topic`).
 */
import type { Passage } from '../datasets/types.ts';

export function passageOf(
  id: string,
  texts: readonly string[],
  entities: Passage['entities'] = [],
  at: { topic?: string; domain?: string } = {},
): Passage {
  return { id, topic: at.topic ?? id, domain: at.domain ?? 'test', spans: texts.map((text, i) => ({ id: `${id}-s${i + 1}`, text })), entities };
}

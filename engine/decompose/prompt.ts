/**
 * The fixed decomposition prompt (SPEC A7). Changing its text must change DECOMPOSE_PROMPT_ID.
 */
import type { ChatMessage } from '../types.ts';

/** Version id of the prompt below, recorded in traces. */
export const DECOMPOSE_PROMPT_ID = 'decompose-v1';

/** The fixed system prompt: one claim per independent assertion, constrained JSON output. */
export const DECOMPOSE_SYSTEM_PROMPT = [
  'You split a draft answer into atomic factual claims.',
  'Rules:',
  '1. Emit one claim per independent assertion. Split compound sentences: "A rose and B fell" gives two claims.',
  '2. Omit hedges (may, might, perhaps, possibly, I think, it seems), transitions and questions: they assert nothing.',
  '3. claimText restates the assertion using the draft\'s own words; do not add facts.',
  '4. draftSpan is [start, end]: half-open JavaScript string offsets (UTF-16 code units) of the claim in the draft,',
  '   with 0 <= start < end <= draft length. The span must cover the claim\'s own words in the draft.',
  '5. citedMarkers lists the source markers like "S1" cited for that claim in the draft (from "[S1]"), else [].',
  'Output JSON only, no prose, matching exactly this schema:',
  '{"claims": [{"claimText": string, "draftSpan": [integer, integer], "citedMarkers": [string]}]}',
  'A draft with no factual assertion gives {"claims": []}.',
].join('\n');

/** The messages of one decomposition request for `draft`. */
export function buildDecomposeMessages(draft: string): ChatMessage[] {
  return [
    { role: 'system', content: DECOMPOSE_SYSTEM_PROMPT },
    { role: 'user', content: `Draft (${draft.length} characters):\n<<<\n${draft}\n>>>` },
  ];
}

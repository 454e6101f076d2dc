/**
 * The harness's sentence splitter for documents ("split(doc)" in the real-data recipes). It reuses the rule
 * decomposer's segmentation (engine/decompose/segment.ts) so drafts and evidence documents are cut the same way:
 * Intl.Segmenter ('en', granularity 'sentence'), then a break is undone when it only follows a title abbreviation
 * (`Mr.`, `Dr.`, `St.`, `No.`, `vs.` …), a single initial (`J.`) or a dotted acronym (`U.S.`, `e.g.` is never broken
 * by the segmenter because a lowercase word follows it); line breaks always end a sentence.
 */
import { splitSentences as splitSentenceRanges } from '../engine/decompose/segment.ts';

/** The sentences of `text` in order, each trimmed; empty pieces are dropped. */
export function splitSentences(text: string): string[] {
  return splitSentenceRanges(text)
    .map((range) => text.slice(range.start, range.end).trim())
    .filter((sentence) => sentence.length > 0);
}

/**
 * Sentence segmentation for the rule-based decomposer: Intl.Segmenter sentences, repaired around `[S1]` citation
 * markers and common abbreviations. All ranges are half-open JavaScript string offsets into the draft.
 */

/** A half-open [start, end) range of the draft. */
export interface TextRange {
  start: number;
  end: number;
}

/** A run of adjacent citation markers like `[S1][S2, S3]`, with the marker ids it cites. */
export interface MarkerRun extends TextRange {
  markers: string[];
}

const MARKER_GROUP = /\[\s*S\d+(?:\s*[,;]\s*S\d+)*\s*\]/g;
const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });
const TITLE_ABBREVIATION = /(?:^|[\s("'])(?:Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|Mt|Gen|Col|Lt|Sgt|Capt|Rev|Hon|Fig|No|vs)\.$/;
const INITIAL = /(?:^|[\s("'])[A-Z]\.$|(?:[A-Z]\.){2,}$/;

/** Every run of citation markers in `text`, in order; groups separated only by spaces or tabs form one run. */
export function findMarkerRuns(text: string): MarkerRun[] {
  const runs: MarkerRun[] = [];
  for (const m of text.matchAll(MARKER_GROUP)) {
    const start = m.index ?? 0;
    const ids = m[0].match(/S\d+/g) ?? [];
    const last = runs[runs.length - 1];
    if (last && /^[ \t]*$/.test(text.slice(last.end, start))) {
      last.end = start + m[0].length;
      last.markers.push(...ids);
    } else {
      runs.push({ start, end: start + m[0].length, markers: [...ids] });
    }
  }
  return runs;
}

/** Whether only spaces (no line break) separate the last non-space character before `at` from `at`. */
function sameLine(text: string, at: number): boolean {
  let i = at;
  while (i > 0 && /\s/.test(text[i - 1])) i--;
  return !text.slice(i, at).includes('\n');
}

/** Moves a boundary that falls inside or right before a marker run to after it: markers belong to the sentence they follow. */
function attachMarkers(text: string, boundary: number, runs: readonly MarkerRun[]): number {
  for (const run of runs) {
    if (run.start <= boundary && boundary < run.end && (boundary > run.start || sameLine(text, boundary))) return run.end;
  }
  return boundary;
}

/** Whether the boundary only follows an abbreviation such as `Dr.` or an initial such as `F.` on the same line. */
function isAbbreviationBreak(text: string, boundary: number): boolean {
  if (!sameLine(text, boundary)) return false;
  let end = boundary;
  while (end > 0 && /\s/.test(text[end - 1])) end--;
  // A bounded look-back keeps long documents linear; both patterns match far fewer than 64 characters.
  const before = text.slice(Math.max(0, end - 64), end);
  return TITLE_ABBREVIATION.test(before) || INITIAL.test(before);
}

/** The draft's sentences as trimmed, non-empty ranges, in order; `runs` are its marker runs when already found. */
export function splitSentences(text: string, runs: readonly MarkerRun[] = findMarkerRuns(text)): TextRange[] {
  const boundaries = new Set<number>();
  for (const segment of SENTENCES.segment(text)) {
    if (segment.index === 0) continue;
    const moved = attachMarkers(text, segment.index, runs);
    if (moved < text.length && !isAbbreviationBreak(text, moved)) boundaries.add(moved);
  }
  const cuts = [0, ...[...boundaries].sort((a, b) => a - b), text.length];
  const ranges: TextRange[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const range = trimRange(text, { start: cuts[i], end: cuts[i + 1] });
    if (range.end > range.start) ranges.push(range);
  }
  return ranges;
}

/** `range` without leading and trailing whitespace. */
export function trimRange(text: string, range: TextRange): TextRange {
  let { start, end } = range;
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return { start, end };
}

/** The text of `range` with the marker runs in it removed, spaces collapsed (the words a claim or a draft says). */
export function plainText(text: string, range: TextRange, runs: readonly MarkerRun[]): string {
  let out = '';
  let at = range.start;
  for (const run of runs) {
    if (run.end <= range.start || run.start >= range.end) continue;
    out += text.slice(at, Math.max(at, run.start)) + ' ';
    at = Math.min(range.end, run.end);
  }
  out += text.slice(at, range.end);
  return out.replace(/\s+/g, ' ').replace(/\s+([.,;:!?])/g, '$1').trim();
}

/**
 * Checks that references in the sources resolve inside the repository: every `SPEC <label>` and `STYLE <n>` names a
 * section of docs/spec.md, every link to docs/spec.md names one of its headings, and no source text cites an issue
 * number, a review id or "the page" (a document a clone does not have) instead of saying what is meant.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A reference or mention found in a file, with its 1-based line. */
export interface Finding {
  file: string;
  line: number;
  text: string;
}

const HEADING = /^#{2,4} (Part [A-C]|[A-C]\d+|STYLE \d+|STYLE)\. /;
const LABEL = String.raw`(?:Part [A-C]|[A-C]\d*)`;
const SPEC_REFERENCE = new RegExp(String.raw`\bSPEC (${LABEL}(?:(?:, |/|–| and | to )${LABEL})*)`, 'g');
const STYLE_REFERENCE = /\bSTYLE (\d+)/g;

/** Mentions of documents a clone does not have: issue or pull-request numbers, review ids, "the page". */
export const FORBIDDEN_MENTIONS: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  { what: 'an issue number', pattern: /\bissues? #?\d+/i },
  { what: 'an issue', pattern: /\bthe issue(?:'s)?\b/i },
  { what: 'a pull-request number', pattern: /\b(?:PR|pull request) #?\d+/i },
  { what: 'a review id', pattern: /\b[A-Z]+\d+ (?:[a-z]+ )?review\b/ },
  { what: '"the page"', pattern: /\bthe page\b/i },
];

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'verity-out', '.git', '.verity-cache']);

/** The repository's files ending in `ext`, as `/`-separated paths relative to `root`, sorted. */
export function repoFiles(root: string, ext: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(rel);
      else if (entry.isFile() && entry.name.endsWith(ext)) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

/** The section labels of docs/spec.md: `A5`, `Part C`, `STYLE 4`, … from headings such as `### A5. Candidates`. */
export function specLabels(markdown: string): Set<string> {
  const labels = new Set<string>();
  for (const line of markdown.split('\n')) {
    const m = HEADING.exec(line);
    if (m) labels.add(m[1]);
  }
  return labels;
}

/** The labels a `SPEC …` list names: `A2–A5` is A2 to A5, a bare letter `C` is `Part C`. */
export function labelsOf(list: string): string[] {
  const parts = list.split(/, |\/| and /);
  const out: string[] = [];
  for (const part of parts) {
    const range = /^([A-C])(\d+)(?:–| to )\1(\d+)$/.exec(part);
    if (range) {
      for (let k = Number(range[2]); k <= Number(range[3]); k++) out.push(`${range[1]}${k}`);
      continue;
    }
    for (const label of part.split(/–| to /)) out.push(/^[A-C]$/.test(label) ? `Part ${label}` : label);
  }
  return out;
}

function linesOf(text: string): string[] {
  return text.split('\n');
}

/** Every `SPEC <label>` and `STYLE <n>` in `text` whose label `labels` lacks. */
export function danglingReferences(file: string, text: string, labels: Set<string>): Finding[] {
  const found: Finding[] = [];
  linesOf(text).forEach((line, index) => {
    for (const m of line.matchAll(SPEC_REFERENCE)) {
      for (const label of labelsOf(m[1])) if (!labels.has(label)) found.push({ file, line: index + 1, text: `SPEC ${label}` });
    }
    for (const m of line.matchAll(STYLE_REFERENCE)) {
      if (!labels.has(`STYLE ${m[1]}`)) found.push({ file, line: index + 1, text: `STYLE ${m[1]}` });
    }
  });
  return found;
}

/** Every mention in `text` of an issue number, a review id or "the page". */
export function forbiddenMentions(file: string, text: string): Finding[] {
  const found: Finding[] = [];
  linesOf(text).forEach((line, index) => {
    for (const { what, pattern } of FORBIDDEN_MENTIONS) {
      const m = pattern.exec(line);
      if (m) found.push({ file, line: index + 1, text: `${what}: "${m[0]}"` });
    }
  });
  return found;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown page's headings. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const line of markdown.split('\n')) {
    const m = /^#{1,6} (.+?)\s*$/.exec(line);
    if (m) anchors.add(headingSlug(m[1]));
  }
  return anchors;
}

const SPEC_LINK = /\]\((?:[\w./]*\/)?spec\.md#([^)\s]+)\)/g;
const SELF_LINK = /\]\((?:(?:[\w./]*\/)?spec\.md)?#([^)\s]+)\)/g;

/**
 * Every link to `spec.md#anchor` in a Markdown `text` whose anchor `anchors` lacks; with `self`, the page's own
 * `#anchor` links too (for docs/spec.md itself).
 */
export function danglingSpecLinks(file: string, text: string, anchors: Set<string>, self = false): Finding[] {
  const found: Finding[] = [];
  linesOf(text).forEach((line, index) => {
    for (const m of line.matchAll(self ? SELF_LINK : SPEC_LINK)) {
      if (!anchors.has(m[1])) found.push({ file, line: index + 1, text: `spec.md#${m[1]}` });
    }
  });
  return found;
}

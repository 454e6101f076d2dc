/**
 * Readers of the WordNet dict files (wndb(5WN) formats): index files, data-file lines and index.sense.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VerityError } from '../errors.ts';
import type { Pointer, Pos, Synset } from './wordnet.ts';

/** Part of speech of each `ss_type` digit of a sense key (5 = adjective satellite). */
export const SS_TYPE_NUMBER: Record<string, Pos> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };

/** An index file: its text and, per lemma, where the lemma's line starts (offsets are parsed on lookup). */
export interface IndexFile {
  text: string;
  lineStart: Map<string, number>;
}

/** Parses an index file's text: lemma → line start. */
export function parseIndex(text: string): IndexFile {
  const lineStart = new Map<string, number>();
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    if (end > at && text.charCodeAt(at) !== 32) lineStart.set(text.slice(at, text.indexOf(' ', at)), at);
    at = end + 1;
  }
  return { text, lineStart };
}

/** Synset byte offsets of a lemma in sense order; empty when the lemma is absent. */
export function indexOffsets(file: IndexFile, lemma: string): number[] {
  const start = file.lineStart.get(lemma);
  if (start === undefined) return [];
  const end = file.text.indexOf('\n', start);
  const f = file.text.slice(start, end < 0 ? file.text.length : end).trimEnd().split(' ');
  const senseCount = Number(f[2]);
  const first = 4 + Number(f[3]) + 2;
  return f.slice(first, first + senseCount).map(Number);
}

/** Synset id `<8-digit offset>-<pos>`. */
export function synsetId(offset: number, pos: Pos): string {
  return `${String(offset).padStart(8, '0')}-${pos}`;
}

/** A data-file word as shown to users: adjective markers like `(a)` dropped, `_` turned into spaces. */
export function cleanWord(word: string): string {
  const marker = word.endsWith(')') ? word.replace(/\([a-z]+\)$/, '') : word;
  return marker.includes('_') ? marker.replace(/_/g, ' ') : marker;
}

/** Parses one data-file line into a Synset. */
export function parseDataLine(line: string, pos: Pos): Synset {
  const bar = line.indexOf(' | ');
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  const f = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
  const wordCount = parseInt(f[3], 16);
  const words: string[] = [];
  let i = 4;
  for (let w = 0; w < wordCount; w++, i += 2) words.push(cleanWord(f[i]));
  const pointerCount = Number(f[i++]);
  const pointers: Pointer[] = [];
  const hypernyms: string[] = [];
  const similar: string[] = [];
  for (let p = 0; p < pointerCount; p++, i += 4) {
    // Offsets in the data files are already 8 digits, so the id needs no re-padding.
    const id = `${f[i + 1]}-${f[i + 2] === 's' ? 'a' : f[i + 2]}`;
    const symbol = f[i];
    pointers.push({ symbol, id });
    if (symbol === '@' || symbol === '@i') hypernyms.push(id);
    else if (symbol === '&') similar.push(id);
  }
  return { id: `${f[0]}-${pos}`, pos, satellite: f[2] === 's', lexFile: Number(f[1]), words, hypernyms, similar, pointers, gloss };
}

/** Byte offsets of every synset line of a data file (license header lines skipped). */
export function listDataOffsets(data: Buffer): number[] {
  const offsets: number[] = [];
  let at = 0;
  while (at < data.length) {
    const end = data.indexOf(10, at);
    const stop = end < 0 ? data.length : end;
    if (data[at] !== 32 && stop > at) offsets.push(at);
    at = stop + 1;
  }
  return offsets;
}

/** Lines of index.sense whose key starts with `lemma%` (the file is sorted by key, bytewise). */
export function senseLines(lines: string[], lemma: string): string[] {
  const prefix = `${lemma}%`;
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lines[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < lines.length && lines[i].startsWith(prefix); i++) out.push(lines[i]);
  return out;
}

/** SemCor tag count per synset id of a lemma's tagged senses. */
export function readTagCounts(lines: string[], lemma: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [id, entry] of senseTable(lines, lemma)) if (entry.tagCount > 0) counts.set(id, entry.tagCount);
  return counts;
}

/** Rank and tag count per synset id of a lemma, from index.sense lines. */
export function senseTable(lines: string[], lemma: string): Map<string, { rank: number; tagCount: number }> {
  const map = new Map<string, { rank: number; tagCount: number }>();
  for (const line of senseLines(lines, lemma)) {
    const [key, offset, rank, tags] = line.split(' ');
    const pos = SS_TYPE_NUMBER[key[lemma.length + 1]];
    map.set(synsetId(Number(offset), pos), { rank: Number(rank), tagCount: Number(tags) });
  }
  return map;
}

/** Reads a dict file; a typed `wordnet-missing` error names the path when it cannot. */
export function readDict(dir: string, file: string): Buffer {
  try {
    return readFileSync(path.join(dir, file));
  } catch (cause) {
    throw new VerityError('wordnet-missing', `wordnet: cannot read ${path.join(dir, file)}: ${(cause as Error).message}`);
  }
}

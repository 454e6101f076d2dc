/**
 * The hand-written validation set: labelled cases (SPEC Part C) written one by one by the project, never generated or
 * filtered by a program, under datasets/handwritten. `loadHandwritten` reads it; `checkHandwritten` and
 * `checkHandwrittenCounts` list every rule its cases and its class counts break (the set's own test asserts none).
 */
import fs from 'node:fs';
import path from 'node:path';
import { VerityError } from '../engine/errors.ts';
import { numerics } from '../engine/numerics.ts';
import { tokenize } from '../engine/tokens.ts';
import type { Verdict } from '../engine/types.ts';
import { parseCasesJsonl } from './cases.ts';
import { RowContext, displayPath, jsonlLines } from './rows.ts';
import type { LabelledCase, Passage } from './types.ts';
import { sourceDirOf } from '../engine/io/sourceDir.ts';
import { readTextFile } from '../engine/io/readText.ts';

/** Directory of the shipped hand-written set (absolute). */
export const DEFAULT_HANDWRITTEN_DIR = path.join(sourceDirOf(import.meta.url), 'handwritten');

/** `provenance.generator` of every hand-written case. */
export const HANDWRITTEN_GENERATOR = 'hand-written';

/** A class of the set: which part writes it, the verdict it expects, and the fewest cases it may have. */
export interface HandwrittenClass {
  class: string;
  /** Part letter of the ids (`hw-<part>-<class>-NNN`); a class's minimums apply once its part has any case. */
  part: 'a' | 'b';
  expected: Verdict;
  min: number;
  /** Fewest cases with no numeric at all (SPEC A3 numerics of the claim), where the class needs them. */
  numberFreeMin?: number;
}

/** Per-class expectations and minimum counts of the set. */
export const HANDWRITTEN_CLASSES: readonly HandwrittenClass[] = [
  { class: 'verbatim', part: 'a', expected: 'supported', min: 15 },
  { class: 'paraphrase', part: 'a', expected: 'supported', min: 50 },
  { class: 'topical-fabrication', part: 'a', expected: 'unsupported', min: 45, numberFreeMin: 40 },
  { class: 'number-swap', part: 'b', expected: 'unsupported', min: 15 },
  { class: 'entity-swap', part: 'b', expected: 'unsupported', min: 15 },
  { class: 'negation', part: 'b', expected: 'unsupported', min: 15 },
  { class: 'scale-swap', part: 'b', expected: 'unsupported', min: 15 },
  { class: 'date-shift', part: 'b', expected: 'unsupported', min: 15 },
  { class: 'role-swap', part: 'b', expected: 'unsupported', min: 15 },
  { class: 'distractor-pad', part: 'b', expected: 'unsupported', min: 15 },
  { class: 'mixed', part: 'b', expected: 'partial', min: 15 },
];

const CASE_ID = /^hw-([a-z])-([a-z-]+)-(\d{3})$/;

/** Sorted absolute paths of the `*.jsonl` files in `dir`. */
export function handwrittenFiles(dir: string = DEFAULT_HANDWRITTEN_DIR): string[] {
  if (!fs.existsSync(dir)) {
    throw new VerityError('missing-handwritten-dir', `handwritten: directory ${displayPath(dir)} does not exist`);
  }
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.jsonl')).sort();
  if (names.length === 0) throw new VerityError('missing-handwritten-dir', `handwritten: no *.jsonl files in ${displayPath(dir)}`);
  return names.map((name) => path.join(dir, name));
}

/**
 * Every labelled case of every `*.jsonl` file in `dir` (files sorted, rows in file order), through the cases parser.
 * Each case must carry hand-written provenance, and ids are unique across files; errors cite file and line.
 */
export function loadHandwritten(dir: string = DEFAULT_HANDWRITTEN_DIR): LabelledCase[] {
  const seen = new Map<string, string>();
  const all: LabelledCase[] = [];
  for (const file of handwrittenFiles(dir)) {
    const text = readTextFile(file, { owner: 'handwritten', what: 'cases file', code: 'bad-case-row' });
    const cases = parseCasesJsonl(text, file);
    const lines = jsonlLines(text);
    cases.forEach((labelled, i) => {
      const row = new RowContext('handwritten', 'bad-case-row', file, lines[i].line);
      if (labelled.draft !== undefined) throw row.fail('draft', 'is not allowed: hand-written cases are claims');
      if (labelled.provenance === undefined) throw row.fail('provenance', 'is required on a hand-written case');
      if (labelled.provenance.generator !== HANDWRITTEN_GENERATOR) {
        throw row.fail('provenance.generator', `must be "${HANDWRITTEN_GENERATOR}" (got "${labelled.provenance.generator}")`);
      }
      const first = seen.get(labelled.id);
      if (first !== undefined) throw row.fail('id', `duplicate id "${labelled.id}" (first at ${first})`);
      seen.set(labelled.id, `${displayPath(file)}:${lines[i].line}`);
      all.push(labelled);
    });
  }
  return all;
}

/** Every rule a case of the set breaks, one message per problem (`handwritten: <case id>: …`); empty when sound. */
export function checkHandwritten(cases: readonly LabelledCase[], corpus: readonly Passage[]): string[] {
  return [...cases.flatMap((labelled) => checkCase(labelled)), ...checkPassages(cases), ...checkAgainstCorpus(cases, corpus)];
}

function checkCase(labelled: LabelledCase): string[] {
  const problems: string[] = [];
  const fail = (problem: string) => problems.push(`handwritten: ${labelled.id}: ${problem}`);
  const spec = HANDWRITTEN_CLASSES.find((c) => c.class === labelled.class);
  const idMatch = CASE_ID.exec(labelled.id);
  if (spec === undefined) fail(`class "${labelled.class}" is not a class of the set`);
  else if (labelled.expected !== spec.expected) fail(`expected "${labelled.expected}", but ${spec.class} expects "${spec.expected}"`);
  if (idMatch === null || idMatch[2] !== labelled.class || (spec && idMatch[1] !== spec.part)) {
    fail(`id must read hw-${spec?.part ?? '<part>'}-${labelled.class}-NNN`);
  }
  const provenance = labelled.provenance;
  if (provenance === undefined) return [...problems, `handwritten: ${labelled.id}: has no provenance`];
  if (provenance.generator !== HANDWRITTEN_GENERATOR || provenance.seed !== 0) fail(`provenance must be generator "${HANDWRITTEN_GENERATOR}", seed 0`);
  const source = labelled.evidence.find((span) => span.id === provenance.source_span);
  if (source === undefined) return [...problems, `handwritten: ${labelled.id}: source_span "${provenance.source_span}" is not in its evidence`];
  labelled.evidence.forEach((span, i) => {
    if (span.id !== `${provenance.source_passage}-s${i + 1}`) fail(`evidence[${i}] id "${span.id}" must be ${provenance.source_passage}-s${i + 1}`);
    if ((span.class ?? 'truth') !== 'truth' || span.masked !== undefined) fail(`evidence[${i}] must be a plain truth span`);
  });
  const sameTokens = tokenize(labelled.claim).join(' ') === tokenize(source.text).join(' ');
  if (labelled.class === 'verbatim' && labelled.claim !== source.text) fail('a verbatim claim must equal its source span');
  if (labelled.class === 'paraphrase' && sameTokens) fail('a paraphrase must change the words of its source span');
  if (labelled.expected === 'unsupported' && labelled.evidence.some((span) => span.text === labelled.claim)) {
    fail('an unsupported claim must not be a span of its evidence');
  }
  return problems;
}

/** Cases of one passage must all carry the same evidence, so a passage has one text. */
function checkPassages(cases: readonly LabelledCase[]): string[] {
  const texts = new Map<string, { id: string; evidence: string }>();
  const problems: string[] = [];
  for (const labelled of cases) {
    const passage = labelled.provenance?.source_passage;
    if (passage === undefined) continue;
    const evidence = JSON.stringify(labelled.evidence.map((span) => [span.id, span.text]));
    const first = texts.get(passage);
    if (first === undefined) texts.set(passage, { id: labelled.id, evidence });
    else if (first.evidence !== evidence) problems.push(`handwritten: ${labelled.id}: evidence of ${passage} differs from that of ${first.id}`);
  }
  return problems;
}

/** No passage id, span id, span text or claim may be shared with the project corpus. */
function checkAgainstCorpus(cases: readonly LabelledCase[], corpus: readonly Passage[]): string[] {
  const normal = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
  const ids = new Set(corpus.flatMap((p) => [p.id, ...p.spans.map((s) => s.id)]));
  const texts = new Set(corpus.flatMap((p) => p.spans.map((s) => normal(s.text))));
  const problems: string[] = [];
  for (const labelled of cases) {
    const fail = (problem: string) => problems.push(`handwritten: ${labelled.id}: ${problem}`);
    const passage = labelled.provenance?.source_passage;
    if (passage !== undefined && ids.has(passage)) fail(`passage id "${passage}" is a corpus passage`);
    for (const span of labelled.evidence) {
      if (ids.has(span.id)) fail(`span id "${span.id}" is a corpus span`);
      if (texts.has(normal(span.text))) fail(`span ${span.id} repeats a corpus sentence`);
    }
    if (texts.has(normal(labelled.claim))) fail('the claim repeats a corpus sentence');
  }
  return problems;
}

/** Every per-class minimum of HANDWRITTEN_CLASSES the set misses, for the parts that have any case. */
export function checkHandwrittenCounts(cases: readonly LabelledCase[]): string[] {
  const parts = new Set(cases.map((labelled) => CASE_ID.exec(labelled.id)?.[1]));
  const problems: string[] = [];
  for (const spec of HANDWRITTEN_CLASSES.filter((c) => parts.has(c.part))) {
    const ofClass = cases.filter((labelled) => labelled.class === spec.class);
    if (ofClass.length < spec.min) problems.push(`handwritten: ${spec.class} has ${ofClass.length} cases (at least ${spec.min} needed)`);
    const numberFree = ofClass.filter((labelled) => numerics(tokenize(labelled.claim)).length === 0).length;
    if (spec.numberFreeMin !== undefined && numberFree < spec.numberFreeMin) {
      problems.push(`handwritten: ${spec.class} has ${numberFree} number-free cases (at least ${spec.numberFreeMin} needed)`);
    }
  }
  return problems;
}

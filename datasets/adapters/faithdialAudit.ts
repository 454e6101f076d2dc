/**
 * FaithDial audit (Dziri et al. 2022): BEGIN-style human audits of knowledge-grounded dialogue responses, gold
 * responses of WoW, CMU-DoG and TopicalChat and responses of three models trained on them.
 */
import path from 'node:path';
import type { DraftCase } from '../types.ts';
import { buildDraftCase, countSkip, defineDatasetAdapter, hashSplit, padNumber } from './defineDatasetAdapter.ts';
import { readCsvRows } from './sourceRows.ts';
import type { DatasetSplit, GoldLabel, SkipCounts } from './types.ts';

const ID = 'faithdial-audit';

/** One audited file: the system whose responses it holds, the source benchmark, its path and response column. */
interface AuditFile {
  system: string;
  source: string;
  file: string;
  knowledge: string;
  response: string;
  label: string;
}

const GOLD_COLUMNS = ['evidence', 'history', 'response', 'BEGIN', 'VRM'];
const SOURCES = ['cmu', 'topical', 'wow'];

function goldFile(source: string): AuditFile {
  return { system: 'gold', source, file: `data-audit/gold/${source}.csv`, knowledge: 'evidence', response: 'response', label: 'BEGIN' };
}

/** A model's audit file; CTRL's TopicalChat file is spelled `topicalchat`, the others `topical`. */
function modelFile(model: string, folder: string, source: string): AuditFile {
  const fileSource = model === 'ctrl' && source === 'topical' ? 'topicalchat' : source;
  const file = `data-audit/${folder}/${model}_processed_${fileSource}.csv`;
  return { system: model, source, file, knowledge: 'knowledge', response: model, label: 'begin_label' };
}

/** The 12 audited files in read order. */
export const AUDIT_FILES: readonly AuditFile[] = [
  ...SOURCES.map(goldFile),
  ...SOURCES.map((source) => modelFile('ctrl', 'CTRL', source)),
  ...SOURCES.map((source) => modelFile('doha', 'DoHA', source)),
  ...SOURCES.map((source) => modelFile('gpt2', 'GPT2', source)),
];

/** Audit label (trimmed, lower-cased, annotators' typos included) → gold; labels absent here and from DROPPED are errors. */
const LABELS: Record<string, GoldLabel> = {
  entailment: { expected: 'supported' },
  'entailment,uncooperative': { expected: 'supported', flag: 'uncooperative' },
  'entailmentt,uncooperative': { expected: 'supported', flag: 'uncooperative' },
  'entailment. uncooperative': { expected: 'supported', flag: 'uncooperative' },
  'partial hallucination': { expected: 'partial' },
  'entailment,hallucination': { expected: 'partial' },
  hallucination: { expected: 'unsupported' },
  hallucinated: { expected: 'unsupported' },
};
const DROPPED: Record<string, string> = { generic: 'generic', uncooperative: 'uncooperative only', '': 'blank label' };

function readAuditFile(dir: string, audit: AuditFile, split: DatasetSplit, skipped: SkipCounts): DraftCase[] {
  const columns = audit.system === 'gold' ? GOLD_COLUMNS : [audit.knowledge, 'history', audit.response, 'begin_label', 'vrm_label'];
  const cases: DraftCase[] = [];
  readCsvRows(ID, path.join(dir, audit.file), columns).forEach(({ row, value }, index) => {
    const knowledge = value[audit.knowledge].trim();
    if (hashSplit(ID, knowledge) !== split) return;
    const raw = value[audit.label].trim().toLowerCase();
    if (raw in DROPPED) return countSkip(skipped, DROPPED[raw]);
    const gold = LABELS[row.oneOf(raw, audit.label, Object.keys(LABELS))];
    const response = value[audit.response].trim();
    // The README's "drop blank" also covers 3 rows without knowledge and 1 without a response (all labelled).
    if (knowledge === '') return countSkip(skipped, 'blank knowledge');
    if (response === '') return countSkip(skipped, 'blank response');
    const id = `${ID}-${audit.system}-${audit.source}-${padNumber(index + 1)}`;
    cases.push(buildDraftCase(ID, id, response, [knowledge], gold)!);
  });
  return cases;
}

/** FaithDial audits: 2,191 responses, S 552 / P 367 / U 1,272 (README 2,195 less 4 blank-text rows); split by knowledge. */
export const faithdialAudit = defineDatasetAdapter({
  id: ID,
  description: 'FaithDial/BEGIN audits of dialogue responses (gold and CTRL/DoHA/GPT2) vs their knowledge passage',
  license: 'MIT (repo); knowledge from WoW CC BY 4.0, CMU-DoG, Topical-Chat CDLA-Sharing-1.0',
  folder: 'faithdial-audit',
  labels: 'response',
  splits: ['dev', 'test'],
  defaultSplit: 'test',
  files: () => AUDIT_FILES.map((audit) => audit.file),
  read: (dir, split, skipped) => AUDIT_FILES.flatMap((audit) => readAuditFile(dir, audit, split, skipped)),
});

/**
 * The import direction of the house: data flows `datasets → generators → suites → reports`, and a folder imports only
 * from itself, from earlier folders and from `engine/`; `engine/` imports nothing outside itself; the CLI (`scripts/`,
 * `bin/`) may import any of the library, test support (`test/`), tests (`*.test.ts`) and root configs anything; no
 * production file imports `test/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The library folders in flow order: each may import the ones before it (and `engine/`), never the ones after. */
export const FLOW = ['datasets', 'generators', 'suites', 'reports'] as const;

/** Folders that wire or test the library and may import any of it. */
export const FREE = ['scripts', 'test', 'bin'] as const;

/** One relative import or export-from: both paths relative to the repository root, `/`-separated. */
export interface ImportEdge {
  from: string;
  to: string;
}

/** An import against the flow, with the rule it breaks. */
export interface FlowViolation extends ImportEdge {
  rule: string;
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'verity-out']);

function topOf(file: string): string {
  const parts = file.split('/');
  return parts.length === 1 ? '' : parts[0];
}

function isTest(file: string): boolean {
  return file.endsWith('.test.ts');
}

/** The rule `edge` breaks, or null when it follows the flow. */
export function flowRuleBroken(edge: ImportEdge): string | null {
  const from = topOf(edge.from);
  const to = topOf(edge.to);
  if (isTest(edge.from) || from === 'test' || from === '') return null;
  if (to === 'test') return 'production code never imports test support (test/)';
  if ((FREE as readonly string[]).includes(from)) return null;
  if (from === 'engine') return to === 'engine' ? null : 'engine/ imports nothing outside engine/';
  const rank = (FLOW as readonly string[]).indexOf(from);
  if (rank < 0) return `${from}/ is not a folder of the flow (${FLOW.join(' → ')}, engine/, ${FREE.join(', ')})`;
  if (to === 'engine') return null;
  const target = (FLOW as readonly string[]).indexOf(to);
  if (target < 0) return `${from}/ imports only engine/ and ${FLOW.slice(0, rank + 1).join(', ')}`;
  return target <= rank ? null : `${from}/ comes before ${to}/ in the flow (${FLOW.join(' → ')})`;
}

/** Every import of `edges` that breaks a rule of the flow, in the order given. */
export function flowViolations(edges: readonly ImportEdge[]): FlowViolation[] {
  const out: FlowViolation[] = [];
  for (const edge of edges) {
    const rule = flowRuleBroken(edge);
    if (rule !== null) out.push({ ...edge, rule });
  }
  return out;
}

/** Relative module specifiers of one source text: static imports, `export … from`, `import()` and `import type`. */
export function importSpecifiers(source: string): string[] {
  const info = ts.preProcessFile(source, true, true);
  return info.importedFiles.map((f) => f.fileName).filter((name) => name.startsWith('.'));
}

function listTsFiles(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...listTsFiles(root, rel));
    else if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Every relative import edge among the `.ts` files under `root` (sorted by file, then in source order). */
export function importEdges(root: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of listTsFiles(root).sort()) {
    for (const spec of importSpecifiers(fs.readFileSync(path.join(root, file), 'utf8'))) {
      edges.push({ from: file, to: path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)) });
    }
  }
  return edges;
}

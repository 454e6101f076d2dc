/**
 * The repository's file-name rule: modules are named in camelCase; only a file holding one registered thing
 * (generator, score model, score-model part, reject table) is named by that thing's kebab-case id, in its folder.
 */
import path from 'node:path';

/** Folders whose registered things live in files named by their kebab-case id (beside camelCase helpers). */
export const ID_NAMED_FOLDERS: readonly string[] = ['generators', 'generators/rejects', 'engine/scoreModels', 'engine/scoreModels/parts'];

const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/** Every rule a list of repository-relative `.ts` paths in folders breaks (empty when none); root files are configs. */
export function fileNameProblems(files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const dir = path.posix.dirname(file);
    if (dir === '.' || file.endsWith('.d.ts')) continue;
    // `tokens.conformance.test.ts`, `hard.suite.ts`: the module's name, then what the file is about, each a word.
    const [base, ...aspects] = path.posix.basename(file).replace(/(\.test)?\.m?ts$/, '').split('.');
    if (!aspects.every((a) => CAMEL.test(a))) {
      problems.push(`${file}: expected camelCase`);
      continue;
    }
    if (CAMEL.test(base)) continue;
    if (KEBAB.test(base) && ID_NAMED_FOLDERS.includes(dir)) continue;
    problems.push(`${file}: ${KEBAB.test(base) ? 'kebab-case names only a registered thing in its folder; use' : 'expected'} camelCase`);
  }
  return problems;
}

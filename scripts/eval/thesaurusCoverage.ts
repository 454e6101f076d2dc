/**
 * `npx tsx scripts/eval/thesaurusCoverage.ts [--corpus DIR]`: how many rewordings the project thesaurus
 * (`generators/text/thesaurus.ts`) offers per sentence of a corpus (default the shipped corpus), names, figures and
 * dates left unprotected, and how many sentences get none, one, two… (five or more counted together).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIR, loadCorpus } from '../../datasets/corpus.ts';
import { findThesaurusSubstitutions } from '../../generators/text/thesaurus.ts';

const { values } = parseArgs({ options: { corpus: { type: 'string', default: DEFAULT_CORPUS_DIR } } });
const byCount = new Map<number, number>();
let sentences = 0;
let offered = 0;
for (const passage of loadCorpus(values.corpus)) {
  for (const span of passage.spans) {
    const n = findThesaurusSubstitutions(span.text, [], (options) => options[0]).length;
    sentences++;
    offered += n;
    byCount.set(Math.min(n, 5), (byCount.get(Math.min(n, 5)) ?? 0) + 1);
  }
}
console.log(`${(offered / sentences).toFixed(2)} rewordings offered per sentence over ${sentences} corpus sentences`);
for (const [n, count] of [...byCount].sort((a, b) => a[0] - b[0])) console.log(`  ${n === 5 ? '5+' : n}: ${count} sentences`);

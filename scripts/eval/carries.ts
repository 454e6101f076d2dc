/**
 * `npx tsx scripts/eval/carries.ts [--corpus DIR[,DIR…]]`: how many of a corpus's sentences (default the shipped corpus) offer
 * a carry (`generators/text/carries.ts`), each read with what it leans on named first as a recast reading is, in total
 * and per kind of carry.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIR, corpusDirsOption, loadCorpus } from '../../datasets/corpus.ts';
import { carryOptions } from '../../generators/text/carries.ts';
import { namedSpans } from '../../generators/text/carrySubjects.ts';

const perKind = new Map<string, number>();
let spans = 0;
let offering = 0;
const { values } = parseArgs({ options: { corpus: { type: 'string', default: DEFAULT_CORPUS_DIR } } });
for (const passage of loadCorpus(corpusDirsOption(values.corpus))) {
  for (const span of namedSpans(passage)) {
    spans++;
    const kinds = new Set(carryOptions(span.text, passage, span.id).map((c) => c.edit));
    if (kinds.size > 0) offering++;
    for (const kind of kinds) perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
  }
}
console.log(`${offering} of ${spans} corpus sentences offer a carry (${((100 * offering) / spans).toFixed(1)}%)`);
for (const [kind, n] of [...perKind].sort()) console.log(`  ${kind}: ${n}`);

/**
 * `npm run eval:tiers`: the figures the difficulty tiers (generators/tiers.ts) were set from, measured from content
 * alone (no score model): for each class, how many hand-written cases the hard tier keeps and the tier's rule; for paraphrases, per
 * candidate Jaccard bar, the full-repertoire paraphrases in the tier (seed 1), their median Jaccard and the
 * Kolmogorov–Smirnov distance between their Jaccard and the hand-written paraphrases'. Options: `--seed N`.
 */
import { parseArgs } from 'node:util';
import { corpusView, loadCorpus } from '../../datasets/corpus.ts';
import { loadHandwritten } from '../../datasets/handwritten.ts';
import { measureDifficulty } from '../../generators/difficulty.ts';
import { tierRuleOf } from '../../generators/tiers.ts';
import { generateCases } from '../../generators/generate.ts';
import { ksDistance, quantileSorted } from '../../suites/metrics.ts';
import { formatTextTable } from '../../suites/table.ts';

/** Candidate Jaccard bars of the paraphrase tier. */
const BARS = [0.55, 0.58, 0.6, 0.62, 0.64, 0.65, 0.66, 0.68, 0.7, 0.72, 0.75];

function handwrittenInTier(): string[][] {
  const rows = [['class', 'hand-written', 'in the hard tier', 'the hard tier']];
  const byClass = new Map<string, { n: number; hard: number; rule: string }>();
  for (const c of loadHandwritten()) {
    const b = byClass.get(c.class) ?? { n: 0, hard: 0, rule: tierRuleOf(c.class, c.expected).description };
    b.n++;
    if (measureDifficulty(c).tier !== 'easy') b.hard++;
    byClass.set(c.class, b);
  }
  for (const [cls, b] of byClass) rows.push([cls, String(b.n), String(b.hard), b.rule]);
  return rows;
}

function paraphraseBars(seed: number): string[][] {
  const hand = loadHandwritten().filter((c) => c.class === 'paraphrase').map((c) => measureDifficulty(c).jaccard);
  const generated = generateCases({ corpus: corpusView(loadCorpus()), classes: ['paraphrase'], perClass: 100_000, seed, repertoire: 'full' })
    .map((c) => c.provenance!.difficulty!.jaccard);
  const rows = [['Jaccard bar', 'generated in tier', 'their median', 'KS vs hand-written']];
  for (const bar of BARS) {
    const inTier = generated.filter((j) => j <= bar).sort((a, b) => a - b);
    rows.push([bar.toFixed(2), String(inTier.length), inTier.length ? quantileSorted(inTier, 0.5).toFixed(3) : '—', ksDistance(inTier, hand).toFixed(3)]);
  }
  const sortedHand = [...hand].sort((a, b) => a - b);
  rows.push(['hand-written', String(hand.length), quantileSorted(sortedHand, 0.5).toFixed(3), '—']);
  return rows;
}

const { values } = parseArgs({ options: { seed: { type: 'string', default: '1' } } });
const seed = Number(values.seed);
process.stdout.write(`${formatTextTable(handwrittenInTier())}\n\n${formatTextTable(paraphraseBars(seed))}\n`);

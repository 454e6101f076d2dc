/**
 * `npm run -s eval:corpus-style`: how densely each evidence set is written (datasets/corpusStyle.ts): the shipped
 * corpus, the news-style corpus, and the distinct evidence sentences of the hand-written set.
 */
import { DEFAULT_CORPUS_DIR, NEWS_CORPUS_DIR, loadCorpus } from '../../datasets/corpus.ts';
import { corpusStyle, evidenceSentences, passageSentences } from '../../datasets/corpusStyle.ts';
import { loadHandwritten } from '../../datasets/handwritten.ts';
import { formatTextTable } from '../../suites/table.ts';

const sets: Array<[string, string[]]> = [
  ['shipped corpus', passageSentences(loadCorpus(DEFAULT_CORPUS_DIR))],
  ['news corpus', passageSentences(loadCorpus(NEWS_CORPUS_DIR))],
  ['hand-written evidence', evidenceSentences(loadHandwritten())],
];
const rows = [['evidence', 'sentences', 'median words', 'commas a sentence', 'with a clause', 'with a figure']];
for (const [name, sentences] of sets) {
  const s = corpusStyle(sentences);
  rows.push([name, String(s.sentences), String(s.medianWords), s.commasPerSentence.toFixed(2), s.clauseShare.toFixed(2), s.figureShare.toFixed(2)]);
}
process.stdout.write(`${formatTextTable(rows)}\n`);

/**
 * `npx tsx scripts/bench/tokenizer.main.ts`: prints the tokenizer benchmark JSON over the real-data texts
 * (../shared/real-data), or over the texts of datasets/corpus/*.jsonl when real-data is absent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectRealDataTexts, stringValues } from '../../datasets/realDataText.ts';
import { benchTokenizer } from './tokenizer.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REAL_DATA = path.resolve(REPO_ROOT, '../shared/real-data');
const CORPUS = path.join(REPO_ROOT, 'datasets/corpus');

function corpusTexts(): string[] {
  const files = fs.readdirSync(CORPUS).filter((f) => f.endsWith('.jsonl')).sort();
  return files.flatMap((file) =>
    fs.readFileSync(path.join(CORPUS, file), 'utf8').split('\n').filter((l) => l.trim() !== '')
      .flatMap((line) => stringValues(JSON.parse(line))),
  );
}

const fromRealData = fs.existsSync(REAL_DATA);
const texts = fromRealData ? collectRealDataTexts(REAL_DATA) : corpusTexts();
const result = benchTokenizer(texts);
console.log(JSON.stringify({ source: fromRealData ? 'real-data' : 'datasets/corpus', texts: texts.length, ...result }));

/**
 * Where a run's cases come from, read chunk by chunk: a list already in memory (a generated suite, a dataset split),
 * or a cases file, which is streamed when it is JSONL so that a run over millions of cases holds one chunk at a time.
 */
import path from 'node:path';
import { casesAtLevel, type CaseLevel } from '../datasets/caseKind.ts';
import { readCases } from '../datasets/cases.ts';
import { readCasesJsonlChunks } from '../datasets/casesStream.ts';
import type { AnyCase } from '../datasets/types.ts';
import { fileVersion } from './loadCases.ts';
import type { LoadedCases } from './types.ts';

/** A run's cases, read in order, chunk by chunk. */
export interface CaseSource {
  /** The cases in run order, in chunks of at most `size`; each call reads the source again from its start. */
  chunks(size: number): Iterable<AnyCase[]>;
  /** Versions of the datasets the cases came from; complete once the chunks were read to the end. */
  datasets(): Record<string, string>;
  /** Number of cases when known before reading (a list), else undefined (a streamed file). */
  readonly total: number | undefined;
}

function* slices(cases: readonly AnyCase[], size: number): Generator<AnyCase[]> {
  for (let start = 0; start < cases.length; start += size) yield cases.slice(start, start + size);
}

/** A source over cases in memory. */
export function loadedSource(loaded: LoadedCases): CaseSource {
  return { chunks: (size) => slices(loaded.cases, Math.max(1, size)), datasets: () => loaded.datasets, total: loaded.cases.length };
}

/** A cases file: JSONL streamed (validated row by row as readCases does), CSV read whole. */
export function casesFileSource(file: string): CaseSource {
  const name = path.basename(file);
  if (file.toLowerCase().endsWith('.csv')) return loadedSource({ cases: readCases(file), datasets: { [name]: fileVersion(file) } });
  const datasets: Record<string, string> = {};
  return {
    chunks: (size) => readCasesJsonlChunks(file, Math.max(1, size), (end) => void (datasets[name] = end.version)),
    datasets: () => datasets,
    total: undefined,
  };
}

/** The source's cases seen at `level` (each draft as one claim, or each claim as a draft); unchanged without a level. */
export function sourceAtLevel(source: CaseSource, level: CaseLevel | undefined): CaseSource {
  if (level === undefined) return source;
  return {
    *chunks(size) {
      for (const chunk of source.chunks(size)) yield casesAtLevel(chunk, level);
    },
    datasets: () => source.datasets(),
    total: source.total,
  };
}

/** Every case of a source in memory (for what needs the whole list first, e.g. a shard's selection). */
export function collectSource(source: CaseSource): LoadedCases {
  const cases: AnyCase[] = [];
  for (const chunk of source.chunks(4096)) for (const c of chunk) cases.push(c);
  return { cases, datasets: source.datasets() };
}

/**
 * `verity fuzz --score-model ID`: checks a score model against the engine property library (SPEC B3, Part C).
 * Exit 0 when every invariant holds, 1 when one fails (a quality failure), 2 on a harness error (e.g. unknown id).
 */
import type { Argv } from 'yargs';
import {
  DEFAULT_PROPERTY_RUNS, DEFAULT_PROPERTY_SEED, ENGINE_PROPERTIES, checkProperties, type CheckOptions, type PropertyResult,
} from '../../engine/properties/index.ts';
import { fingerprintScoreModel, getScoreModel } from '../../engine/scoreModels/registry.ts';
import { VerityError, unknownName } from '../../engine/errors.ts';
import type { ScoreModel } from '../../engine/types.ts';
import { defineCommand } from '../command.ts';
import { integerOption } from '../integerOption.ts';
import { terminalSafe } from '../terminal.ts';

/** Parsed options of `verity fuzz`. */
export interface FuzzArgs {
  scoreModel: string;
  runs: number;
  seed: number;
  property?: string[];
  path?: string;
  json?: boolean;
}

/** The shell command that replays one failed property exactly (same seed, same counterexample path). */
export function replayCommand(modelId: string, result: PropertyResult): string {
  const path = result.path === undefined ? '' : ` --path ${result.path}`;
  return `npx verity fuzz --score-model ${modelId} --property ${result.id} --seed ${result.seed}${path}`;
}

/** Human-readable report lines of a fuzz run. */
export function formatFuzzReport(model: ScoreModel, results: readonly PropertyResult[], options: CheckOptions): string[] {
  const lines = [
    `verity fuzz: score model ${model.id} (fingerprint ${fingerprintScoreModel(model)}), seed ${options.seed ?? DEFAULT_PROPERTY_SEED}, ` +
      `${options.runs ?? DEFAULT_PROPERTY_RUNS} runs per property`,
  ];
  for (const r of results) {
    if (r.skipped !== undefined) lines.push(`  n/a   ${r.id}: ${r.skipped}`);
    else if (r.ok) lines.push(`  ok    ${r.id} (${r.numRuns} runs)`);
    else {
      lines.push(`  FAIL  ${r.id}: ${r.description}`);
      if (r.counterexample !== undefined) lines.push(`        counterexample (shrunk): ${r.counterexample}`);
      if (r.error !== undefined) lines.push(`        ${r.error}`);
      lines.push(`        replay: ${replayCommand(model.id, r)}`);
    }
  }
  const failed = results.filter((r) => !r.ok).length;
  const skipped = results.filter((r) => r.skipped !== undefined).length;
  lines.push(`${results.length} properties: ${results.length - failed - skipped} held, ${failed} violated, ${skipped} not applicable`);
  return lines;
}

/** Fuzzes `model`, writes the report with `write`, and returns the exit code (0 all hold, 1 a violation). */
export function runFuzz(model: ScoreModel, options: CheckOptions & { json?: boolean }, write: (text: string) => void): number {
  for (const id of options.only ?? []) {
    if (!ENGINE_PROPERTIES.some((p) => p.id === id)) throw unknownName('property', id, ENGINE_PROPERTIES.map((p) => p.id));
  }
  if (options.runs !== undefined && !(Number.isInteger(options.runs) && options.runs >= 1)) {
    throw new VerityError('bad-option', `fuzz: --runs must be a positive integer, got ${options.runs}`);
  }
  if (options.seed !== undefined && !Number.isSafeInteger(options.seed)) {
    throw new VerityError('bad-option', `fuzz: --seed must be an integer, got ${options.seed}`);
  }
  if (options.path !== undefined && options.only?.length !== 1) {
    throw new VerityError('bad-option', 'fuzz: --path replays one counterexample; name its property with --property');
  }
  const results = checkProperties(model, options);
  if (options.json) {
    const withReplay = results.map((r) => (r.ok ? r : { ...r, replay: replayCommand(model.id, r) }));
    const seed = options.seed ?? DEFAULT_PROPERTY_SEED;
    write(`${JSON.stringify({ score_model: model.id, fingerprint: fingerprintScoreModel(model), seed, results: withReplay })}\n`);
  } else {
    write(`${formatFuzzReport(model, results, options).join('\n')}\n`);
  }
  return results.every((r) => r.ok) ? 0 : 1;
}

/** The `verity fuzz` command. */
export const fuzzCommand = defineCommand({
  command: 'fuzz',
  describe: 'Fuzz a score model against the engine invariants (fast-check); exit 1 when one is violated',
  builder: (y: Argv) =>
    y
      .option('score-model', { type: 'string', default: 'v1', describe: 'score model id' })
      .option('runs', integerOption('fuzz', 'runs', 1, 'runs per property', DEFAULT_PROPERTY_RUNS))
      .option('seed', integerOption('fuzz', 'seed', null, 'fast-check seed', DEFAULT_PROPERTY_SEED))
      .option('property', { type: 'string', array: true, describe: 'only these property ids' })
      .option('path', { type: 'string', describe: 'replay path of a counterexample (with --seed and one --property)' })
      .option('json', { type: 'boolean', default: false, describe: 'print one JSON object' }),
  run: async (args: FuzzArgs) => {
    try {
      const model = getScoreModel(args.scoreModel);
      const options = { runs: args.runs, seed: args.seed, only: args.property, path: args.path, json: args.json };
      return runFuzz(model, options, (text) => process.stdout.write(text));
    } catch (err) {
      if (!(err instanceof VerityError)) throw err;
      process.stderr.write(`${terminalSafe(err.message)}\n`);
      return 2;
    }
  },
});

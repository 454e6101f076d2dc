/**
 * `verity attack`: searches, per seed case, for a chain of label-keeping edits that moves the engine's verdict away
 * from the expected one; prints per-class attack success rates (or, with --json, the summary object) and writes the
 * successes as cases (attacks.jsonl), attack.json and attack.html under --out.
 * Exit 0 when it ran, 2 on a harness error (including a seed whose scoring failed).
 */
import type { Argv } from 'yargs';
import { corpusDirsOption } from '../../datasets/corpus.ts';
import { VerityError } from '../../engine/errors.ts';
import { writeAttackOutputs } from '../../reports/attack.ts';
import { executeAttack } from '../../suites/attack/attackSession.ts';
import { formatAttackText } from '../../suites/attack/table.ts';
import { DEFAULT_EMBEDDER } from '../../suites/runSession.ts';
import { defineCommand } from '../command.ts';
import { integerOption, retriesOption, timeoutMsOption } from '../integerOption.ts';

/** Parsed options of `verity attack`. */
export interface AttackArgs {
  scoreModel?: string;
  scoreModels?: string;
  suite?: string;
  cases?: string;
  /** Corpus folders, comma-separated. */
  corpus?: string;
  classes?: string;
  budget: number;
  beam: number;
  maxEdits: number;
  perOperator: number;
  seed: number;
  out: string;
  json: boolean;
  embedder: string;
  cacheDir: string;
  timeoutMs?: number;
  retries?: number;
}

const list = (value: string) => value.split(',').map((s) => s.trim()).filter((s) => s.length > 0);

/** The `verity attack` command. */
export const attackCommand = defineCommand({
  command: 'attack',
  describe: 'Search for the smallest label-keeping edits that fool a score model: per-class attack success rates, attacks.jsonl',
  builder: (y: Argv) =>
    y
      .option('score-model', { type: 'string', describe: 'score model id (default v1)' })
      .option('score-models', { type: 'string', describe: 'comma-separated score model ids, attacked with the same budget and seeds' })
      .conflicts('score-model', 'score-models')
      .option('suite', { type: 'string', describe: 'suite whose cases are the seeds (default: adversarial)' })
      .option('cases', { type: 'string', describe: 'a labelled cases file with provenance (e.g. from verity generate) instead of a suite' })
      .option('corpus', { type: 'string', describe: 'with --cases: corpus folders the seeds come from, several separated by commas (default: the shipped corpus; a suite\'s seeds always come from its own)' })
      .implies('corpus', 'cases')
      .conflicts('suite', 'cases')
      .option('classes', { type: 'string', describe: 'comma-separated classes to attack (default: every class of the source)' })
      .option('budget', integerOption('attack', 'budget', 1, 'queries per seed at most, its own scoring included', 200))
      .option('beam', integerOption('attack', 'beam', 1, 'states kept per depth', 2))
      .option('max-edits', integerOption('attack', 'max-edits', 1, 'edits per chain at most', 5))
      .option('per-operator', integerOption('attack', 'per-operator', 1, 'candidates per edit operator and state at most (a seeded sample)', 3))
      .option('seed', integerOption('attack', 'seed', 0, 'search seed', 1))
      .option('out', { type: 'string', default: './verity-out/attack', describe: 'attacks.jsonl, attack.json and attack.html go here' })
      .option('json', { type: 'boolean', default: false, describe: 'print only the summary object (JSON) on stdout' })
      .option('embedder', { type: 'string', default: DEFAULT_EMBEDDER, describe: 'embedder id (builtin runs offline)' })
      .option('timeout-ms', timeoutMsOption('attack'))
      .option('retries', retriesOption('attack'))
      .option('cache-dir', { type: 'string', default: process.env.VERITY_CACHE_DIR ?? '.verity-cache', describe: 'case and word-table cache directory' }),
  run: async (args: AttackArgs) => {
    const scoreModels = args.scoreModels !== undefined ? list(args.scoreModels) : [args.scoreModel ?? 'v1'];
    if (scoreModels.length === 0) throw new VerityError('bad-option', 'attack: --score-models names no model');
    const { results, summary, seedClaims } = await executeAttack({
      suite: args.suite,
      casesFile: args.cases,
      ...(args.corpus === undefined ? {} : { corpusDir: corpusDirsOption(args.corpus) }),
      classes: args.classes === undefined ? undefined : list(args.classes),
      scoreModels,
      embedder: args.embedder,
      timeoutMs: args.timeoutMs,
      maxRetries: args.retries,
      settings: { budget: args.budget, beam: args.beam, maxEdits: args.maxEdits, perOperator: args.perOperator, seed: args.seed },
      outDir: args.out,
      cacheDir: args.cacheDir,
    });
    const written = writeAttackOutputs(results, args.out, seedClaims);
    process.stdout.write(args.json ? `${JSON.stringify(summary)}\n` : formatAttackText(summary));
    const html = written.find((f) => f.endsWith('.html'));
    if (html !== undefined) process.stderr.write(`report: ${html}\n`);
    const errors = summary.models.reduce((n, m) => n + Object.values(m.classes).reduce((k, c) => k + c.errors, 0), 0);
    return errors > 0 ? 2 : 0;
  },
});

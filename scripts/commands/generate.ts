/**
 * `verity generate`: writes generated labelled cases (SPEC Part C, with provenance) or prints a review sample.
 * Exit 0 ok, 2 on a harness error (unknown class or suite, bad corpus, missing --out).
 */
import type { Argv } from 'yargs';
import { corpusDirsOption, corpusView, loadCorpus, type CorpusDirs } from '../../datasets/corpus.ts';
import { formatCasesJsonl, writeCases } from '../../datasets/cases.ts';
import type { LabelledCase } from '../../datasets/types.ts';
import { suggestNames, VerityError } from '../../engine/errors.ts';
import { redactSecrets } from '../../engine/secrets.ts';
import { resolveLlm } from '../../engine/llm/registry.ts';
import { DIFFICULTY_FILTERS, inTier, type DifficultyFilter } from '../../generators/tiers.ts';
import { generateCases } from '../../generators/generate.ts';
import { paraphraseWithLlm } from '../../generators/llmParaphrase.ts';
import { CORE_CLASSES, getGenerator } from '../../generators/registry.ts';
import { formatSample } from '../../generators/sample.ts';
import type { Repertoire } from '../../generators/types.ts';
import { getSuite } from '../../suites/registry.ts';
import { suiteCorpusDirs } from '../../suites/loadCases.ts';
import { defineCommand } from '../command.ts';
import { integerOption, LLM_PROVIDER, retriesOption, timeoutMsOption } from '../integerOption.ts';
import { terminalSafe } from '../terminal.ts';

/** Parsed options of `verity generate`. */
export interface GenerateArgs {
  suite?: string;
  classes?: string;
  perClass: number;
  seed?: number;
  out?: string;
  sample?: number;
  corpus?: string;
  llm?: string;
  llmCache: string;
  timeoutMs?: number;
  retries?: number;
  difficulty?: DifficultyFilter;
}

/** What to generate: classes with per-class counts, the seed, the edit repertoire and the difficulty tier. */
export interface GenerationPlan {
  counts: Array<[string, number]>;
  seed: number;
  repertoire: Repertoire;
  difficulty: DifficultyFilter;
  /** Draw each class's kinds of edit evenly (a suite's setting). */
  balance: boolean;
  /** Corpus folders: --corpus, else a suite's own (undefined: the shipped corpus). */
  corpus?: CorpusDirs;
}

/**
 * Repertoire and tier: `--difficulty T` asks for the full repertoire filtered to tier T; without it, a suite's own
 * settings, else the classic repertoire unfiltered (what the default suite uses).
 */
function difficultyPlan(args: GenerateArgs, suite?: { repertoire?: Repertoire; difficulty?: DifficultyFilter; balance?: boolean }) {
  const balance = suite?.balance ?? false;
  if (args.difficulty !== undefined) return { repertoire: 'full' as const, difficulty: args.difficulty, balance };
  return { repertoire: suite?.repertoire ?? 'classic', difficulty: suite?.difficulty ?? 'all', balance };
}

/** Classes and per-class counts to generate: from --suite, else --classes × --per-class. */
export function generationPlan(args: GenerateArgs): GenerationPlan {
  if (args.suite !== undefined) {
    const suite = getSuite(args.suite);
    if (suite.dataset.kind !== 'corpus') {
      throw new VerityError('bad-option', `generate: suite '${suite.id}' reads a cases file; it generates nothing`);
    }
    const suiteClasses = Object.keys(suite.generators);
    const wanted = args.classes === undefined ? suiteClasses : classList(args.classes);
    for (const cls of wanted) {
      if (suiteClasses.includes(cls)) continue;
      const near = suggestNames(cls, suiteClasses);
      const hint = near.length ? ` Did you mean ${near.map((n) => `'${n}'`).join(' or ')}?` : '';
      throw new VerityError('unknown-class', `generate: suite '${suite.id}' has no class '${cls}'.${hint} Its classes: ${suiteClasses.join(', ')}.`);
    }
    const counts = Object.entries(suite.generators).filter(([cls]) => wanted.includes(cls));
    const corpus = args.corpus === undefined ? suiteCorpusDirs(suite) : corpusDirsOption(args.corpus);
    return { counts, seed: args.seed ?? suite.seed, ...difficultyPlan(args, suite), ...(corpus === undefined ? {} : { corpus }) };
  }
  const classes = args.classes === undefined ? [...CORE_CLASSES] : classList(args.classes);
  for (const cls of classes) getGenerator(cls);
  const corpus = args.corpus === undefined ? {} : { corpus: corpusDirsOption(args.corpus) };
  return { counts: classes.map((cls) => [cls, args.perClass]), seed: args.seed ?? 1, ...difficultyPlan(args), ...corpus };
}

/** The class ids of a comma-separated --classes value. */
function classList(value: string): string[] {
  return value.split(',').map((c) => c.trim()).filter(Boolean);
}

/** Generates the cases the options ask for (LLM paraphrases when --llm is set). */
export async function runGenerate(args: GenerateArgs, write: (text: string) => void): Promise<number> {
  if (args.out === undefined && args.sample === undefined) {
    throw new VerityError('bad-option', 'generate: name an output file with --out FILE, or ask for --sample N');
  }
  const { counts, seed, repertoire, difficulty, balance, corpus: dirs } = generationPlan(args);
  const corpus = corpusView(loadCorpus(dirs));
  let cases: LabelledCase[] = counts.flatMap(([cls, perClass]) => generateCases({ corpus, classes: [cls], perClass, seed, repertoire, difficulty, balance }));
  if (args.llm !== undefined) {
    const provider = resolveLlm(args.llm, { timeoutMs: args.timeoutMs, maxRetries: args.retries });
    cases = await paraphraseWithLlm(cases, provider, { cacheDir: args.llmCache, corpus, log: (line) => process.stderr.write(`${terminalSafe(line)}
`) });
    // An LLM rewrite is measured again: one that left the asked tier is dropped.
    cases = cases.filter((c) => inTier(c.provenance?.difficulty?.tier ?? 'both', difficulty));
  }
  if (args.out !== undefined) {
    if (args.out === '-') write(formatCasesJsonl(cases));
    else writeCases(args.out, cases);
  }
  if (args.sample !== undefined) write(`${formatSample(cases, corpus, args.sample, seed).join('\n')}\n`);
  if (args.out !== undefined && args.out !== '-') {
    const perClass = counts.map(([cls]) => `${cls} ${cases.filter((c) => c.class === cls).length}`).join(', ');
    const tier = difficulty === 'all' ? repertoire : `${repertoire}, ${difficulty} tier`;
    process.stderr.write(`generate: wrote ${cases.length} cases to ${args.out} (seed ${seed}; ${tier}; ${perClass})\n`);
  }
  return 0;
}

/** The `verity generate` command. */
export const generateCommand = defineCommand({
  command: 'generate',
  describe: 'Generate labelled adversarial cases from the corpus (JSONL with provenance), or print a review sample',
  builder: (y: Argv) =>
    y
      .option('suite', { type: 'string', describe: "take classes, counts and seed from a suite (e.g. 'adversarial')" })
      .option('classes', { type: 'string', describe: `comma-separated generator ids (default: ${CORE_CLASSES.join(',')})` })
      .option('per-class', integerOption('generate', 'per-class', 1, 'cases per class (at most)', 500))
      .option('seed', integerOption('generate', 'seed', 0, 'generation seed (default 1, or the suite seed)'))
      .option('out', { type: 'string', describe: "output file (.jsonl, or .csv); --out=- prints JSONL on stdout" })
      .option('sample', integerOption('generate', 'sample', 1, 'print N cases per class beside their source for review'))
      .option('corpus', { type: 'string', describe: 'corpus directory, or several separated by commas read as one corpus (default: the suite\'s, else the shipped corpus)' })
      .option('llm', { type: 'string', describe: "LLM for paraphrases, e.g. 'openai:gpt-4o-mini' (network; cached)" })
      .option('llm-cache', { type: 'string', default: '.verity-cache/paraphrase', describe: 'cache folder of LLM paraphrases' })
      .option('timeout-ms', timeoutMsOption('generate', LLM_PROVIDER))
      .option('retries', retriesOption('generate', LLM_PROVIDER))
      .option('difficulty', {
        choices: DIFFICULTY_FILTERS,
        describe: 'full edit repertoire, filtered to a tier by overlap with the source (docs/generators.md); all = unfiltered. ' +
          'Without it: the classic repertoire (the default suite)',
      }),
  run: async (args: GenerateArgs) => {
    try {
      return await runGenerate(args, (text) => process.stdout.write(text));
    } catch (err) {
      if (!(err instanceof VerityError)) throw err;
      process.stderr.write(`${terminalSafe(redactSecrets(err.message))}\n`);
      return 2;
    }
  },
});

/**
 * `verity verify`: verify one draft against an evidence file, print the verdict table (or JSON), write the trace.
 * Exit 0 when verified, 2 when verification was unavailable or the input was bad.
 */
import type { Argv } from 'yargs';
import { DEFAULT_EMBEDDER_ID } from '../../engine/embedders/registry.ts';
import { createLlmDecomposer } from '../../engine/decompose/llmDecomposer.ts';
import { resolveLlm } from '../../engine/llm/registry.ts';
import { getScoreModel, DEFAULT_SCORE_MODEL } from '../../engine/scoreModels/registry.ts';
import { DEFAULT_TRACE_FILE } from '../../engine/trace/store.ts';
import { verify, type VerificationResult } from '../../engine/verify.ts';
import { VerityError } from '../../engine/errors.ts';
import { defineCommand } from '../command.ts';
import { retriesOption, timeoutMsOption } from '../integerOption.ts';
import { readEvidenceFile } from './evidenceFile.ts';
import { readTextFile } from '../../engine/io/readText.ts';

interface VerifyArgs {
  draft: string;
  evidence: string;
  policy: 'flag' | 'redact';
  embedder: string;
  llm?: string;
  'score-model': string;
  traces: string;
  json: boolean;
  'cache-dir'?: string;
  'timeout-ms'?: number;
  retries?: number;
  'models-dir'?: string;
  'allow-download': boolean;
}

const clip = (text: string, width: number) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

/** The verdict table: one row per claim (verdict, score, best span, gated, claim text). */
export function formatVerdictTable(result: VerificationResult): string {
  const header = ['#', 'verdict', 'score', 'best span', 'gated', 'claim'];
  const rows = result.claims.map((c, i) => [
    String(i + 1), c.verdict, c.score.toFixed(3), c.bestSpan?.id ?? '-',
    [c.numericGated ? 'numeric' : '', c.entityGated ? 'entity' : ''].filter(Boolean).join(',') || '-', clip(c.text, 70),
  ]);
  const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k].length)));
  const line = (cells: string[]) => cells.map((cell, k) => (k === cells.length - 1 ? cell : cell.padEnd(widths[k]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** The JSON printed by `verify --json` (snake_case, like the other CLI outputs). */
export function verificationJson(result: VerificationResult): Record<string, unknown> {
  return {
    verification: result.verification,
    ...(result.detail ? { detail: result.detail } : {}),
    policy: result.policy,
    models: {
      decompose: result.models.decompose, embed: result.models.embed, embed_fingerprint: result.models.embedFingerprint,
      score_model: result.models.scoreModel, score_model_fingerprint: result.models.scoreModelFingerprint,
    },
    usage: { input_tokens: result.usage.inputTokens, output_tokens: result.usage.outputTokens },
    claims: result.claims.map((c) => ({
      text: c.text, draft_span: c.draftSpan, verdict: c.verdict, score: c.score, best_span: c.bestSpan?.id ?? null,
      cos: c.cos, lex: c.lex, numeric_gated: c.numericGated, entity_gated: c.entityGated,
      candidates_considered: c.candidatesConsidered, cited_markers: c.citedMarkers, unknown_markers: c.unknownMarkers,
    })),
    delivered: result.delivered,
    trace: result.trace ?? null,
  };
}

function readDraft(file: string): string {
  return readTextFile(file, { owner: 'verify', what: 'draft file', code: 'bad-draft', missing: (f) => new VerityError('missing-file', `verify: no draft file at ${f}`) });
}

async function runVerify(args: VerifyArgs): Promise<number> {
  const draft = readDraft(args.draft);
  const plan = readEvidenceFile(args.evidence);
  const limits = { timeoutMs: args['timeout-ms'], maxRetries: args.retries };
  const result = await verify(draft, plan, {
    scoreModel: getScoreModel(args['score-model']),
    embedder: args.embedder,
    embedderOptions: { cacheDir: args['cache-dir'], modelsDir: args['models-dir'], allowDownload: args['allow-download'], ...limits },
    decomposer: args.llm ? createLlmDecomposer(resolveLlm(args.llm, limits)) : undefined,
    policy: args.policy,
    trace: { file: args.traces, request: { command: 'verify', draft_file: args.draft, evidence_file: args.evidence, policy: args.policy, embedder: args.embedder, llm: args.llm ?? null, score_model: args['score-model'] } },
  });
  if (args.json) {
    process.stdout.write(`${JSON.stringify(verificationJson(result), null, 2)}\n`);
  } else {
    if (result.claims.length > 0) process.stdout.write(`${formatVerdictTable(result)}\n\n`);
    process.stdout.write(`verification: ${result.verification}\n`);
    if (result.detail) process.stdout.write(`detail:\n  ${result.detail.split('\n').join('\n  ')}\n`);
    if (result.policy === 'redact') process.stdout.write(`delivered:\n${result.delivered}\n`);
    if (result.trace) process.stdout.write(`trace: ${result.trace.id} → ${result.trace.file}\n`);
  }
  return result.verification === 'verified' ? 0 : 2;
}

/** `verity verify --draft FILE --evidence FILE [--policy redact] [--embedder ID] [--llm ID] [--json]`. */
export const verifyCommand = defineCommand({
  command: 'verify',
  describe: 'Verify a draft against evidence spans: claim verdicts, policy, trace',
  builder: (y: Argv) =>
    y
      .option('draft', { type: 'string', demandOption: true, describe: 'Text file holding the draft' })
      .option('evidence', { type: 'string', demandOption: true, describe: 'Evidence spans: JSON array or JSONL of {id, text, class?, masked?}' })
      .option('policy', { choices: ['flag', 'redact'] as const, default: 'flag' as const, describe: 'flag annotates; redact removes unsupported claims' })
      .option('embedder', { type: 'string', default: DEFAULT_EMBEDDER_ID, describe: 'Embedder id' })
      .option('llm', { type: 'string', describe: 'LLM decomposer id, e.g. openai:gpt-4o-mini (default: offline rule-based)' })
      .option('score-model', { type: 'string', default: DEFAULT_SCORE_MODEL, describe: 'Score model id' })
      .option('traces', { type: 'string', default: DEFAULT_TRACE_FILE, describe: 'Trace store to append to' })
      .option('json', { type: 'boolean', default: false, describe: 'Print JSON instead of the table' })
      .option('cache-dir', { type: 'string', describe: 'Builtin embedder cache folder (default $VERITY_CACHE_DIR or ./.verity-cache)' })
      .option('models-dir', { type: 'string', describe: 'Local models folder for transformers: embedders' })
      .option('timeout-ms', timeoutMsOption('verify'))
      .option('retries', retriesOption('verify'))
      .option('allow-download', { type: 'boolean', default: false, describe: 'Let a transformers: embedder fetch a missing model (network)' }),
  run: runVerify,
});

/**
 * The self-contained HTML report of `verity attack`: per class and model the attack success rate with its counts,
 * mean queries, edits and score shift side by side, then each model's top successes, the attacked claim shown as a
 * word-level diff against its seed (deleted words struck through, inserted ones marked) with the edit chain.
 */
import path from 'node:path';
import { formatCasesJsonl } from '../datasets/cases.ts';
import { writeTextAtomic } from '../engine/io/atomicFile.ts';
import type { AttackModelResult, AttackResults } from '../suites/attack/runAttack.ts';
import { attacksFile } from '../suites/attack/attackSession.ts';
import { scoreShift } from '../suites/attack/summary.ts';
import type { AttackOutcome } from '../suites/attack/types.ts';
import { template, templateText } from './templates.ts';

/** Successes listed per model in the report. */
export const TOP_SUCCESSES = 25;

/** One piece of a word-level diff: words both texts share, or words only the old (`del`) or new (`ins`) text has. */
export interface DiffPiece {
  op: 'same' | 'del' | 'ins';
  text: string;
}

/** A word-level diff of `before` → `after` (words are runs of non-space characters; longest common subsequence). */
export function wordDiff(before: string, after: string): DiffPiece[] {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  const lcs = Array.from({ length: a.length + 1 }, () => new Int32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const pieces: DiffPiece[] = [];
  const push = (op: DiffPiece['op'], word: string) => {
    const last = pieces[pieces.length - 1];
    if (last !== undefined && last.op === op) last.text += ` ${word}`;
    else pieces.push({ op, text: word });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i++]);
      j++;
    } else if (j >= b.length || (i < a.length && lcs[i + 1][j] >= lcs[i][j + 1])) {
      push('del', a[i++]);
    } else {
      push('ins', b[j++]);
    }
  }
  return pieces;
}

const fmt = (x: number | null, digits = 3) => (x === null ? '—' : x.toFixed(digits));

/** The `TOP_SUCCESSES` successes of a model with the largest score shift (then fewest edits, then seed id). */
export function topSuccesses(m: AttackModelResult): AttackOutcome[] {
  return m.outcomes
    .filter((o) => o.status === 'success')
    .sort((x, y) => scoreShift(y) - scoreShift(x) || x.best!.steps.length - y.best!.steps.length || (x.seed_case < y.seed_case ? -1 : 1))
    .slice(0, TOP_SUCCESSES);
}

function successView(o: AttackOutcome, seeds: ReadonlyMap<string, string>) {
  const best = o.best!;
  return {
    seed: o.seed_case,
    cls: o.class,
    from: `${fmt(o.seed_score)} ${o.seed_verdict}`,
    to: `${fmt(best.score)} ${best.verdict}`,
    expected: o.expected,
    queries: o.queries,
    diff: wordDiff(seeds.get(o.seed_case) ?? '', best.text).map((d) => ({ text: d.text, del: d.op === 'del', ins: d.op === 'ins' })),
    chain: best.steps.map((s) => `${s.operator}: ${s.note}`),
  };
}

/** The template's view of an attack run; `seedClaims` maps each seed case id to its claim. */
export function buildAttackView(results: AttackResults, seedClaims: ReadonlyMap<string, string>) {
  const classes = [...new Set(results.models.flatMap((m) => Object.keys(m.classes)))];
  const s = results.settings;
  return {
    title: `Verity attack · ${results.models.map((m) => m.score_model).join(', ')}`,
    settings: `budget ${s.budget} queries · beam ${s.beam} · at most ${s.maxEdits} edits · ${s.perOperator} candidates per operator · seed ${s.seed} · embedder ${results.embedder}`,
    modelIds: results.models.map((m) => m.score_model),
    classes: classes.map((cls) => ({
      id: cls,
      cells: results.models.map((m) => {
        const c = m.classes[cls];
        return c === undefined ? { asr: '—', counts: '', means: '' } : {
          asr: fmt(c.asr),
          counts: `${c.successes}/${c.attacked} attacked · ${c.skipped} skipped · ${c.invalid} invalid${c.errors > 0 ? ` · ${c.errors} errors` : ''}`,
          means: c.successes === 0 ? '' : `${fmt(c.mean_queries_per_success, 1)} queries · ${fmt(c.mean_edits, 2)} edits · shift ${fmt(c.mean_score_shift)}`,
        };
      }),
    })),
    models: results.models.map((m) => ({ id: m.score_model, fingerprint: m.fingerprint, successes: topSuccesses(m).map((o) => successView(o, seedClaims)) })),
  };
}

/** The attack run as one self-contained HTML page (no script, no network; every text escaped). */
export function renderAttackHtml(results: AttackResults, seedClaims: ReadonlyMap<string, string>): string {
  return template('attack.hbs')({ ...buildAttackView(results, seedClaims), css: templateText('report.css') });
}

/** Writes every model's successes (attacksFile), attack.json and attack.html under `outDir`; returns the files written. */
export function writeAttackOutputs(results: AttackResults, outDir: string, seedClaims: ReadonlyMap<string, string>): string[] {
  const written: string[] = [];
  for (const m of results.models) {
    const file = attacksFile(outDir, m.score_model, results.models.length);
    writeTextAtomic(file, formatCasesJsonl(m.cases));
    written.push(file);
  }
  const json = path.join(outDir, 'attack.json');
  writeTextAtomic(json, `${JSON.stringify({ ...results, models: results.models.map(({ cases: _cases, ...m }) => m) })}\n`);
  const html = path.join(outDir, 'attack.html');
  writeTextAtomic(html, renderAttackHtml(results, seedClaims));
  return [...written, json, html];
}

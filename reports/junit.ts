/**
 * JUnit XML: one test case per class floor (failures carry the numbers), plus the harness, the fingerprint rule and
 * each class's regression test when a baseline was compared.
 */
import { describeFloor } from '../suites/floors.ts';
import type { FloorResult, RunResults } from '../suites/types.ts';
import { escapeXml } from './escape.ts';
import type { Reporter } from './reporter.ts';

interface TestCase {
  classname: string;
  name: string;
  outcome: { kind: 'failure' | 'error' | 'skipped'; message: string; detail?: string } | null;
}

function floorCase(prefix: string, f: FloorResult): TestCase {
  const name = `${f.class} ${describeFloor(f)}`;
  const classname = `${prefix}.${f.class}`;
  if (f.status === 'no-data') return { classname, name, outcome: { kind: 'error', message: 'no scored case in class' } };
  const numbers = `${f.metric} = ${f.value!.toFixed(4)} (${f.successes}/${f.trials}, 95% CI ` +
    `${f.wilson![0].toFixed(4)}–${f.wilson![1].toFixed(4)}); floor ${describeFloor(f)}`;
  if (!f.gating) return { classname, name, outcome: { kind: 'skipped', message: `measured, not gating: ${numbers}` } };
  return { classname, name, outcome: f.status === 'missed' ? { kind: 'failure', message: numbers } : null };
}

function comparisonCases(prefix: string, results: RunResults): TestCase[] {
  const c = results.comparison;
  if (c === undefined) return [];
  const cases: TestCase[] = [{
    classname: `${prefix}.score-model`,
    name: `score model ${results.score_model} fingerprint matches its baseline or has a new id`,
    outcome: c.fingerprint_changed
      ? { kind: 'failure', message: `fingerprint ${c.baseline_fingerprint} → ${results.fingerprint} without a new id` }
      : null,
  }];
  for (const [cls, k] of Object.entries(c.comparable ? c.classes : {})) {
    const flipped = c.flipped.filter((f) => f.class === cls && f.from.outcome === 'pass').map((f) => f.id);
    cases.push({
      classname: `${prefix}.${cls}`,
      name: `${cls} no regression against baseline`,
      outcome: k.regressed
        ? {
          kind: 'failure',
          message: `rate ${k.baseline_rate.toFixed(4)} → ${k.rate.toFixed(4)} over ${k.paired} paired cases; McNemar exact ` +
            `p = ${k.p_value.toPrecision(3)} (${k.pass_to_fail} pass→fail, ${k.fail_to_pass} fail→pass)`,
          detail: `flipped pass→fail: ${flipped.join(', ')}`,
        }
        : null,
    });
  }
  return cases;
}

function renderCase(t: TestCase): string {
  const open = `    <testcase classname="${escapeXml(t.classname)}" name="${escapeXml(t.name)}" time="0"`;
  if (t.outcome === null) return `${open}/>`;
  const { kind, message, detail } = t.outcome;
  const body = kind === 'skipped'
    ? `<skipped message="${escapeXml(message)}"/>`
    : `<${kind} message="${escapeXml(message)}" type="${kind === 'error' ? 'harness' : 'quality'}">${escapeXml(detail ?? message)}</${kind}>`;
  return `${open}>\n      ${body}\n    </testcase>`;
}

/** The JUnit XML text of a run. */
export function renderJunit(results: RunResults): string {
  const prefix = `verity.${results.meta.suite}.${results.score_model}`;
  const cases: TestCase[] = [];
  if (results.errors > 0) {
    const first = results.cases.find((c) => c.outcome === 'error');
    cases.push({ classname: `${prefix}.harness`, name: 'every case was scored',
      outcome: { kind: 'error', message: `${results.errors} case(s) errored: ${first?.error ?? ''}` } });
  }
  cases.push(...results.floors.map((f) => floorCase(prefix, f)), ...comparisonCases(prefix, results));
  const count = (kind: string) => cases.filter((t) => t.outcome?.kind === kind).length;
  const time = ((results.meta.durations_ms.total ?? 0) / 1000).toFixed(3);
  const props = [['score_model', results.score_model], ['fingerprint', results.fingerprint], ['embed_model', results.embed_model],
    ['seed', String(results.meta.seed)], ['status', results.status]]
    .map(([k, v]) => `      <property name="${k}" value="${escapeXml(v)}"/>`).join('\n');
  const attrs = `tests="${cases.length}" failures="${count('failure')}" errors="${count('error')}" skipped="${count('skipped')}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="verity" ${attrs} time="${time}">\n` +
    `  <testsuite name="${escapeXml(prefix)}" ${attrs} time="${time}">\n    <properties>\n${props}\n    </properties>\n` +
    `${cases.map(renderCase).join('\n')}\n  </testsuite>\n</testsuites>\n`;
}

/** JUnit XML for CI test viewers, `junit.xml`. */
export const junitReporter: Reporter = { id: 'junit', fileName: 'junit.xml', render: renderJunit };

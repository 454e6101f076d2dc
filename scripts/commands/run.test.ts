import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureCli, startBowEmbeddingServer, type BowEmbeddingServer } from '../../test/cli.ts';
import { makeTempDir } from '../../test/tempDir.ts';

const dir = makeTempDir('run-cli');
const cacheDir = path.join(dir, 'cache');
const SECRET = 'sk-verity-cli-test-secret-0042';
// The CLI embeds through `openai:` against a loopback endpoint that answers with a bag-of-words embedding.
const EMBEDDER = ['--embedder', 'openai:loopback-bow'];
let embeddings: BowEmbeddingServer;

beforeAll(async () => {
  embeddings = await startBowEmbeddingServer(SECRET, 200);
});

afterAll(async () => {
  await embeddings?.close();
});

function filesUnder(root: string): string[] {
  return fs.readdirSync(root, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(root, e.name)) : [path.join(root, e.name)]));
}
const casesFile = path.join(dir, 'cases.jsonl');
fs.writeFileSync(casesFile, [
  { id: 'p1', class: 'paraphrase', claim: 'Revenue rose to 1,500 in 2021.', cited: ['S1'], expected: 'supported',
    evidence: [{ id: 'e1', text: 'In 2021 revenue climbed to 1,500.' }, { id: 'e2', text: 'The firm is based in Oslo.' }] },
  { id: 'n1', class: 'number-swap', claim: 'Revenue rose to 1,600 in 2021.', expected: 'unsupported',
    evidence: [{ id: 'e1', text: 'In 2021 revenue climbed to 1,500.' }] },
  { id: 'x1', class: 'number-swap', claim: '<script>alert(1)</script> 7', expected: 'unsupported',
    evidence: [{ id: 'c1', text: 'summary', class: 'cache' }] },
].map((row) => JSON.stringify(row)).join('\n'));

const capture = captureCli;

describe('verity run --cases FILE --json', () => {
  it('prints exactly the SPEC Part C object on stdout, writes reports, and re-renders them from results.json', async () => {
    const out = path.join(dir, 'out');
    const run = await capture(['run', '--cases', casesFile, '--json', '--out', out, '--cache-dir', cacheDir, ...EMBEDDER]);
    expect(run.code).toBe(0);
    const results = JSON.parse(run.stdout);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(results).toMatchObject({ score_model: 'v1', embed_model: 'openai:loopback-bow', status: 'passed' });
    expect(Object.keys(results.classes)).toEqual(['number-swap', 'paraphrase']);
    expect(results.classes['number-swap']).toMatchObject({ n: 2, supported: 0, partial: 0, unsupported: 2, evidence_redacted: 0, rate: 1 });
    const byId = Object.fromEntries(results.cases.map((c: { id: string }) => [c.id, c]));
    expect(byId.p1).toMatchObject({ verdict: 'supported', best_span: 'e1', numeric_gated: false });
    expect(byId.n1).toMatchObject({ verdict: 'unsupported', best_span: 'e1', numeric_gated: true, score: 0.2 });
    expect(byId.x1).toMatchObject({ verdict: 'unsupported', best_span: null, score: 0 });
    for (const c of results.cases) for (const key of ['cos', 'lex']) expect(key in c).toBe(true);
    expect(run.stderr).toContain(path.join(out, 'v1', 'report.html'));
    for (const file of [...filesUnder(out), ...filesUnder(cacheDir)]) expect(fs.readFileSync(file, 'latin1')).not.toContain(SECRET);
    expect(run.stdout).not.toContain(SECRET);
    // No provider limit on the command line: the replay names none (never a default).
    expect(results.meta.replay).toMatch(/ --embedder openai:loopback-bow --seed 0$/);

    const again = await capture(['run', '--from-results', path.join(out, 'v1', 'results.json'), '--out', path.join(dir, 'again')]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^verity cases-cases · score model v1/);
    expect(fs.readFileSync(path.join(dir, 'again', 'v1', 'report.html'), 'utf8'))
      .toBe(fs.readFileSync(path.join(out, 'v1', 'report.html'), 'utf8'));
  });

  it('re-renders only a valid results.json: a path-like score model or a malformed field is a field-named error (exit 2)', async () => {
    const good = JSON.parse(fs.readFileSync(path.join(dir, 'out', 'v1', 'results.json'), 'utf8'));
    const bad: Array<[(r: any) => void, RegExp]> = [
      [(r) => (r.score_model = '..'), /field "score_model" must be a kebab-case id; got "\.\."/],
      [(r) => (r.cases[0].verdict = 7), /field "cases\[0\]\.verdict" must be one of supported, .*; got 7/],
      [(r) => (r.meta = null), /field "meta" must be an object; got null/],
      [(r) => (r.classes['number-swap'].wilson = 'x'), /field "classes\.number-swap\.wilson" must be an array/],
      [(r) => (r.cases = [null]), /field "cases\[0\]" must be an object/],
    ];
    for (const [i, [mutate, message]] of bad.entries()) {
      const results = structuredClone(good);
      mutate(results);
      const file = path.join(dir, `bad-results-${i}.json`);
      fs.writeFileSync(file, JSON.stringify(results));
      const deep = path.join(dir, `deep-${i}`);
      const rerun = await capture(['run', '--from-results', file, '--out', path.join(deep, 'out')]);
      expect(rerun.code, `mutation ${i}`).toBe(2);
      expect(rerun.stderr).toMatch(message);
      expect(rerun.stderr).toContain(file);
      expect(rerun.stderr).not.toMatch(/TypeError|Cannot read/);
      expect(fs.existsSync(deep), `mutation ${i} wrote ${deep}`).toBe(false);
    }
  });

  it('refuses (exit 2) to record a cases file as a committed baseline unless --baseline is given', async () => {
    const committed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../suites/baselines/v1.json');
    const before = fs.existsSync(committed) ? fs.readFileSync(committed, 'utf8') : null;
    const update = await capture(['baseline', 'update', '--cases', casesFile, '--out', path.join(dir, 'refused'), '--cache-dir', cacheDir, ...EMBEDDER]);
    expect(update.code).toBe(2);
    expect(update.stderr).toMatch(/baseline update: committed baselines record registered suites \(adversarial, hard\), not 'cases-cases'; pass --baseline FILE/);
    expect(fs.existsSync(path.resolve(path.dirname(committed), 'cases-cases'))).toBe(false);
    expect(fs.existsSync(committed) ? fs.readFileSync(committed, 'utf8') : null).toBe(before);
    expect(fs.existsSync(path.join(dir, 'refused'))).toBe(false);
  });

  it('records a baseline, gates against it (exit 0), and fails once the recorded fingerprint differs (exit 1)', async () => {
    const baseline = path.join(dir, 'baseline.json');
    const common = ['--cases', casesFile, '--out', path.join(dir, 'gate-out'), '--cache-dir', cacheDir, '--baseline', baseline, ...EMBEDDER];
    const update = await capture(['baseline', 'update', ...common]);
    expect(update.stderr).toContain(`baseline: wrote ${baseline}`);
    expect(update.code).toBe(0);
    const recorded = JSON.parse(fs.readFileSync(baseline, 'utf8'));
    expect(recorded).toMatchObject({ score_model: 'v1', suite: 'cases-cases', embed_model: 'openai:loopback-bow' });
    const gate = await capture(['gate', ...common]);
    expect(gate.code).toBe(0);
    expect(gate.stdout).toContain('gate: PASSED');
    // As if v1's parameters had been edited after the baseline was recorded, without a new id.
    fs.writeFileSync(baseline, JSON.stringify({ ...recorded, fingerprint: '0000000000000000' }));
    const changed = await capture(['gate', ...common]);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toMatch(/score model v1: fingerprint changed \(0000000000000000 → \w+\) without a new id/);
  });
});

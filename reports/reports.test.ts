import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toBaseline } from '../suites/baseline.ts';
import { applyGate } from '../suites/gate.ts';
import { summarise } from '../suites/summarise.ts';
import { syntheticResults, TEST_SUITE } from '../test/syntheticResults.ts';
import { escapeMarkdown, escapeXml } from './escape.ts';
import { highlightPair, MAX_SHOWN_CHARS } from './highlight.ts';
import { htmlReporter } from './html.ts';
import { worstCases } from './htmlView.ts';
import { readSummaries, renderIndex } from './indexPage.ts';
import { toSummary } from './json.ts';
import { renderJunit } from './junit.ts';
import { renderMarkdown } from './markdown.ts';
import { readResults, REPORTERS, writeRunReports } from './registry.ts';
import { makeTempDir } from '../test/tempDir.ts';
import { writeTextAtomic } from '../engine/io/atomicFile.ts';

const HOSTILE = 'Sales hit <script>window.__pwned=1</script> 1,500 & <img src=x onerror="window.__pwned=2"> | `x` *y*';
const GOOD = { paraphrase: 0.97, 'number-swap': 1, 'entity-swap': 0.3 };

function hostileResults() {
  const baseline = toBaseline(syntheticResults({ ...GOOD, paraphrase: 1 }));
  const results = syntheticResults({ ...GOOD, paraphrase: 0.88 }, { claims: { 'paraphrase-099': HOSTILE } });
  results.cases = results.cases.map((c) => ({
    ...c,
    best_span_text: 'Sales hit 1,400 in <b>2021</b>.',
    ...(c.id === 'paraphrase-099' ? { score: 0.01, verdict: 'unsupported' as const } : {}),
  }));
  return applyGate(results, baseline, 'suites/baselines/v1.json');
}

describe('escaping', () => {
  it('escapes markup and drops XML-forbidden control characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeMarkdown('a|b *c* <d>\nnext')).toBe('a\\|b \\*c\\* &lt;d&gt; next');
  });
});

describe('highlightPair', () => {
  it('marks shared tokens and claim numerics the span lacks', () => {
    const { claim, span } = highlightPair('Revenue rose to 1,500 in March 2021.', 'Revenue rose to 1,400 in 2021.');
    const kinds = (segs: typeof claim) => segs.filter((s) => s.kind !== 'plain').map((s) => `${s.kind}:${s.text}`);
    expect(kinds(claim)).toEqual(['match:Revenue', 'match:rose', 'match:to', 'numeric-miss:1,500', 'match:in',
      'numeric-miss:March', 'match:2021']);
    expect(kinds(span)).toEqual(['match:Revenue', 'match:rose', 'match:to', 'match:in', 'match:2021']);
    expect(claim.map((s) => s.text).join('')).toBe('Revenue rose to 1,500 in March 2021.');
    expect(highlightPair('x', null).span).toEqual([]);
  });

  it('shows at most MAX_SHOWN_CHARS of a huge claim or span, saying how much is hidden, in linear time', () => {
    const claim = 'Revenue rose to 1,500 tonnes. '.repeat(40_000);
    const span = 'In 2021 revenue rose to 1,500 tonnes at the plant. '.repeat(1_000_000);
    const started = performance.now();
    const { claim: shownClaim, span: shownSpan } = highlightPair(claim, span);
    expect(performance.now() - started).toBeLessThan(2_000);
    const text = (segs: typeof shownClaim) => segs.map((s) => s.text).join('');
    expect(text(shownClaim).startsWith(claim.slice(0, MAX_SHOWN_CHARS))).toBe(true);
    expect(text(shownClaim)).toMatch(new RegExp(`… \\[${(claim.length - MAX_SHOWN_CHARS).toLocaleString('en-US')} more characters not shown\\]$`));
    expect(text(shownSpan).length).toBeLessThan(MAX_SHOWN_CHARS + 100);
    expect(shownClaim.find((s) => s.kind === 'match')?.text).toBe('Revenue');
  });

  it('never cuts a surrogate pair in half at the cap', () => {
    const claim = `${'a'.repeat(MAX_SHOWN_CHARS - 1)}😀 tail`;
    const shown = highlightPair(claim, null).claim.map((s) => s.text).join('');
    expect(shown.startsWith(`${'a'.repeat(MAX_SHOWN_CHARS - 1)}😀`)).toBe(true);
  });
});

describe('reporters', () => {
  it('render deterministically and never emit untrusted markup raw', () => {
    const results = hostileResults();
    for (const reporter of REPORTERS) {
      const text = reporter.render(results);
      expect(reporter.render(structuredClone(results))).toBe(text);
      if (reporter.id.endsWith('json')) continue;
      expect(text).not.toContain('<script>window');
      expect(text).not.toContain('<img src=x');
      expect(text).not.toContain('<b>2021');
    }
    expect(htmlReporter.render(results)).toContain('&lt;script&gt;window.__pwned&#x3D;');
  });

  it("shows each class's overlap distribution and medians beside its scores when the cases carry overlap", () => {
    const results = hostileResults();
    const plain = htmlReporter.render(results);
    expect(plain).not.toContain('Overlap histogram of');
    results.cases = results.cases.map((c, i) => ({ ...c, overlap: { jaccard: (i % 10) / 10, coverage: 0.5, numerics: 'none', tier: 'hard' } }));
    const withOverlap = summarise(results.cases, TEST_SUITE, results.meta);
    const html = htmlReporter.render(withOverlap);
    expect(html.match(/aria-label="Overlap histogram of /g)).toHaveLength(Object.keys(withOverlap.classes).length);
    expect(html).toContain('median Jaccard 0.40, coverage 0.50');
  });

  it('shows the worst cases: lowest-scoring supported, highest-scoring unsupported', () => {
    const results = hostileResults();
    const low = worstCases(results.cases, 'paraphrase');
    expect(low[0].score).toBe(Math.min(...results.cases.filter((c) => c.class === 'paraphrase').map((c) => c.score!)));
    const high = worstCases(results.cases, 'number-swap');
    expect(high[0].score).toBe(Math.max(...results.cases.filter((c) => c.class === 'number-swap').map((c) => c.score!)));
  });

  it('write JUnit with one case per floor plus regression and fingerprint cases, failures carrying numbers', () => {
    const xml = renderJunit(hostileResults());
    expect(xml.match(/<testcase /g)).toHaveLength(3 + 1 + 3);
    expect(xml).toContain('name="paraphrase supported_rate ≥ 0.90"');
    expect(xml).toMatch(/<failure message="supported_rate = 0\.8800 \(88\/100, 95% CI 0\.\d{4}–0\.\d{4}\); floor/);
    expect(xml).toMatch(/<skipped message="measured, not gating: unsupported_rate = 0\.3000/);
    expect(xml).toContain('flipped pass→fail: paraphrase-088');
    expect(xml).toMatch(/<testsuites name="verity" tests="7" failures="2" errors="0" skipped="1"/);
  });

  it('summarise to Markdown with the table, gate reasons and flipped cases', () => {
    const text = renderMarkdown(hostileResults());
    expect(text).toContain('## Verity · test-suite · v1: ❌ failed');
    expect(text).toMatch(/\| paraphrase \| supported \| 100 \| 0\.880 \| .* \| ❌ missed \| 0 \|/);
    expect(text).toContain('Flipped pass → fail (11):');
  });

  it('colours the baseline comparison by the rate metric direction: a dropped paraphrase rate is worse', () => {
    const baseline = toBaseline(syntheticResults({ ...GOOD, paraphrase: 1 }));
    const html = htmlReporter.render(applyGate(syntheticResults({ ...GOOD, paraphrase: 0.88 }), baseline, 'baseline.json'));
    expect(html).toMatch(/<td class="mono">paraphrase<\/td><td>\d+<\/td><td>1\.000<\/td><td class="change-worse">0\.880<\/td>/);
    expect(html).toMatch(/<td class="mono">number-swap<\/td><td>\d+<\/td><td>1\.000<\/td><td class="change-same">1\.000<\/td>/);
  });

  it('write every file, an index of every score model, and re-render from results.json', () => {
    const out = makeTempDir('reports');
    const results = hostileResults();
    writeRunReports(results, out);
    writeRunReports({ ...results, score_model: 'arith', fingerprint: 'aaaa' }, out);
    expect(fs.readdirSync(path.join(out, 'v1')).sort()).toEqual(
      ['junit.xml', 'report.html', 'results.json', 'summary.json', 'summary.md']);
    const { summaries, problems } = readSummaries(out);
    expect(problems).toEqual([]);
    expect(summaries.map((s) => s.score_model)).toEqual(['arith', 'v1']);
    const index = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(index).toContain('href="arith/report.html"');
    expect(index).toContain('href="v1/report.html"');
    expect(renderIndex(summaries)).toBe(index);
    const again = readResults(path.join(out, 'v1', 'results.json'));
    expect(htmlReporter.render(again)).toBe(fs.readFileSync(path.join(out, 'v1', 'report.html'), 'utf8'));
    expect(toSummary(results).missed.length).toBe(results.cases.filter((c) => c.outcome !== 'pass').length);
  });
});

describe('results format', () => {
  it('writes format 1, reads a file written before formats as format 1, and refuses another format naming the file', () => {
    const out = makeTempDir('format');
    const results = hostileResults();
    expect(results.format).toBe(1);
    writeRunReports(results, out);
    const file = path.join(out, 'v1', 'results.json');
    const written = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(written.format).toBe(1);
    expect(JSON.parse(fs.readFileSync(path.join(out, 'v1', 'summary.json'), 'utf8')).format).toBe(1);
    const { format: _format, ...old } = written;
    const oldFile = path.join(out, 'old.json');
    writeTextAtomic(oldFile, JSON.stringify(old));
    expect(readResults(oldFile)).toEqual(readResults(file));
    const newer = path.join(out, 'newer.json');
    writeTextAtomic(newer, JSON.stringify({ ...written, format: 2 }));
    expect(() => readResults(newer)).toThrow(`reports: ${newer}: results format 2 is not one this version reads`);
    writeTextAtomic(newer, JSON.stringify({ ...written, format: '1' }));
    expect(() => readResults(newer)).toThrow(/results format "1" is not one/);
  });
});

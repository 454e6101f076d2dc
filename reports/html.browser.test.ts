import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBaseline } from '../suites/baseline.ts';
import { applyGate } from '../suites/gate.ts';
import { syntheticResults } from '../test/syntheticResults.ts';
import { CHROMIUM_PATH, openReportBrowser, type ReportBrowser } from '../test/browser.ts';
import { writeRunReports } from './registry.ts';
import { makeTempDir } from '../test/tempDir.ts';

const hasChromium = fs.existsSync(CHROMIUM_PATH);
if (!hasChromium) console.warn(`reports: ${CHROMIUM_PATH} is absent (apt-get install chromium): browser tests skipped`);

const SCRIPT_CLAIM = 'Output rose <script>window.__pwned = "script"</script> to 1,500 in 2021';
const IMG_CLAIM = 'Output rose <img src=x onerror="window.__pwned = \'img\'"> to 1,500';

function hostileRun(out: string): string {
  const good = { paraphrase: 1, 'number-swap': 1, 'entity-swap': 0.3 };
  const results = syntheticResults({ ...good, paraphrase: 0.9 }, {
    claims: { 'paraphrase-098': SCRIPT_CLAIM, 'number-swap-000': IMG_CLAIM },
  });
  results.cases = results.cases.map((c) => ({
    ...c,
    best_span_text: 'Output rose to 1,400 in 2021 <iframe src="https://example.com"></iframe>',
    ...(c.id === 'paraphrase-098' ? { score: 0.001 } : c.id === 'number-swap-000' ? { score: 0.999 } : {}),
  }));
  writeRunReports(applyGate(results, toBaseline(syntheticResults(good)), 'suites/baselines/v1.json'), out);
  return path.join(out, 'v1', 'report.html');
}

describe.skipIf(!hasChromium)('HTML report in headless Chromium', () => {
  let browser: ReportBrowser;
  beforeAll(async () => {
    browser = await openReportBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads with no console error and no request, and renders hostile claims as inert text', async () => {
    const out = makeTempDir('browser');
    const html = hostileRun(out);
    const visit = await browser.visit(html, {
      screenshot: path.join(out, 'report.png'),
      fullPage: false,
      inspect: (page) => page.evaluate(() => ({
        pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
        scripts: document.querySelectorAll('script').length,
        images: document.querySelectorAll('img').length,
        iframes: document.querySelectorAll('iframe').length,
        text: document.body.innerText,
        svgs: document.querySelectorAll('svg.chart').length,
      })),
    });
    expect(visit.consoleErrors).toEqual([]);
    expect(visit.requests).toEqual([]);
    const seen = visit.inspected as { pwned: string | null; scripts: number; images: number; iframes: number; text: string; svgs: number };
    expect(seen.pwned).toBeNull();
    expect([seen.scripts, seen.images, seen.iframes]).toEqual([0, 0, 0]);
    expect(seen.text).toContain(SCRIPT_CLAIM);
    expect(seen.text).toContain(IMG_CLAIM);
    expect(seen.svgs).toBe(1 + 3);
    expect(fs.statSync(path.join(out, 'report.png')).size).toBeGreaterThan(10_000);
  });

  it('shows a hostile draft with its claims marked by verdict and the redacted text, all inert', async () => {
    const out = makeTempDir('browser');
    const draft = `Output rose to 1,500 in 2021. ${IMG_CLAIM} <script>window.__pwned = "draft"</script>.`;
    const second = draft.indexOf('Output rose <img');
    const claims = [
      { text: 'Output rose to 1,500 in 2021.', draft_span: [0, 29] as [number, number], verdict: 'supported' as const, score: 0.93 },
      { text: draft.slice(second), draft_span: [second, draft.length] as [number, number], verdict: 'unsupported' as const, score: 0.2 },
    ].map((c) => ({ ...c, best_span: 'e1', cos: 0.9, lex: 0.8, numeric_gated: c.verdict === 'unsupported', entity_gated: false, mass: 4 }));
    const results = syntheticResults({ paraphrase: 0.9 });
    const at = results.cases.findIndex((c) => c.id === 'paraphrase-000');
    const delivered = 'Output rose to 1,500 in 2021. [unsupported claim removed]';
    results.cases[at] = { ...results.cases[at], claim: draft, claims, aggregate: 'min', delivered, score: 0.2, verdict: 'unsupported', outcome: 'fail' };
    writeRunReports(results, out);
    const visit = await browser.visit(path.join(out, 'v1', 'report.html'), {
      inspect: (page) => page.evaluate(() => ({
        pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
        tags: document.querySelectorAll('script, img').length,
        marked: [...document.querySelectorAll('.draft span')].map((s) => [s.className, s.getAttribute('title'), s.textContent]),
        delivered: [...document.querySelectorAll('.delivered')].map((p) => p.textContent),
      })),
    });
    expect(visit.consoleErrors).toEqual([]);
    expect(visit.requests).toEqual([]);
    expect(visit.inspected).toEqual({
      pwned: null,
      tags: 0,
      marked: [
        ['claim-supported', 'claim 1: supported, score 0.930, best span e1', 'Output rose to 1,500 in 2021.'],
        ['plain', null, ' '],
        ['claim-unsupported', 'claim 2: unsupported, score 0.200, best span e1', draft.slice(second)],
      ],
      delivered: [delivered],
    });
  });

  it('renders the index page and parses junit.xml as well-formed XML', async () => {
    const out = makeTempDir('browser');
    hostileRun(out);
    const junit = fs.readFileSync(path.join(out, 'v1', 'junit.xml'), 'utf8');
    const visit = await browser.visit(path.join(out, 'index.html'), {
      inspect: (page) => page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          parseError: doc.getElementsByTagName('parsererror').length,
          testcases: doc.getElementsByTagName('testcase').length,
          links: [...document.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        };
      }, junit),
    });
    expect(visit.consoleErrors).toEqual([]);
    expect(visit.requests).toEqual([]);
    expect(visit.inspected).toEqual({ parseError: 0, testcases: 7, links: ['v1/report.html', 'v1/report.html'] });
  });
});

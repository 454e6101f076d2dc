import { describe, expect, it } from 'vitest';
import { caseResult, syntheticResults } from '../test/syntheticResults.ts';
import type { ClaimResult } from '../suites/types.ts';
import { draftSegments, draftView } from './draftView.ts';
import { MAX_SHOWN_CHARS } from './highlight.ts';
import { htmlReporter } from './html.ts';

const claim = (text: string, span: [number, number], verdict: ClaimResult['verdict'], score: number): ClaimResult => ({
  text, draft_span: span, verdict, score, best_span: 'e1', cos: 0.9, lex: 0.8, numeric_gated: verdict === 'unsupported', entity_gated: false, mass: 3,
});

const DRAFT = 'Revenue rose 4%. <script>window.x=1</script> It hired 350 engineers.';
const CLAIMS = [claim('Revenue rose 4%.', [0, 16], 'supported', 0.91), claim('It hired 350 engineers.', [45, 68], 'unsupported', 0.2)];

describe('the draft view of the HTML report', () => {
  it('cuts the draft at its claims, every character once, each claim marked by its verdict', () => {
    const segments = draftSegments(DRAFT, CLAIMS);
    expect(segments.map((s) => s.text).join('')).toBe(DRAFT);
    expect(segments.map((s) => s.kind)).toEqual(['claim-supported', 'plain', 'claim-unsupported']);
    expect(segments[2].title).toBe('claim 2: unsupported, score 0.200, best span e1');
  });

  it('never repeats text when claims overlap or run past the draft', () => {
    const overlapping = [claim('a', [0, 10], 'supported', 0.9), claim('b', [5, 200], 'partial', 0.6)];
    const segments = draftSegments(DRAFT, overlapping);
    expect(segments.map((s) => s.text).join('')).toBe(DRAFT);
    expect(segments.map((s) => s.kind)).toEqual(['claim-supported', 'claim-partial']);
  });

  it('lists the claims and the delivered text; a claim case has no draft view', () => {
    const draft = caseResult({ id: 'd1', claim: DRAFT, claims: CLAIMS, aggregate: 'min', delivered: 'Revenue rose 4%. [unsupported claim removed]' });
    const view = draftView(draft)!;
    expect(view.claims.map((c) => [c.n, c.verdict, c.gates])).toEqual([[1, 'supported', '—'], [2, 'unsupported', 'numeric']]);
    expect(view).toMatchObject({ aggregate: 'min', redacted: true });
    expect(draftView(caseResult({ id: 'c1' }))).toBeNull();
  });

  it('renders a draft case escaped, with its claims marked and the delivered text', () => {
    const results = syntheticResults({ paraphrase: 0.9 });
    const at = results.cases.findIndex((c) => c.id === 'paraphrase-000');
    results.cases[at] = { ...results.cases[at], claim: DRAFT, claims: CLAIMS, aggregate: 'mass', delivered: 'Revenue rose 4%. [unsupported claim removed]', score: 0 };
    const html = htmlReporter.render(results);
    expect(html).not.toContain('<script>window.x=1</script>');
    expect(html).toContain('&lt;script&gt;window.x&#x3D;1&lt;/script&gt;');
    expect(html).toContain('<span class="claim-unsupported" title="claim 2: unsupported, score 0.200, best span e1">It hired 350 engineers.</span>');
    expect(html).toContain('aggregated by mass');
    expect(html).toContain('Revenue rose 4%. [unsupported claim removed]');
  });
});

describe('a huge draft in the HTML report', () => {
  it('shows at most MAX_SHOWN_CHARS of the draft and of the delivered text, saying how much is hidden', () => {
    const draft = 'Revenue rose 4%. '.repeat(10_000);
    const view = draftView(caseResult({ id: 'd1', claim: draft, claims: [claim('Revenue rose 4%.', [0, 16], 'supported', 0.9)], aggregate: 'min', delivered: draft }))!;
    const shownDraft = view.segments.map((s) => s.text).join('');
    expect(shownDraft.length).toBeLessThan(MAX_SHOWN_CHARS + 60);
    expect(shownDraft).toMatch(/… \[166,000 more characters not shown\]$/);
    expect(view.delivered.length).toBeLessThan(MAX_SHOWN_CHARS + 60);
  });
});

import { describe, expect, it } from 'vitest';
import { REDACTION_NOTICE } from '../engine/redact.ts';
import { ruleDecomposer } from '../engine/decompose/ruleDecomposer.ts';
import { fingerprintScoreModel, getScoreModel } from '../engine/scoreModels/registry.ts';
import type { Decomposer } from '../engine/decompose/types.ts';
import { casesAtLevel } from '../datasets/caseKind.ts';
import type { AnyCase, DraftCase } from '../datasets/types.ts';
import { runFingerprint, type Aggregate } from './aggregate.ts';
import { calibrate } from './research/calibrate.ts';
import { compareModels } from './research/compareModels.ts';
import { createDraftStore, decomposeCaseDrafts } from './drafts.ts';
import { createVectorStore, embedCaseTexts } from './embedCases.ts';
import { runSuite } from './runner.ts';
import { scoreCases } from './scoreCases.ts';
import { createTestEmbedder } from './testEmbedder.ts';
import type { CaseResult, Suite } from './types.ts';

const v1 = getScoreModel('v1');

const EVIDENCE = [
  { id: 'e1', text: 'Norvale Energy reported revenue of 4.2 million euros in 2024.' },
  { id: 'e2', text: 'The company hired 350 engineers at its plant in Porto.' },
  { id: 'e3', text: 'Its chair, Vanessa Holt, said the plant would double its output.' },
];

function draftCase(id: string, draft: string, expected: DraftCase['expected']): DraftCase {
  return { id, class: 'summary', draft, evidence: EVIDENCE, expected };
}

/** Decomposes, embeds and scores `cases` as `verity run` does, with the offline rule decomposer. */
async function score(cases: AnyCase[], aggregate: Aggregate = 'min', decomposer: Decomposer = ruleDecomposer): Promise<CaseResult[]> {
  const drafts = await decomposeCaseDrafts(cases, decomposer);
  const vectors = await embedCaseTexts(cases, createTestEmbedder(), { drafts });
  return scoreCases(cases, vectors, v1, { response: { drafts, aggregate } });
}

const FABRICATED = draftCase(
  'd-fabricated',
  'Norvale Energy reported revenue of 4.2 million euros in 2024. The company also bought a wind farm in Chile for 90 million dollars.',
  'unsupported',
);
const TWO_SPANS = draftCase(
  'd-two-spans',
  'Norvale Energy reported revenue of 4.2 million euros in 2024. The company hired 350 engineers at its plant in Porto.',
  'supported',
);

describe('draft cases at response level', () => {
  it('a draft whose second sentence is fabricated is unsupported while its first claim is supported', async () => {
    const [r] = await score([FABRICATED]);
    expect(r.claims!.map((c) => c.verdict)).toEqual(['supported', 'unsupported']);
    expect(r.claims![0]).toMatchObject({ best_span: 'e1', numeric_gated: false });
    expect(r).toMatchObject({ verdict: 'unsupported', outcome: 'pass', aggregate: 'min', claim: FABRICATED.draft });
    expect(r.score).toBe(r.claims![1].score);
    // The top-level signals are the weakest claim's; the delivered text keeps the first sentence only.
    expect(r.numeric_gated).toBe(true);
    expect(r.delivered).toBe(`Norvale Energy reported revenue of 4.2 million euros in 2024. ${REDACTION_NOTICE}`);
  });

  it('a faithful draft whose figures come from two spans is not gated; as one claim it is capped at 0.2', async () => {
    const [response] = await score([TWO_SPANS]);
    expect(response.claims!.map((c) => [c.verdict, c.best_span, c.numeric_gated])).toEqual([
      ['supported', 'e1', false], ['supported', 'e2', false],
    ]);
    expect(response).toMatchObject({ verdict: 'supported', numeric_gated: false, delivered: TWO_SPANS.draft });
    const [whole] = await score(casesAtLevel([TWO_SPANS], 'claim'));
    expect(whole).toMatchObject({ verdict: 'unsupported', numeric_gated: true, score: 0.2 });
    expect(whole.claims).toBeUndefined();
  });

  it('mean and mass aggregation average the claims (mass weighs each by its IDF mass under the plan)', async () => {
    const [min] = await score([FABRICATED], 'min');
    const [mean] = await score([FABRICATED], 'mean');
    const [mass] = await score([FABRICATED], 'mass');
    const [a, b] = min.claims!;
    expect(a.mass).toBeGreaterThan(0);
    expect(mean.score).toBeCloseTo((a.score + b.score) / 2, 12);
    expect(mass.score).toBeCloseTo((a.score * a.mass + b.score * b.mass) / (a.mass + b.mass), 12);
    expect(mass.score).not.toBeCloseTo(mean.score!, 6);
    expect(mean.aggregate).toBe('mean');
  });

  it('cover counts what the decomposer omitted as unverified: min passes a hedged fabrication, cover does not', async () => {
    const hedged = draftCase(
      'd-hedged',
      'Norvale Energy reported revenue of 4.2 million euros in 2024. I think it also bought a wind farm in Chile for 90 million dollars.',
      'unsupported',
    );
    const [min] = await score([hedged], 'min');
    const [cover] = await score([hedged], 'cover');
    expect(min.claims!.map((c) => c.verdict)).toEqual(['supported']);
    expect(min.verdict).toBe('supported');
    const [only] = cover.claims!;
    expect(cover.draft_mass).toBeGreaterThan(2 * only.mass);
    expect(cover.score).toBeCloseTo((only.score * only.mass) / cover.draft_mass!, 12);
    expect(cover).toMatchObject({ verdict: 'unsupported', outcome: 'pass', aggregate: 'cover' });
    // A faithful draft stays supported under cover; one with content and no claim scores 0.
    const [faithful, empty] = await score([TWO_SPANS, draftCase('d-hedge-only', 'Perhaps it bought a wind farm in Chile.', 'unsupported')], 'cover');
    expect(faithful.verdict).toBe('supported');
    expect(empty).toMatchObject({ claims: [], score: 0, verdict: 'unsupported' });
  });

  it('a draft that asserts nothing has no claims and is supported; a claim case is scored as before', async () => {
    const claimCase: AnyCase = { id: 'c1', class: 'verbatim', claim: EVIDENCE[1].text, evidence: EVIDENCE, expected: 'supported' };
    const [empty, claim] = await score([draftCase('d-empty', 'Could it be? Maybe.', 'supported'), claimCase]);
    expect(empty).toMatchObject({ verdict: 'supported', score: 1, claims: [], best_span: null, delivered: 'Could it be? Maybe.' });
    expect(claim).toMatchObject({ verdict: 'supported', best_span: 'e2' });
    expect('claims' in claim || 'aggregate' in claim || 'delivered' in claim).toBe(false);
  });

  it('a draft without truth spans has every claim unsupported, embedding nothing', async () => {
    const cached = { ...FABRICATED, evidence: [{ id: 'c1', text: EVIDENCE[0].text, class: 'cache' as const }] };
    const embedder = createTestEmbedder();
    const drafts = await decomposeCaseDrafts([cached]);
    await embedCaseTexts([cached], embedder, { drafts });
    expect(embedder.calls).toBe(0);
    const [r] = scoreCases([cached], await embedCaseTexts([cached], embedder, { drafts }), v1, { response: { drafts, aggregate: 'mass' } });
    expect(r.claims!.map((c) => [c.verdict, c.mass])).toEqual([['unsupported', 0], ['unsupported', 0]]);
    expect(r).toMatchObject({ verdict: 'unsupported', score: 0 });
  });
});

describe('decomposition failures are harness errors, never quality failures', () => {
  const failing: Decomposer = {
    id: 'llm-down',
    decompose: async () => {
      throw new Error('openai:gpt-test: 503 Service Unavailable (Bearer sk-abcdefghijklmnop)');
    },
  };

  it('a draft whose decomposition failed ends error with the reason; after 3 failures the decomposer is not called', async () => {
    let calls = 0;
    const counting: Decomposer = { id: 'llm-down', decompose: (d) => (calls++, failing.decompose(d)) };
    const cases = [1, 2, 3, 4, 5].map((i) => draftCase(`d${i}`, `Draft number ${i} says revenue rose.`, 'supported'));
    const drafts = await decomposeCaseDrafts(cases, counting, { concurrency: 1 });
    const results = scoreCases(cases, await embedCaseTexts(cases, createTestEmbedder(), { drafts }), v1, { response: { drafts, aggregate: 'min' } });
    expect(results.map((r) => r.outcome)).toEqual(['error', 'error', 'error', 'error', 'error']);
    expect(results[0].error).toMatch(/^decompose failed: openai:gpt-test: 503 Service Unavailable/);
    expect(results[0].error).not.toContain('sk-abcdefghijklmnop');
    expect(results[4].error).toMatch(/decomposer treated as unavailable/);
    expect(calls).toBe(3);
  });

  it('a draft scored without its decomposition ends error', () => {
    const [r] = scoreCases([FABRICATED], createVectorStore(), v1, { response: { drafts: createDraftStore('rule-based-v1'), aggregate: 'min' } });
    expect(r).toMatchObject({ outcome: 'error', verdict: 'error', error: 'suite: draft case d-fabricated was not decomposed' });
  });
});

describe('the run records how drafts were verified', () => {
  const suite: Suite = { id: 'drafts', description: 'drafts', dataset: { kind: 'cases', file: 'drafts.jsonl' }, generators: {}, seed: 0, floors: [] };
  const run = (cases: AnyCase[], aggregate?: Aggregate) =>
    runSuite({ suite, model: v1, embedder: createTestEmbedder(), loaded: { cases, datasets: {} }, aggregate, chunkSize: 1 });

  it('--aggregate changes the run fingerprint of draft cases; claim-only runs keep the score model fingerprint', async () => {
    const min = await run([FABRICATED, TWO_SPANS]);
    const mean = await run([FABRICATED, TWO_SPANS], 'mean');
    const mass = await run([FABRICATED, TWO_SPANS], 'mass');
    const cover = await run([FABRICATED, TWO_SPANS], 'cover');
    expect(new Set([min.fingerprint, mean.fingerprint, mass.fingerprint, cover.fingerprint, fingerprintScoreModel(v1)]).size).toBe(5);
    expect(min.meta.response).toEqual({ aggregate: 'min', decomposer: 'rule-based-v1', drafts: 2, claims: 4, no_claims: 0 });
    expect(mean.meta.response?.aggregate).toBe('mean');
    const claims = casesAtLevel([FABRICATED, TWO_SPANS], 'claim');
    const [claimMin, claimMean] = await Promise.all([run(claims), run(claims, 'mean')]);
    expect(claimMin.fingerprint).toBe(fingerprintScoreModel(v1));
    expect(claimMean.fingerprint).toBe(claimMin.fingerprint);
    expect(claimMin.meta.response).toBeUndefined();
  });

  it('streams drafts in chunks with the same results as one chunk', async () => {
    const cases = [FABRICATED, TWO_SPANS, draftCase('d3', TWO_SPANS.draft, 'supported')];
    const chunked = await run(cases);
    const whole = await runSuite({ suite, model: v1, embedder: createTestEmbedder(), loaded: { cases, datasets: {} } });
    expect(JSON.stringify(chunked.cases)).toBe(JSON.stringify(whole.cases));
    expect(chunked.cases.map((c) => c.verdict)).toEqual(['unsupported', 'supported', 'supported']);
  });
});

describe('compare and calibrate on draft cases', () => {
  it('compare scores drafts at response level under every model and fingerprints each with the draft settings', async () => {
    const cases = [FABRICATED, TWO_SPANS];
    const drafts = await decomposeCaseDrafts(cases);
    const vectors = await embedCaseTexts(cases, createTestEmbedder(), { drafts });
    const models = [v1, getScoreModel('lex-only')];
    const compared = compareModels(cases, vectors, models, { response: { drafts, aggregate: 'mean' } });
    expect(compared.map((m) => m.fingerprint)).toEqual(
      models.map((m) => runFingerprint(fingerprintScoreModel(m), { aggregate: 'mean', decomposer: 'rule-based-v1' })),
    );
    expect(compared[0].cases.map((c) => [c.id, c.verdict])).toEqual([['d-fabricated', 'partial'], ['d-two-spans', 'supported']]);
    expect(compared[0].binary.balanced_accuracy).toBe(1);
  });

  it('calibrate bands response scores: the current bands score what the run verdicts score', async () => {
    const cases = [FABRICATED, TWO_SPANS];
    const drafts = await decomposeCaseDrafts(cases);
    const vectors = await embedCaseTexts(cases, createTestEmbedder(), { drafts });
    const result = calibrate(cases, vectors, v1, { betas: [v1.fusion.beta], response: { drafts, aggregate: 'min' } });
    expect(result.objective).toBe('balanced_accuracy');
    expect(result.current.score).toBe(1);
    const withoutDrafts = calibrate(cases, vectors, v1, { betas: [v1.fusion.beta] });
    expect(withoutDrafts.current.score).toBe(0);
  });
});

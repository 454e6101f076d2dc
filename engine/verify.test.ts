import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hash32 } from './rng.ts';
import { DecomposeError, type Decomposer } from './decompose/types.ts';
import { ProviderError } from './providers/errors.ts';
import { REDACTION_NOTICE } from './redact.ts';
import { readTraces } from './trace/store.ts';
import { tokenize } from './tokens.ts';
import type { Claim, Embedder, EvidenceSpan } from './types.ts';
import { verify } from './verify.ts';

/** A deterministic bag-of-words embedder that counts its calls and the texts it was asked to embed. */
function countingEmbedder(dimensions = 128): Embedder & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    id: 'fake-bow',
    dimensions,
    fingerprint: 'fake-bow-v1',
    calls,
    async embed(texts) {
      calls.push([...texts]);
      return texts.map((t) => {
        const v = new Float32Array(dimensions);
        for (const tok of tokenize(t)) v[hash32(tok) % dimensions] += 1;
        const norm = Math.hypot(...v) || 1;
        return v.map((x) => x / norm);
      });
    },
  };
}

function fixedDecomposer(claims: Claim[]): Decomposer & { calls: number } {
  const d = { id: 'fixed', calls: 0, decompose: async () => (d.calls++, claims) };
  return d;
}

const plan: EvidenceSpan[] = [
  { id: 'e1', text: 'Revenue rose 5% in 2020 to 40 million euros.' },
  { id: 'c1', text: 'Cached summary: revenue rose.', class: 'cache' },
  { id: 'e2', text: 'The company opened a factory in Lyon in March 2021.' },
];

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-verify-'));
  dirs.push(dir);
  return path.join(dir, 'traces.msgpack');
}

describe('verify: the A6 flow chart, branch by branch', () => {
  it('empty draft → verified with 0 claims; neither decomposer nor embedder is called', async () => {
    const embedder = countingEmbedder();
    const decomposer = fixedDecomposer([]);
    const r = await verify('  \n\t', plan, { embedder, decomposer });
    expect(r).toMatchObject({ verification: 'verified', claims: [], delivered: '  \n\t' });
    expect(decomposer.calls).toBe(0);
    expect(embedder.calls).toHaveLength(0);
  });

  it('decompose failure after 3 attempts → unavailable: decompose failed', async () => {
    const failing: Decomposer = {
      id: 'llm:broken',
      decompose: async () => {
        throw new DecomposeError('output malformed 3 times', 3, ['a', 'b', 'c']);
      },
    };
    const embedder = countingEmbedder();
    const r = await verify('Revenue rose.', plan, { embedder, decomposer: failing, policy: 'redact' });
    expect(r.verification).toBe('unavailable: decompose failed');
    expect(r).toMatchObject({ claims: [], delivered: 'Revenue rose.', detail: 'a\nb\nc', models: { decompose: 'llm:broken', embed: '' } });
    expect(embedder.calls).toHaveLength(0);
  });

  it('a provider error escaping a custom decomposer → unavailable: decompose failed with the reason', async () => {
    const leaky: Decomposer = {
      id: 'custom',
      decompose: async () => {
        throw new ProviderError('provider-auth', 'openai:gpt-4o-mini', 'HTTP 401 unauthorized', { retryable: false });
      },
    };
    const r = await verify('Revenue rose.', plan, { embedder: countingEmbedder(), decomposer: leaky });
    expect(r.verification).toBe('unavailable: decompose failed: openai:gpt-4o-mini: HTTP 401 unauthorized');
  });

  it('0 claims (only a question and a hedge) → verified with 0 claims, no embedding', async () => {
    const embedder = countingEmbedder();
    const r = await verify('Did revenue rise? It might have.', plan, { embedder });
    expect(r).toMatchObject({ verification: 'verified', claims: [], models: { decompose: 'rule-based-v1' } });
    expect(embedder.calls).toHaveLength(0);
  });

  it.each([
    ['an empty plan', []],
    ['a plan of cache spans only', [{ id: 'c1', text: 'Revenue rose 5% in 2020.', class: 'cache' as const }]],
  ])('no truth spans (%s) → every claim unsupported, embedder provably never called', async (_name, noTruth) => {
    const embedder = countingEmbedder();
    const r = await verify('Revenue rose 5% in 2020 [S1]. The factory is in Lyon.', noTruth, { embedder });
    expect(r.verification).toBe('verified');
    expect(r.claims.map((c) => [c.verdict, c.score, c.bestSpan, c.candidatesConsidered])).toEqual([
      ['unsupported', 0, null, 0],
      ['unsupported', 0, null, 0],
    ]);
    expect(r.claims[0].unknownMarkers).toEqual(['S1']);
    expect(embedder.calls).toHaveLength(0);
    // The embedder is not even needed: no embedder configured gives the same verdicts.
    expect((await verify('Revenue rose 5% in 2020.', noTruth, { embedder: null })).verification).toBe('verified');
  });

  it.each([
    ['absent', undefined, 'unavailable: no embedder configured'],
    ['null', null, 'unavailable: no embedder configured'],
    ['not an Embedder', { id: 'x' } as unknown as Embedder, 'unavailable: embedder not registered: not an Embedder object'],
  ])('embedder %s → unavailable, never verified', async (_name, embedder, expected) => {
    const r = await verify('Revenue rose 5% in 2020.', plan, { embedder });
    expect(r.verification).toBe(expected);
    expect(r.claims).toEqual([]);
  });

  it('an unregistered embedder id → unavailable naming it', async () => {
    const r = await verify('Revenue rose 5% in 2020.', plan, { embedder: 'no-such-embedder' });
    expect(r.verification).toMatch(/^unavailable: embedder 'no-such-embedder' not registered: /);
  });

  it('an unresolvable embedder (model files missing, downloads off) → unavailable with the reason', async () => {
    const modelsDir = path.dirname(tempFile());
    const r = await verify('Revenue rose 5% in 2020.', plan, { embedder: 'transformers:nope/missing', embedderOptions: { modelsDir, allowDownload: false } });
    expect(r.verification).toMatch(/^unavailable: embedder 'transformers:nope\/missing' not resolvable: .*no model in/);
  });

  it('an embedder failing at embed time → unavailable with the provider reason', async () => {
    const embedder: Embedder = {
      ...countingEmbedder(),
      embed: async () => {
        throw new ProviderError('provider-timeout', 'openai:text-embedding-3-small', 'timed out after 50 ms', { retryable: true });
      },
    };
    const r = await verify('Revenue rose 5% in 2020.', plan, { embedder });
    expect(r.verification).toBe('unavailable: embedding failed: openai:text-embedding-3-small: timed out after 50 ms');
    expect(r.models.embed).toBe('');
  });

  it('a custom embedder throwing a plain Error or TypeError → unavailable with the reason, never a throw', async () => {
    for (const error of [new Error('socket hang up at https://user:pw-0123456789@host/v1'), new TypeError("Cannot read properties of undefined (reading 'data')")]) {
      const embedder: Embedder = { ...countingEmbedder(), embed: async () => Promise.reject(error) };
      const r = await verify('Revenue rose 5% in 2020.', plan, { embedder });
      expect(r.verification).toMatch(/^unavailable: embedding failed: embedder 'fake-bow' failed: /);
      expect(r.verification).not.toContain('pw-0123456789');
      expect(r.claims).toEqual([]);
    }
  });

  it('a custom decomposer throwing a plain Error or TypeError → unavailable naming it, never a throw, secrets redacted', async () => {
    for (const error of [new Error('socket hang up at https://user:pw-0123456789@host/v1'), new TypeError("Cannot read properties of undefined (reading 'claims')")]) {
      const decomposer = { id: 'custom-splitter', decompose: async () => Promise.reject(error) };
      const r = await verify('Revenue rose 5% in 2020.', plan, { embedder: countingEmbedder(), decomposer });
      expect(r.verification).toMatch(new RegExp(`^unavailable: decompose failed: decomposer 'custom-splitter' failed: ${error.name}: `));
      expect(r.verification).not.toContain('pw-0123456789');
      expect(r.claims).toEqual([]);
    }
  });

  it('degenerate vectors (all zeros, or one vector for every text) → unavailable, never verdicts', async () => {
    const zeros: Embedder = { ...countingEmbedder(8), embed: async (texts) => texts.map(() => new Float32Array(8)) };
    const zeroResult = await verify('Revenue rose 5% in 2020.', plan, { embedder: zeros });
    expect(zeroResult.verification).toMatch(/^unavailable: embedding failed: embedder 'fake-bow' returned .*degenerate/);
    const same = Float32Array.from([1, 0, 0, 0, 0, 0, 0, 0]);
    const constant: Embedder = { ...countingEmbedder(8), embed: async (texts) => texts.map(() => same.slice()) };
    const constantResult = await verify('Revenue rose 5% in 2020.', plan, { embedder: constant });
    expect(constantResult.verification).toMatch(/^unavailable: embedding failed: embedder 'fake-bow' returned the same vector for \d+ different texts \(degenerate\)/);
    expect(constantResult.claims).toEqual([]);
  });

  it('an embedder returning vectors of the wrong dimension → unavailable', async () => {
    const inner = countingEmbedder(16);
    const r = await verify('Revenue rose 5% in 2020.', plan, { embedder: { ...inner, dimensions: 32 } });
    expect(r.verification).toBe("unavailable: embedding failed: embedder 'fake-bow' returned vector 0 of 16 dimensions, not 32");
  });

  it('otherwise: embeds claims + truth spans in ONE call, matches and bands', async () => {
    const embedder = countingEmbedder();
    const draft = 'Revenue rose 5% in 2020 to 40 million euros [S1]. Revenue rose 9% in 2020. Shareholders sued the auditors in Oslo.';
    const r = await verify(draft, plan, { embedder });
    expect(r.verification).toBe('verified');
    expect(embedder.calls).toHaveLength(1);
    expect(embedder.calls[0]).toEqual([...r.claims.map((c) => c.text), plan[0].text, plan[2].text]);
    expect(r.claims.map((c) => c.verdict)).toEqual(['supported', 'unsupported', 'unsupported']);
    expect(r.claims[0]).toMatchObject({ bestSpan: { id: 'e1', index: 0 }, citedMarkers: ['S1'], numericGated: false });
    expect(r.claims[0].score).toBeGreaterThanOrEqual(0.7);
    expect(r.claims[1]).toMatchObject({ numericGated: true, bestSpan: { id: 'e1' } });
    expect(r.claims[1].score).toBeLessThanOrEqual(0.2);
    expect(r.models).toMatchObject({ embed: 'fake-bow', embedFingerprint: 'fake-bow-v1', scoreModel: 'v1' });
    expect(r.models.scoreModelFingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(r.delivered).toBe(draft);
  });

  it('a best span overlapping a masked (erased) range → evidence_redacted', async () => {
    const masked: EvidenceSpan[] = [{ id: 'e1', text: 'Revenue rose 5% in 2020 per ████.', masked: [[28, 32]] }];
    const r = await verify('Revenue rose 5% in 2020.', masked, { embedder: countingEmbedder() });
    expect(r.claims.map((c) => [c.verdict, c.bestSpan?.id])).toEqual([['evidence_redacted', 'e1']]);
  });

  it('is deterministic: same input, same result', async () => {
    const draft = 'Revenue rose 5% in 2020. The company opened a factory in Lyon in 2021.';
    const a = await verify(draft, plan, { embedder: countingEmbedder() });
    const b = await verify(draft, plan, { embedder: countingEmbedder() });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('verify: policy', () => {
  const draft = 'Revenue rose 5% in 2020 to 40 million euros. Revenue rose 9% in 2020. Shareholders sued the auditors in Oslo. The company opened a factory in Lyon in March 2021.';

  it('redact merges adjacent unsupported claims into one notice and keeps supported text byte-identical', async () => {
    const r = await verify(draft, plan, { embedder: countingEmbedder(), policy: 'redact' });
    expect(r.claims.map((c) => c.verdict)).toEqual(['supported', 'unsupported', 'unsupported', 'supported']);
    expect(r.delivered).toBe(
      `Revenue rose 5% in 2020 to 40 million euros. ${REDACTION_NOTICE} The company opened a factory in Lyon in March 2021.`,
    );
  });

  it('flag rewrites nothing', async () => {
    const r = await verify(draft, plan, { embedder: countingEmbedder() });
    expect(r.delivered).toBe(draft);
  });
});

describe('verify: trace', () => {
  it('writes the pre-redaction draft and no secrets', async () => {
    const file = tempFile();
    const draft = 'Revenue rose 9% in 2020. Revenue rose 5% in 2020 to 40 million euros.';
    const r = await verify(draft, plan, {
      embedder: countingEmbedder(),
      policy: 'redact',
      trace: {
        file,
        request: { model: 'm', apiKey: 'sk-supersecret-123456', headers: { Authorization: 'Bearer tok-987654321' } },
        queryId: 'q-1',
        now: () => 1_700_000_000_000,
      },
    });
    expect(r.delivered.startsWith(REDACTION_NOTICE)).toBe(true);
    expect(r.trace).toEqual({ id: 'q-1', file });
    const [entry] = readTraces(file);
    expect(entry).toMatchObject({ kind: 'generation', id: 'q-1' });
    expect(entry.record).toMatchObject({ draft, verification: 'verified', policy: 'redact', request: { model: 'm', headers: {} }, ts: 1_700_000_000_000 });
    const bytes = fs.readFileSync(file).toString('latin1');
    expect(bytes).not.toContain('supersecret');
    expect(bytes).not.toContain('tok-987654321');
  });
});

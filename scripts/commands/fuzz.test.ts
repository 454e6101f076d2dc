import { describe, expect, it, vi } from 'vitest';
import { getScoreModel } from '../../engine/scoreModels/registry.ts';
import { arithmetic } from '../../engine/scoreModels/parts/arithmetic.ts';
import { numericGate } from '../../engine/scoreModels/parts/numeric.ts';
import type { ScoreModel } from '../../engine/types.ts';
import { main } from '../cli.ts';
import { runFuzz } from './fuzz.ts';

/** A deliberately broken model: its tripped gate caps only the lexical term of an arithmetic fusion. */
const BROKEN: ScoreModel = {
  ...getScoreModel('v1'),
  id: 'broken-cap',
  description: 'test fixture: a tripped gate can exceed its cap',
  fusion: arithmetic(0.65),
  gates: [numericGate({ scope: 'lex' })],
};

function capture(model: ScoreModel, options: Parameters<typeof runFuzz>[1]) {
  let out = '';
  const code = runFuzz(model, options, (text) => (out += text));
  return { code, out };
}

describe('verity fuzz', () => {
  it('catches the broken fixture with a shrunk counterexample and the command that replays it', () => {
    const { code, out } = capture(BROKEN, { runs: 100, seed: 9 });
    expect(code).toBe(1);
    expect(out).toMatch(/FAIL {2}gate-caps-pair/);
    const counterexample = /counterexample \(shrunk\): (.*)/.exec(out)![1];
    const [cos, lex, gate] = JSON.parse(counterexample) as [number, number, string];
    expect(gate).toBe('numeric');
    expect(0.65 * cos + 0.35 * Math.min(lex, 0.2)).toBeGreaterThan(0.2);
    const replay = /replay: (npx verity fuzz .*)/.exec(out)![1];
    expect(replay).toMatch(/--score-model broken-cap --property gate-caps-pair --seed 9 --path [\d:]+$/);
    const path = /--path ([\d:]+)/.exec(replay)![1];
    const again = capture(BROKEN, { seed: 9, path, only: ['gate-caps-pair'] });
    expect(again.code).toBe(1);
    expect(again.out).toContain(`counterexample (shrunk): ${counterexample}`);
  });

  it('passes v1 through the CLI with exit 0, and fails lexcap with exit 1', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await main(['fuzz', '--score-model', 'v1', '--runs', '30'])).toBe(0);
      expect(await main(['fuzz', '--score-model', 'lexcap', '--runs', '30', '--property', 'gate-caps-pair', '--json'])).toBe(1);
      const failed = JSON.parse(String(write.mock.calls.at(-1)![0]));
      expect(failed.results[0].replay).toMatch(/^npx verity fuzz --score-model lexcap --property gate-caps-pair --seed 42 --path /);
      expect(await main(['fuzz', '--score-model', 'v1', '--runs', '10', '--json'])).toBe(0);
      const json = JSON.parse(String(write.mock.calls.at(-1)![0]));
      expect(json).toMatchObject({ score_model: 'v1', seed: 42 });
      expect(json.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    } finally {
      write.mockRestore();
    }
  });

  it('exits 2 with a suggestion on an unknown model or property', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await main(['fuzz', '--score-model', 'lexcapp'])).toBe(2);
      expect(String(err.mock.calls[0][0])).toMatch(/Did you mean 'lexcap'/);
      expect(await main(['fuzz', '--property', 'gate-caps'])).toBe(2);
      expect(await main(['fuzz', '--path', '1:2'])).toBe(2);
      expect(await main(['fuzz', '--runs', '0'])).toBe(2);
      expect(await main(['fuzz', '--seed', '1.5'])).toBe(2);
    } finally {
      err.mockRestore();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createProgressBar } from './progress.ts';

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, write: (s: string) => (written.push(s), true) } as unknown as NodeJS.WriteStream, written };
}

describe('createProgressBar', () => {
  it('draws nothing when the stream is not a TTY', () => {
    const { stream, written } = fakeStream(false);
    const bar = createProgressBar(stream);
    bar.update({ phase: 'embed', done: 5, total: 10 });
    bar.finish();
    expect(written).toEqual([]);
  });

  it('draws a throttled bar on a TTY and clears it at the end', () => {
    const { stream, written } = fakeStream(true);
    let now = 0;
    const bar = createProgressBar(stream, () => now);
    now = 100;
    bar.update({ phase: 'load', done: 0, total: 0 });
    now = 120;
    bar.update({ phase: 'embed', done: 1, total: 10 });
    now = 300;
    bar.update({ phase: 'embed', done: 7, total: 14 });
    bar.finish();
    expect(written).toHaveLength(3);
    expect(written[0]).toContain('load  loading cases…  0.1s');
    expect(written[1]).toMatch(/embed █{14}░{14} 7\/14 cases {2}0\.3s/);
    expect(written[2]).toBe('\r\x1b[2K');
  });
});

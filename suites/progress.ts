/**
 * A progress bar on stderr, drawn only when stderr is a TTY (CI logs and pipes get nothing).
 */
import type { RunProgress } from './runner.ts';

/** A sink for runner progress; `finish` clears the line. */
export interface ProgressBar {
  update(progress: RunProgress): void;
  finish(): void;
}

const WIDTH = 28;

/** A bar on `stream` when it is a TTY, else a no-op. Redraws at most every 80 ms. */
export function createProgressBar(stream: NodeJS.WriteStream = process.stderr, now: () => number = Date.now): ProgressBar {
  if (!stream.isTTY) return { update: () => undefined, finish: () => undefined };
  const start = now();
  let last = 0;
  let drawn = false;
  return {
    update: ({ phase, done, total }) => {
      const t = now();
      if (t - last < 80 && phase !== 'done') return;
      last = t;
      const seconds = ((t - start) / 1000).toFixed(1);
      if (total === 0) {
        stream.write(`\r\x1b[2K${phase.padEnd(5)} loading cases…  ${seconds}s`);
      } else {
        const filled = Math.round(Math.min(1, done / total) * WIDTH);
        const bar = '█'.repeat(filled) + '░'.repeat(WIDTH - filled);
        stream.write(`\r\x1b[2K${phase.padEnd(5)} ${bar} ${done}/${total} cases  ${seconds}s`);
      }
      drawn = true;
    },
    finish: () => {
      if (drawn) stream.write('\r\x1b[2K');
    },
  };
}

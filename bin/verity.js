#!/usr/bin/env node
// Entry point. Runs the compiled CLI in dist/ when it is a build of the current sources (no transpiler at start);
// otherwise, or with VERITY_FROM_SOURCE=1, runs the TypeScript sources through tsx: stale JavaScript never runs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distState } from './freshness.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const state = process.env.VERITY_FROM_SOURCE === '1' ? { fresh: false, reason: 'VERITY_FROM_SOURCE=1' } : distState(root);
if (!state.fresh) {
  const { register } = await import('tsx/esm/api');
  register();
  if (process.stderr.isTTY && process.env.VERITY_FROM_SOURCE !== '1') {
    process.stderr.write(`verity: ${state.reason}; running the sources (npm run build restores the fast start)\n`);
  }
}
const scripts = state.fresh ? '../dist/scripts' : '../scripts';
const ext = state.fresh ? 'js' : 'ts';
const { main, tolerateClosedOutput } = await import(`${scripts}/cli.${ext}`);
const { guardTerminal } = await import(`${scripts}/terminal.${ext}`);
tolerateClosedOutput([process.stdout, process.stderr]);
guardTerminal(process.stdout);
process.exitCode = await main(process.argv.slice(2));

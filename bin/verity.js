#!/usr/bin/env node
// Entry point: registers the TypeScript loader, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
const { main, tolerateClosedOutput } = await import('../scripts/cli.ts');
const { guardTerminal } = await import('../scripts/terminal.ts');
tolerateClosedOutput([process.stdout, process.stderr]);
guardTerminal(process.stdout);
process.exitCode = await main(process.argv.slice(2));

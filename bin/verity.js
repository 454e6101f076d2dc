#!/usr/bin/env node
// Entry point: registers the TypeScript loader, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
const { main, tolerateClosedOutput } = await import('../scripts/cli.ts');
tolerateClosedOutput([process.stdout, process.stderr]);
process.exitCode = await main(process.argv.slice(2));

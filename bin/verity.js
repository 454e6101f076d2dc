#!/usr/bin/env node
// Entry point: registers the TypeScript loader, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../scripts/cli.ts');
process.exitCode = await main(process.argv.slice(2));

/**
 * Loads and compiles the report templates once, in an isolated Handlebars environment.
 */
import fs from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { sourceDirOf } from '../engine/io/sourceDir.ts';

const DIR = path.join(sourceDirOf(import.meta.url), 'templates');
const hbs = Handlebars.create();
const cache = new Map<string, Handlebars.TemplateDelegate>();

/** Text of a file in reports/templates. */
export function templateText(name: string): string {
  return fs.readFileSync(path.join(DIR, name), 'utf8');
}

/** The compiled template `name`; `{{ }}` HTML-escapes every value. */
export function template(name: string): Handlebars.TemplateDelegate {
  let compiled = cache.get(name);
  if (compiled === undefined) {
    compiled = hbs.compile(templateText(name), { strict: false, noEscape: false });
    cache.set(name, compiled);
  }
  return compiled;
}

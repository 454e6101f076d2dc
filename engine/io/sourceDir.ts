/**
 * Where a module's files live in the source tree. The CLI runs compiled JavaScript from `<root>/dist/…` (npm run
 * build); data beside a module (the corpus, templates, baselines) stays in `<root>/…`, so a compiled module maps its
 * own folder back to the source folder it was compiled from.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder, in the source tree, of the module at `moduleUrl` (pass `import.meta.url`); absolute. */
export function sourceDirOf(moduleUrl: string): string {
  const file = fileURLToPath(moduleUrl);
  const dir = path.dirname(file);
  if (!file.endsWith('.js')) return dir;
  // Only compiled modules end in .js; the last `dist` folder on their path is the build's output folder.
  const marker = `${path.sep}dist${path.sep}`;
  const at = `${dir}${path.sep}`.lastIndexOf(marker);
  return at < 0 ? dir : path.join(dir.slice(0, at), dir.slice(at + marker.length));
}

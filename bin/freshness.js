// Whether dist/ is a complete build of the current sources: bin/verity.js runs dist/ only then (plain JavaScript: it
// runs before any TypeScript loader). The manifest is written by scripts/buildManifest.ts.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The state of `<root>/dist`: fresh when its build manifest exists and every file it lists still has the size and
 * modification time it had at build time; otherwise `reason` names the first difference.
 * @param {string} root repository root
 * @returns {{ fresh: boolean, reason: string }}
 */
export function distState(root) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist', 'build-manifest.json'), 'utf8'));
  } catch {
    return { fresh: false, reason: 'dist/ is not built' };
  }
  if (manifest?.format !== 1 || typeof manifest.files !== 'object' || manifest.files === null) {
    return { fresh: false, reason: 'dist/build-manifest.json is not a build manifest' };
  }
  for (const [rel, built] of Object.entries(manifest.files)) {
    let stat;
    try {
      stat = fs.statSync(path.join(root, rel));
    } catch {
      return { fresh: false, reason: `${rel} was removed since the build` };
    }
    if (stat.size !== built.size || stat.mtimeMs !== built.mtime_ms) return { fresh: false, reason: `${rel} changed since the build` };
  }
  return { fresh: true, reason: 'dist/ is a build of the current sources' };
}

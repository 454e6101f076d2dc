/**
 * The reporter contract: one typed object per format, rendering one file from a RunResults only.
 */
import type { RunResults } from '../suites/types.ts';

/** A report format: `render` is pure (same results → byte-identical text). */
export interface Reporter {
  /** Kebab-case id, e.g. `junit`. */
  id: string;
  /** File written under `<out>/<score_model>/`. */
  fileName: string;
  render(results: RunResults): string;
}

/** Directory name of a score model's reports under `<out>` (ids are kebab-case; anything else becomes `_`). */
export function reportDirName(scoreModel: string): string {
  return scoreModel.replace(/[^A-Za-z0-9._-]/g, '_');
}

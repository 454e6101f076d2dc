/**
 * The self-contained HTML report of one run: inline CSS and SVG, no script, no network (a CSP forbids both).
 */
import type { Reporter } from './reporter.ts';
import { buildHtmlView } from './htmlView.ts';
import { template, templateText } from './templates.ts';

/** One HTML file per run, `report.html`. */
export const htmlReporter: Reporter = {
  id: 'html',
  fileName: 'report.html',
  render: (results) => template('report.hbs')({ ...buildHtmlView(results), css: templateText('report.css') }),
};

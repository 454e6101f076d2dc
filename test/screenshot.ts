/**
 * Saves a screenshot of a rendered report (its top, as a reader first sees it) for the docs:
 * `npx tsx test/screenshot.ts verity-out/v1/report.html docs/report.png [height]`.
 */
import { visitPage } from './browser.ts';

const [html, png, height] = process.argv.slice(2);
if (html === undefined || png === undefined) {
  process.stderr.write('usage: npx tsx test/screenshot.ts REPORT.html OUT.png [HEIGHT]\n');
  process.exit(2);
}
const visit = await visitPage(html, { screenshot: png, fullPage: false, width: 1240, height: Number(height ?? 1400) });
if (visit.consoleErrors.length > 0 || visit.requests.length > 0) {
  process.stderr.write(`reports: console errors ${JSON.stringify(visit.consoleErrors)}, requests ${JSON.stringify(visit.requests)}\n`);
  process.exit(1);
}
process.stdout.write(`saved ${png}\n`);

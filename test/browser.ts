/**
 * Loads reports in real headless Chromium (Debian `chromium`) with the network off: collects console errors and any
 * request other than the report file itself, and optionally saves a screenshot. Used by the report tests and for docs/report.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Path of Debian's Chromium. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that keep Chromium quiet, sandbox-free (root, no GPU) and off the network. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

/** What loading a page showed. */
export interface PageVisit {
  consoleErrors: string[];
  /** URLs requested besides the report file itself. */
  requests: string[];
  /** Result of `inspect(page)`. */
  inspected: unknown;
}

/** Options of one visit. */
export interface VisitOptions {
  /** Save a screenshot here (full page unless `fullPage` is false). */
  screenshot?: string;
  fullPage?: boolean;
  inspect?: (page: Page) => Promise<unknown>;
}

/** A running headless Chromium with a fresh profile. */
export interface ReportBrowser {
  visit(htmlFile: string, options?: VisitOptions): Promise<PageVisit>;
  close(): Promise<void>;
}

async function visitIn(context: BrowserContext, htmlFile: string, options: VisitOptions): Promise<PageVisit> {
  const pageUrl = pathToFileURL(path.resolve(htmlFile)).href;
  const consoleErrors: string[] = [];
  const requests: string[] = [];
  const page = await context.newPage();
  try {
    page.on('console', (msg) => { if (msg.type() === 'error') consoleErrors.push(msg.text()); });
    page.on('pageerror', (err) => consoleErrors.push(err.message));
    page.on('request', (req) => { if (req.url() !== pageUrl) requests.push(req.url()); });
    await page.goto(pageUrl, { waitUntil: 'load' });
    const inspected = options.inspect ? await options.inspect(page) : undefined;
    if (options.screenshot) await page.screenshot({ path: options.screenshot, fullPage: options.fullPage ?? true });
    return { consoleErrors, requests, inspected };
  } finally {
    await page.close();
  }
}

/** Launches headless Chromium (offline, fresh `--user-data-dir`) with a `width` × `height` viewport. */
export async function openReportBrowser(width = 1240, height = 900): Promise<ReportBrowser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width, height },
    offline: true,
  });
  return {
    visit: (htmlFile, options = {}) => visitIn(context, htmlFile, options),
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Opens one page in a fresh headless Chromium and closes it. */
export async function visitPage(
  htmlFile: string,
  options: VisitOptions & { width?: number; height?: number } = {},
): Promise<PageVisit> {
  const browser = await openReportBrowser(options.width, options.height);
  try {
    return await browser.visit(htmlFile, options);
  } finally {
    await browser.close();
  }
}

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PRERENDERED_PATHS } from '../src/app/prerenderedPaths';

/*
 * Every prerendered page, as the server sends it, passes the Nu HTML Checker (the W3C's validator,
 * the vnu-jar package) without an error. So does the app shell, served for every other route.
 */

const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/** What the checker reports for each message (its JSON format). */
interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** Runs the checker on the files, errors only; resolves to its messages. */
function checkHtml(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        // The report goes to stderr; the exit status is 1 when there are errors.
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(`The Nu HTML Checker gave no report: ${stderr}`));
        }
      },
    );
  });
}

/**
 * The served pages: every prerendered path, a course page (it stands for every page written from
 * the API: they share their markup), a signed-in page written at build time (with the scripts it
 * preloads) and one route that gets the app shell (a receipt: its path has the enrollment's id).
 */
const PAGES = [
  ...PRERENDERED_PATHS,
  '/courses/6650a1c00000000000000001',
  '/dashboard',
  '/dashboard/receipt/6650a1c00000000000000001',
];

test('every prerendered page passes the Nu HTML Checker', async ({ request }) => {
  const folder = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
  try {
    const fileToPage = new Map<string, string>();
    for (const page of PAGES) {
      const response = await request.get(page);
      expect(response.ok(), page).toBe(true);
      expect(response.headers()['content-type'], page).toMatch(/^text\/html/);
      const file = path.join(folder, `${page.replace(/\W/g, '_') || 'root'}.html`);
      await writeFile(file, await response.text());
      fileToPage.set(file, page);
    }

    const messages = await checkHtml([...fileToPage.keys()]);
    const report = messages.map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
      const where = `${fileToPage.get(file) ?? file} ${message.lastLine}:${message.firstColumn}`;
      return `${where} ${message.type}: ${message.message} (${message.extract ?? ''})`;
    });
    expect(report).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

/**
 * After `webpack --mode production`: writes each public page as HTML (dist/index.html,
 * dist/about/index.html, ...) from the prerender build into the app shell (dist/app.html, served
 * for every other route), and writes dist/_headers with the Content-Security-Policy (the
 * headers file static hosts such as Netlify and Cloudflare Pages read; scripts/site/serve.ts too).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageFileFor, securityHeaders, SHELL_FILE } from './siteFiles';

interface PrerenderBundle {
  PRERENDERED_PATHS: readonly string[];
  prerenderPage(path: string): Promise<{ html: string; title: string; styles: string }>;
  buildContentSecurityPolicy(): string;
}

const root = path.resolve(__dirname, '../..');
const dist = path.join(root, 'dist');

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html: string, search: string | RegExp, replacement: string): string {
  const next = html.replace(search, () => replacement);
  if (next === html) throw new Error(`dist/index.html has no ${String(search)}`);
  return next;
}

async function main(): Promise<void> {
  // The webpack output is CommonJS: imported, its exports arrive as the default export.
  const loaded = (await import(pathToFileURL(path.join(root, '.prerender/prerender.js')).href)) as
    PrerenderBundle | { default: PrerenderBundle };
  const bundle = 'default' in loaded ? loaded.default : loaded;
  const policy = bundle.buildContentSecurityPolicy();
  // The shell carries the policy as a <meta> already (webpack.config.js); the headers file repeats it.
  const shell = readFileSync(path.join(dist, SHELL_FILE), 'utf8');

  for (const pagePath of bundle.PRERENDERED_PATHS) {
    const page = await bundle.prerenderPage(pagePath);
    let html = replaceOnce(
      shell,
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(page.title)}</title>`,
    );
    // React writes the resources a page preloads (e.g. its images) first; they belong in <head>.
    const preloads = /^(?:<link [^>]*>)*/.exec(page.html)?.[0] ?? '';
    const body = page.html.slice(preloads.length);
    html = replaceOnce(html, '</head>', `${preloads}${page.styles}</head>`);
    html = replaceOnce(html, /<div id="?root"?><\/div>/, `<div id="root">${body}</div>`);
    const file = path.join(dist, pageFileFor(pagePath));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(
      `prerendered ${pagePath.padEnd(10)} -> dist/${pageFileFor(pagePath)} (${html.length} bytes)`,
    );
  }

  const headers = Object.entries(securityHeaders(policy))
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  writeFileSync(path.join(dist, '_headers'), `/*\n${headers}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

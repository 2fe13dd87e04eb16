/**
 * After `webpack --mode production`: writes each public page as HTML (dist/index.html,
 * dist/about/index.html, ...) from the prerender build into the app shell (dist/app.html, served
 * for every other route); writes each signed-in page with a fixed path as a returning user first
 * sees it (dist/dashboard/index.html, ...; src/app/prerenderedPaths.ts); writes the public page of
 * every course the configured API serves, with its syllabus (dist/courses/{id}/index.html; the API
 * is APP_API_URL, or PRERENDER_API_URL when the build reads it elsewhere: `npm run build:offline`
 * starts the mock server on its seed for it); writes dist/sitemap.xml and dist/robots.txt for
 * APP_PUBLIC_URL; and writes dist/_headers with the Content-Security-Policy (the headers file static
 * hosts such as Netlify and Cloudflare Pages read; scripts/site/serve.ts too).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ANTD_STYLESHEET_META } from '../../src/shared/theme/antdStylesheetMeta';
import { AUTH_SDK_SCRIPTS_META, SIGNED_IN_SCRIPTS_META } from '../../src/app/signedInShell';
import { pageFileFor, securityHeaders, SHELL_FILE } from './siteFiles';

interface PrerenderedPage {
  html: string;
  meta: { canonicalUrl: string };
  styles: string;
  data: string;
}

interface PrerenderBundle {
  PRERENDERED_PATHS: readonly string[];
  SIGNED_IN_SHELL_PATHS: readonly string[];
  SIGNED_IN_SHELL_ATTRIBUTE: string;
  MANAGED_HEAD_TAG: RegExp;
  headTagsHtml(meta: PrerenderedPage['meta']): string;
  buildSettings(): { apiUrl: string; publicUrl: string };
  prerenderPage(path: string): Promise<PrerenderedPage>;
  prerenderSignedInShell(path: string): Promise<PrerenderedPage>;
  prerenderPurchasePage(course: CatalogueCourse): Promise<PrerenderedPage>;
  prerenderCoursePage(
    course: CatalogueCourse,
    catalogue: CatalogueCourse[],
    curriculum: CourseCurriculum,
  ): Promise<PrerenderedPage>;
  buildContentSecurityPolicy(): string;
  colorSchemeScript(): string;
}

/** A course as the API serves it (the prerender bundle reads the fields it needs). */
interface CatalogueCourse {
  _id: string;
  name: string;
}

/** GET /courses/{id}/curriculum as the API serves it (the bundle reads it as its Curriculum). */
interface CourseCurriculum {
  courseId: string;
  chapters: unknown[];
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

/** The whole catalogue, a page of 100 at a time, in catalogue order. */
async function fetchCatalogue(apiUrl: string): Promise<CatalogueCourse[]> {
  const courses: CatalogueCourse[] = [];
  for (let page = 1; ; page += 1) {
    const url = `${apiUrl}/courses?_page=${page}&_limit=100`;
    let response: Response;
    try {
      response = await fetch(url);
    } catch (error) {
      throw new Error(
        `The build reads the catalogue from the API to write the course pages, and ${apiUrl} did not answer (${String(error)}). Start the API, set PRERENDER_API_URL, or use npm run build:offline.`,
      );
    }
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const items = (await response.json()) as CatalogueCourse[];
    courses.push(...items);
    const total = Number(response.headers.get('x-total-count'));
    if (items.length === 0 || courses.length >= total) return courses;
  }
}

/**
 * A course's published outline, its page's syllabus. Every course of the catalogue has one (empty
 * while no lesson is published): a failed answer fails the build rather than a page without it.
 */
async function fetchCurriculum(apiUrl: string, courseId: string): Promise<CourseCurriculum> {
  const url = `${apiUrl}/courses/${encodeURIComponent(courseId)}/curriculum`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const curriculum = (await response.json()) as CourseCurriculum;
  if (curriculum.courseId !== courseId || !Array.isArray(curriculum.chapters)) {
    throw new Error(`GET ${url} did not answer the course's curriculum`);
  }
  return curriculum;
}

/**
 * The <link> of the stylesheet of antd's components that the page shell names
 * (scripts/site/antdStylesheet.tsx), as React writes the one src/shared/theme/AntdTheme.tsx
 * renders, so that the app finds it there when it starts.
 */
function antdStylesheetLink(shell: string): string {
  const meta = new RegExp(`<meta name="?${ANTD_STYLESHEET_META}"? content="?([^">\\s]+)"?\\s*/?>`);
  const href = meta.exec(shell)?.[1];
  if (!href) throw new Error(`dist/${SHELL_FILE} does not name the antd stylesheet`);
  return `<link rel="stylesheet" href="${href}" data-precedence="antd">`;
}

/**
 * A <meta> of the app shell that lists scripts (scripts/site/signedInScripts.ts): the tag as
 * written, and its URLs (nothing in them to escape).
 */
function scriptListMeta(shell: string, name: string): { tag: string; urls: string[] } {
  const found = new RegExp(`<meta name="?${name}"? content="([^"]*)"\\s*/?>`).exec(shell);
  const urls = found?.[1]?.split(/\s+/).filter(Boolean) ?? [];
  if (
    !found ||
    urls.length === 0 ||
    !urls.every((url) => /^(?:\/|https?:\/\/)[\w./:-]+\.js$/.test(url))
  ) {
    throw new Error(`dist/${SHELL_FILE} does not list the scripts of <meta name="${name}">`);
  }
  return { tag: found[0], urls };
}

const escapeXml = escapeHtml;

function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** Crawlers may read the public pages, not the signed-in ones; the sitemap lists what to read. */
const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /instructor',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

async function main(): Promise<void> {
  // The webpack output is CommonJS: imported, its exports arrive as the default export.
  const loaded = (await import(pathToFileURL(path.join(root, '.prerender/prerender.js')).href)) as
    PrerenderBundle | { default: PrerenderBundle };
  const bundle = 'default' in loaded ? loaded.default : loaded;
  const policy = bundle.buildContentSecurityPolicy();
  // The shell carries the policy as a <meta> already (webpack.config.js); the headers file repeats it.
  const shell = readFileSync(path.join(dist, SHELL_FILE), 'utf8');
  // The policy allows the shell's one inline script by the hash of its text: it must be there as is.
  if (!shell.includes(`<script>${bundle.colorSchemeScript()}</script>`)) {
    throw new Error(
      `dist/${SHELL_FILE} does not carry the colour scheme script exactly as the Content-Security-Policy hashes it`,
    );
  }

  // The shell's own title and default description go: each page writes its own. A signed-in page
  // preloads the scripts its app runs first, at low priority so that its stylesheet and images come
  // first (scripts/site/signedInScripts.ts), and keeps the list of the auth SDK's scripts, which
  // its entry script preloads when someone has signed in on the browser (src/index.tsx).
  const appScripts = scriptListMeta(shell, SIGNED_IN_SCRIPTS_META);
  const authSdkScripts = scriptListMeta(shell, AUTH_SDK_SCRIPTS_META);
  const bareShell = shell.replace(bundle.MANAGED_HEAD_TAG, '').replace(appScripts.tag, '');
  const publicShell = bareShell.replace(authSdkScripts.tag, '');
  const signedInPreloads = appScripts.urls
    .map((url) => `<link rel="preload" as="script" fetchpriority="low" href="${url}">`)
    .join('');
  const antdStylesheet = antdStylesheetLink(shell);
  const write = (
    pagePath: string,
    page: PrerenderedPage,
    { signedIn = false }: { signedIn?: boolean } = {},
  ): void => {
    // React writes the resources a page preloads (e.g. its images) first; they belong in <head>.
    const preloads = /^(?:<link [^>]*>)*/.exec(page.html)?.[0] ?? '';
    const body = page.html.slice(preloads.length);
    let html = replaceOnce(
      signedIn ? bareShell : publicShell,
      '</head>',
      `${bundle.headTagsHtml(page.meta)}${preloads}${signedIn ? signedInPreloads : ''}${page.styles}</head>`,
    );
    // A page that shows antd components (their class names start with `ant-`) links their
    // stylesheet, before the site's own, whose rules win where both set the same property.
    if (/\bclass="(?:[^"]* )?ant-/.test(body))
      html = replaceOnce(html, /(?=<link [^>]*rel="?stylesheet)/, antdStylesheet);
    const rootAttributes = signedIn ? ` ${bundle.SIGNED_IN_SHELL_ATTRIBUTE}` : '';
    html = replaceOnce(
      html,
      /<div id="?root"?><\/div>/,
      `<div id="root"${rootAttributes}>${body}</div>${page.data}`,
    );
    const file = path.join(dist, pageFileFor(pagePath));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  };

  const sitemap: string[] = [];
  for (const pagePath of bundle.PRERENDERED_PATHS) {
    const page = await bundle.prerenderPage(pagePath);
    write(pagePath, page);
    sitemap.push(page.meta.canonicalUrl);
    console.log(`prerendered ${pagePath.padEnd(10)} -> dist/${pageFileFor(pagePath)}`);
  }

  // Not in the sitemap: robots.txt keeps crawlers out of them.
  for (const pagePath of bundle.SIGNED_IN_SHELL_PATHS) {
    const page = await bundle.prerenderSignedInShell(pagePath);
    write(pagePath, page, { signedIn: true });
    console.log(`prerendered ${pagePath} (signed in) -> dist/${pageFileFor(pagePath)}`);
  }

  const { apiUrl, publicUrl } = bundle.buildSettings();
  const catalogueUrl = process.env.PRERENDER_API_URL?.replace(/\/+$/, '') || apiUrl;
  if (!/^https?:\/\//.test(catalogueUrl)) {
    throw new Error(
      `The build reads the catalogue from the API to write the course pages, and APP_API_URL (${apiUrl}) is a path on the site, which has no server yet: set PRERENDER_API_URL to the API's own address, or use npm run build:offline.`,
    );
  }
  const catalogue = await fetchCatalogue(catalogueUrl);
  const started = performance.now();
  for (const course of catalogue) {
    const pagePath = `/courses/${encodeURIComponent(course._id)}`;
    const curriculum = await fetchCurriculum(catalogueUrl, course._id);
    const page = await bundle.prerenderCoursePage(course, catalogue, curriculum);
    write(pagePath, page);
    sitemap.push(page.meta.canonicalUrl);
    // Its purchase page, signed in (not in the sitemap).
    const purchasePath = `/${encodeURIComponent(course._id)}`;
    write(purchasePath, await bundle.prerenderPurchasePage(course), { signedIn: true });
  }
  console.log(
    `prerendered ${catalogue.length} course pages (with their syllabus) and their purchase pages from ${catalogueUrl} -> dist/courses/{id}/index.html, dist/{id}/index.html (${Math.round(performance.now() - started)} ms)`,
  );
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemapXml(sitemap));
  writeFileSync(path.join(dist, 'robots.txt'), robotsTxt(publicUrl));
  console.log(
    `wrote dist/sitemap.xml (${sitemap.length} URLs) and dist/robots.txt for ${publicUrl}`,
  );

  const headers = Object.entries(securityHeaders(policy))
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  writeFileSync(path.join(dist, '_headers'), `/*\n${headers}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

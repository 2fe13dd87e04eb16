/** Where the built site keeps its pages, and the headers every page is served with. */

/** The empty app shell, for every route that is not prerendered. */
export const SHELL_FILE = 'app.html';

/** dist-relative file of a prerendered path: '/' -> index.html, '/about' -> about/index.html. */
export const pageFileFor = (urlPath: string): string => {
  const trimmed = urlPath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
};

/** Security headers for the HTML pages; the policy comes from the build (dist/_headers). */
export const securityHeaders = (contentSecurityPolicy: string): Record<string, string> => ({
  'Content-Security-Policy': `${contentSecurityPolicy}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
});

/** Reads a Netlify-style _headers file: the headers listed under its `/*` rule. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const separator = line.indexOf(':');
    if (inAllPaths && separator > 0) {
      headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
    }
  }
  return headers;
}

/**
 * Where the site's own origin serves the API (scripts/site/serve.ts; the production build's
 * APP_API_URL, scripts/site/buildOffline.ts): the host routes `/api/*` to the API server.
 */
export const API_PATH = '/api';

/**
 * The address on the API server of a request to the site (`/api/courses?q=x` -> `/courses?q=x`),
 * or null when the request is not the API's (`/apis`, `/about`).
 */
export function apiPathOf(url: string): string | null {
  if (!url.startsWith(API_PATH)) return null;
  const rest = url.slice(API_PATH.length);
  if (rest === '') return '/';
  if (rest.startsWith('/')) return rest;
  if (rest.startsWith('?')) return `/${rest}`;
  return null;
}

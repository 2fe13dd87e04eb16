/**
 * `tsx scripts/site/serve.ts`: serves the production build in dist/ as a static host would:
 * scripts and styles precompressed at build time (brotli or gzip, as the browser accepts), pages
 * compressed as they are served, hashed assets cached for a year, each prerendered page at its own
 * path, the app shell for every other route, and the security headers of dist/_headers (the Content-Security-Policy).
 * Env: PORT (4173), HOST (localhost).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { pageFileFor, parseHeadersFile, SHELL_FILE } from './siteFiles';

const dist = path.resolve(__dirname, '../../dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

if (!existsSync(path.join(dist, SHELL_FILE))) {
  console.error('dist/ has no build: run `npm run build` first.');
  process.exit(1);
}
const pageHeaders = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
const HASHED_FILE = /\.[0-9a-f]{10}\.(?:chunk\.)?[a-z0-9]+$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const WEEK_SECONDS = 7 * 24 * 60 * 60;

const app = express();
app.disable('x-powered-by');
// Compresses what is not already: a precompressed file is sent with its Content-Encoding as it is.
app.use(compression());
app.use(
  expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders: (res, file) => {
        const served = file.replace(/\.(?:br|gz)$/, '');
        if (served.endsWith('.html')) return;
        res.setHeader(
          'Cache-Control',
          HASHED_FILE.test(served)
            ? `public, max-age=${YEAR_SECONDS}, immutable`
            : `public, max-age=${WEEK_SECONDS}`,
        );
      },
    },
  }),
);
app.get(/.*/, (req, res) => {
  const prerendered = path.join(dist, pageFileFor(req.path));
  const file =
    prerendered.startsWith(dist) && existsSync(prerendered)
      ? prerendered
      : path.join(dist, SHELL_FILE);
  res.set(pageHeaders);
  res.set('Cache-Control', 'no-cache');
  res.sendFile(file);
});

app.listen(port, host, () => {
  console.log(`Serving dist/ on http://${host}:${port}`);
});

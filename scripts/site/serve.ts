/**
 * `tsx scripts/site/serve.ts`: serves the production build in dist/ as a static host would:
 * scripts and styles precompressed at build time (brotli or gzip, as the browser accepts), pages
 * compressed as they are served, hashed assets cached for a year, each prerendered page at its own
 * path, the app shell for every other route, and the security headers of dist/_headers (the Content-Security-Policy).
 *
 * The API under the site's own origin: `/api/*` goes to the API server (API_PORT) with the prefix
 * taken off, as the host routes it in production (docs/decisions.md, "Serving the site"), so that
 * the app's calls to it (APP_API_URL=/api, scripts/site/buildOffline.ts) need no CORS preflight
 * and no connection of their own.
 *
 * `--https` (what `npm run perf` measures): HTTPS with HTTP/2, as hosts serve a site, on a
 * certificate for localhost made at start (self-signed: the browser must be told to accept it).
 * Without it, plain HTTP/1.1 (the end-to-end tests, a local look at the build).
 *
 * Env: PORT (4173; 0 for a free one, printed), HOST (localhost), API_PORT (5000), DIST_DIR (dist/).
 */
import { existsSync, readFileSync } from 'node:fs';
import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { isIP, type AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import proxy from 'http2-proxy';
import selfsigned from 'selfsigned';
import { API_PATH, apiPathOf, pageFileFor, parseHeadersFile, SHELL_FILE } from './siteFiles';

const dist = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '../../dist'));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
const apiPort = Number(process.env.API_PORT ?? 5000);
const https = process.argv.includes('--https');

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

/** Ends a proxied request that its server did not answer with 502, as a host's router does. */
const answerFailure =
  (res: ServerResponse | Http2ServerResponse, what: string) =>
  (error: Error | null | undefined): void => {
    if (!error) return;
    console.error(`${what} did not answer: ${error.message}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // The proxy may have copied the server's headers (its length, encoding) before it failed.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.statusCode = 502;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(`${what} did not answer: ${error.message}`);
  };

/** Sends a request on to a server of this machine (path: as it goes there). */
function forward(
  req: IncomingMessage | Http2ServerRequest,
  res: ServerResponse | Http2ServerResponse,
  to: { port: number; path: string; what: string },
): void {
  // The API counts some limits per client: it learns who that is from X-Forwarded-For, which it
  // trusts from this server only (mocks/server/clientAddress.ts).
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
    .filter(Boolean)
    .join(', ');
  const options = {
    hostname: 'localhost',
    port: to.port,
    path: to.path,
    onReq: async (_req: unknown, outgoing: { headers?: OutgoingHttpHeaders }) => {
      outgoing.headers = { ...outgoing.headers, 'x-forwarded-for': forwardedFor };
    },
  };
  if (req instanceof http2.Http2ServerRequest) {
    void proxy.web(req, res as Http2ServerResponse, options, answerFailure(res, to.what));
  } else {
    void proxy.web(req, res as ServerResponse, options, answerFailure(res, to.what));
  }
}

/**
 * Serves one request: the API's, or the site's (`site`: the express app itself, or, under HTTP/2,
 * which express does not take, the port where it listens on this machine).
 */
const serveWith =
  (site: ((req: IncomingMessage, res: ServerResponse) => void) | number) =>
  (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse): void => {
    const apiPath = apiPathOf(req.url ?? '/');
    if (apiPath !== null) {
      forward(req, res, { port: apiPort, path: apiPath, what: `The API (port ${apiPort})` });
    } else if (typeof site === 'number') {
      forward(req, res, { port: site, path: req.url ?? '/', what: 'The site' });
    } else {
      site(req as IncomingMessage, res as ServerResponse);
    }
  };

/** Resolves once the server listens; rejects when it cannot (the port taken). */
const listening = (server: http.Server | http2.Http2SecureServer, at: number, on: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at, on, () => {
      server.off('error', reject);
      resolve();
    });
  });

const portOf = (server: http.Server | http2.Http2SecureServer): number =>
  (server.address() as AddressInfo).port;

async function serve(): Promise<string> {
  if (!https) {
    const server = http.createServer(serveWith(app));
    await listening(server, port, host);
    return `http://${host}:${portOf(server)}`;
  }
  const site = http.createServer(app);
  await listening(site, 0, 'localhost');
  // A name, or an address (subjectAltName type 7) when HOST is one.
  const altName = isIP(host) ? { type: 7 as const, ip: host } : { type: 2 as const, value: host };
  const certificate = await selfsigned.generate([{ name: 'commonName', value: host }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [altName] }],
  });
  const server = http2.createSecureServer(
    { key: certificate.private, cert: certificate.cert, allowHTTP1: true },
    serveWith(portOf(site)),
  );
  await listening(server, port, host);
  return `https://${host}:${portOf(server)}`;
}

serve().then(
  (url) => console.log(`Serving dist/ on ${url}, the API under ${url}${API_PATH}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * The json-server process: json-server 0.17's express app, where only the shared mock API answers
 * (over a file-backed store). json-server's own router (/db, nested routes, _embed, _expand) and
 * its static files are not mounted: every other path is a 404. A second app on the payment port
 * answers POST /payment over the same store.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createCertificateIssuer } from '../api/credentials/issuer';
import { fileIssuerKeys } from '../api/credentials/issuerKeys';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import jsonServer from 'json-server';
import { API_ERRORS, CORS_HEADERS, createMockApi, FIELD_LOOKUPS, type MockApi } from '../api/api';
import { prepareCourseSearch } from '../api/courseSearch';
import type { Database } from '../api/database';
import { ensureDataFile, openFileStore, readSeedFile, resetDataFile } from '../api/fileStore';
import { bodyLimitOf, responseBodyOf } from '../api/http';
import { createRateLimits } from '../api/rateLimit';
import { DEFAULT_PROJECT_ID, type IdentityVerifier } from '../api/tokens';
import { clientAddress, trustedProxiesFrom } from './clientAddress';
import { createFileMediaStore } from './fileMediaStore';
import { createFirebaseIdentity, identityModeFromEnv, type IdentityMode } from './identity';
import { acquireDataLock } from './dataLock';
import { DEFAULT_DATA_FILE, DEFAULT_SEED_FILE } from './paths';

export interface MockServerOptions {
  /** 0 picks a free port. */
  apiPort: number;
  paymentPort: number;
  /**
   * Interface to listen on; default 127.0.0.1 (this machine only). With the Auth emulator only a
   * loopback address is allowed: there anyone who can reach the API can be anyone.
   */
  host?: string;
  dataFile?: string;
  seedFile?: string;
  projectId?: string;
  /**
   * Addresses of proxies whose X-Forwarded-For names the client (./clientAddress.ts), comma-separated;
   * none by default.
   */
  trustedProxies?: string;
  /** How tokens are checked; default from the environment (./identity.ts, identityModeFromEnv). */
  identity?: IdentityMode;
  logger?: boolean;
  /** Answer the development routes (/__dev/*, admins only); off for a production-like run. */
  devRoutes?: boolean;
  /** Restore the seed over the data file before starting. */
  fresh?: boolean;
  /** Compact once the journal passes this many bytes (default: see ../api/fileStore.ts). */
  compactAfterBytes?: number;
  /** The site's public address, which certificates' pages are under (default DEFAULT_SITE_URL). */
  siteUrl?: string;
  /**
   * The API's public address, which names the certificates' issuer (its did:web DID) and serves
   * its keys and status list (default: http://localhost and the API's port).
   */
  publicApiUrl?: string;
}

/** The site of `npm start` in development (webpack's dev server). */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export interface RunningMockServer {
  apiUrl: string;
  paymentUrl: string;
  dataFile: string;
  /** Which tokens it accepts. */
  identity: string;
  /** Stop listening, wait for pending writes, compact the data file and release its lock. */
  close(): Promise<void>;
}

/** Read the body as bytes; stop keeping bytes past `limit` + 1 (the API answers 413). */
function readRawBody(req: IncomingMessage, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    req.on('data', (chunk: Buffer) => {
      if (kept > limit) return;
      chunks.push(chunk);
      kept += chunk.length;
    });
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks).subarray(0, limit + 1))));
    req.on('error', reject);
  });
}

function headerRecord(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** The request target as a URL; null when it cannot be one (e.g. '//[' ). */
function requestUrl(originalUrl: string): URL | null {
  try {
    // A target starting with '//' would be read as a host name: keep it a path.
    return new URL(originalUrl.replace(/^\/+/, '/'), 'http://mock.local');
  } catch {
    return null;
  }
}

/** '.' and '..' path segments (also percent-encoded) never name anything here: answer 404 at once. */
function rejectDotSegments(req: Request, res: Response, next: NextFunction): void {
  const pathname = req.originalUrl.split('?')[0] ?? '';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed percent-encoding: the API answers 404 for it.
  }
  if (/(^|[/\\])\.\.?([/\\]|$)/.test(decoded)) {
    res.status(404).json({ error: API_ERRORS.notFound });
    return;
  }
  next();
}

const COMMON_HEADERS = Object.entries({
  ...CORS_HEADERS,
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
  Expires: '-1',
});

/** Headers of every answer, errors included: CORS (bearer tokens, no cookies) and no caching. */
function commonHeaders(_req: Request, res: Response, next: NextFunction): void {
  for (const [name, value] of COMMON_HEADERS) res.setHeader(name, value);
  next();
}

/**
 * Compresses the answers to reads (lists, the catalogue); the answers to writes are a few dozen
 * bytes, and skipping the middleware there saves a third of a millisecond per write, which counts
 * when a hundred come at once.
 */
function compressReads(): (req: Request, res: Response, next: NextFunction) => void {
  const compress = compression();
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') compress(req, res, next);
    else next();
  };
}

/** One line per answered request: method, URL, status and time. */
function requestLogger(req: Request, res: Response, next: NextFunction): void {
  const started = performance.now();
  res.on('finish', () => {
    const ms = (performance.now() - started).toFixed(1);
    console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms} ms`);
  });
  next();
}

function apiMiddleware(api: MockApi, trustedProxies: ReadonlySet<string>) {
  return (req: Request, res: Response): void => {
    void (async () => {
      const url = requestUrl(req.originalUrl);
      if (!url) {
        res.status(404).json({ error: API_ERRORS.notFound });
        return;
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const response = await api.handle({
        method: req.method,
        path: url.pathname,
        query: url.searchParams,
        headers: headerRecord(req),
        body: hasBody ? await readRawBody(req, bodyLimitOf(url.pathname)) : undefined,
        clientId: clientAddress(
          req.socket.remoteAddress,
          req.get('x-forwarded-for'),
          trustedProxies,
        ),
      });
      res.status(response.status);
      for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
      res.end(responseBodyOf(response) ?? undefined);
    })().catch((error: unknown) => {
      // A client that went away mid-body (or a body Node's parser refused) has nobody to answer.
      if (req.destroyed || res.destroyed) return;
      if (!res.headersSent) res.status(500).json({ error: API_ERRORS.internal });
      console.error(error);
    });
  };
}

const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const onListening = (): void => resolve((server.address() as AddressInfo).port);
    if (host) server.listen(port, host, onListening);
    else server.listen(port, onListening);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const dataFile = options.dataFile ?? DEFAULT_DATA_FILE;
  const seedFile = options.seedFile ?? DEFAULT_SEED_FILE;
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const mode = options.identity ?? identityModeFromEnv(process.env, projectId);
  const host = options.host ?? '127.0.0.1';
  if (mode.kind === 'emulator' && !isLoopback(host)) {
    throw new Error(
      `With the Auth emulator the API listens on this machine only (127.0.0.1, ::1 or localhost), not ${host}: anyone who could reach it could sign in as anyone`,
    );
  }
  const identity: IdentityVerifier = createFirebaseIdentity({ projectId, mode });
  // One server per data file (./dataLock.ts), locked before the data is read or written.
  const lock = await acquireDataLock(dataFile);
  const releaseLock = async (error: unknown): Promise<never> => {
    await lock.release();
    throw error;
  };
  if (options.fresh) await resetDataFile(seedFile, dataFile).catch(releaseLock);
  else await ensureDataFile(seedFile, dataFile).catch(releaseLock);
  // The indexes (lookups, the catalogue's search) are built with the data: no visitor waits for them.
  const store = await openFileStore(dataFile, {
    indexes: FIELD_LOOKUPS,
    compactAfterBytes: options.compactAfterBytes,
    onLoad: (db) => prepareCourseSearch(db.courses),
  }).catch(releaseLock);
  const onError = (error: unknown): void => console.error(error);
  const seed = (): Promise<Database> => readSeedFile(seedFile);
  const rateLimits = createRateLimits();
  const app = (api: MockApi) => {
    const expressApp = jsonServer.create();
    // The API reads the URL itself: express need not parse every query string.
    expressApp.set('query parser', false);
    expressApp.disable('x-powered-by');
    expressApp.use(compressReads());
    if (options.logger ?? true) expressApp.use(requestLogger);
    expressApp.use(commonHeaders);
    expressApp.use(rejectDotSegments);
    expressApp.use(apiMiddleware(api, trustedProxiesFrom(options.trustedProxies)));
    return expressApp;
  };
  const apiApp = app(
    createMockApi(store, {
      identity,
      // Authors' uploads are kept beside the data (docs/decisions.md, "Uploads").
      media: createFileMediaStore(undefined, path.join(path.dirname(dataFile), 'media')),
      onError,
      seed,
      rateLimits,
      devRoutes: options.devRoutes,
      // The signing key is kept beside the data, never in it: db:reset keeps it.
      issuer: createCertificateIssuer({
        keys: fileIssuerKeys(path.dirname(dataFile)),
        urls: () => ({
          siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
          apiUrl: options.publicApiUrl ?? `http://localhost:${apiPort}`,
        }),
      }),
    }),
  );
  const paymentApp = app(
    createMockApi(store, { identity, onError, surface: 'payment', rateLimits }),
  );

  const apiServer = createServer(apiApp);
  const paymentServer = createServer(paymentApp);
  let apiPort: number;
  let paymentPort: number;
  try {
    apiPort = await listen(apiServer, options.apiPort, host);
    paymentPort = await listen(paymentServer, options.paymentPort, host);
  } catch (error) {
    await Promise.all([closeServer(apiServer), closeServer(paymentServer)]);
    await store.close({ compact: false });
    await lock.release();
    throw error;
  }
  const hostName =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    apiUrl: `http://${hostName}:${apiPort}`,
    paymentUrl: `http://${hostName}:${paymentPort}`,
    dataFile,
    identity: identity.description,
    close: async () => {
      await Promise.all([closeServer(apiServer), closeServer(paymentServer)]);
      await store.close();
      await lock.release();
    },
  };
}

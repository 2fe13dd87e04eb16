/**
 * scripts/site/serve.ts as a host: the API under the site's origin (/api, docs/decisions.md,
 * "Serving the site") answers exactly as the API server does, the whole contract suite passing
 * through it; the site's own paths (and /apis) get the site; an API that does not answer gets a
 * 502; `--https` serves HTTP/2 over TLS. Each server is a process of its own, as in use.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { DEV_PATHS, EMAILJS_PATHS } from '../../mocks/api/api';
import { CONTACT_RATE_LIMIT } from '../../mocks/api/rateLimit';
import { contractCases } from '../../mocks/contract/cases';
import type { ContractTarget } from '../../mocks/contract/client';
import { identityToolkitIdentity } from '../../mocks/contract/identity';
import {
  startJsonServerProcess,
  type JsonServerProcess,
} from '../../mocks/contract/jsonServerProcess';
import { underBaseUrl } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { SEED_ACCOUNTS } from '../../mocks/seed/accounts';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../mocks/server/testIdentityProvider';

const root = path.resolve(__dirname, '../..');
const SHELL = '<!doctype html><html lang="en"><title>The app shell</title></html>';
const POLICY = "default-src 'self'";

interface SiteProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts `tsx scripts/site/serve.ts` on a free port over `dist`; resolves with its address. */
function startSite(dist: string, apiPort: number, args: string[] = []): Promise<SiteProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/site/serve.ts', ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: 'localhost',
        API_PORT: String(apiPort),
        DIST_DIR: dist,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Serving dist\/ on (\S+), the API/.exec(output)?.[1];
      if (url) resolve({ url, stop });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}:\n${output}`)));
  });
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** One HTTP/2 GET over TLS, the site's self-signed certificate accepted. */
function getOverHttp2(
  url: string,
  pathAndQuery: string,
): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(url, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': pathAndQuery });
    let body = '';
    let headers: http2.IncomingHttpHeaders = {};
    request.setEncoding('utf8');
    request.on('response', (received) => {
      headers = received;
    });
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body });
    });
    request.on('error', reject);
    request.end();
  });
}

const port = (url: string) => Number(new URL(url).port);

let dist: string;
let provider: TestIdentityProvider;
let api: JsonServerProcess;
let site: SiteProcess;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'site-dist-'));
  writeFileSync(path.join(dist, 'app.html'), SHELL);
  writeFileSync(path.join(dist, '_headers'), `/*\n  Content-Security-Policy: ${POLICY}\n`);
  // The API checks real-project tokens against a sign-in service of the test's own, as in
  // mocks/contract/contract.test.ts.
  provider = await startTestIdentityProvider({ accounts: SEED_ACCOUNTS });
  // The site server names each client to the API (X-Forwarded-For), which trusts it alone.
  api = await startJsonServerProcess({
    devRoutes: true,
    env: { ...provider.env, MOCK_TRUSTED_PROXIES: '127.0.0.1,::1' },
  });
  site = await startSite(dist, port(api.apiUrl));
}, 30_000);

afterAll(async () => {
  await site?.stop();
  await api?.stop();
  await provider?.close();
  rmSync(dist, { recursive: true, force: true });
});

beforeEach(() => {
  // setupTests.ts starts MSW with onUnhandledRequest 'error': let requests to the real servers through.
  server.use(
    http.all(underBaseUrl(site.url), () => passthrough()),
    http.all(underBaseUrl(api.apiUrl), () => passthrough()),
    http.all(underBaseUrl(api.paymentUrl), () => passthrough()),
    http.all(underBaseUrl(provider.url), () => passthrough()),
  );
});

describe('the API under the site’s /api answers as the API server does (the contract suite)', () => {
  let target: ContractTarget;
  // One target for every case: its identity keeps the passwords of the accounts it signed up.
  beforeAll(() => {
    target = {
      apiUrl: `${site.url}/api`,
      paymentUrl: api.paymentUrl,
      emailOrigin: api.apiUrl,
      identity: identityToolkitIdentity({
        baseUrl: provider.url,
        apiKey: provider.apiKey,
        projectId: provider.projectId,
        sign: provider.sign,
      }),
      devRoutes: true,
    };
  });
  it.each(contractCases().map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    await item.run(target);
  });
});

describe('the site server', () => {
  it('names each client to the API, so that the contact form counts visitors apart', async () => {
    const reset = await fetch(`${api.apiUrl}${DEV_PATHS.resetRateLimits}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await provider.tokenFor('admin@example.com')}` },
    });
    expect(reset.status).toBe(200);
    const send = (client: string) =>
      fetch(`${site.url}/api${EMAILJS_PATHS.sendForm}`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': client },
        body: new URLSearchParams({
          service_id: 's',
          template_id: 't',
          user_id: 'u',
          name: 'Visitor',
          email: 'visitor@example.com',
          subject: client,
          message: 'Hello',
        }),
      });
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent += 1) {
      expect((await send('203.0.113.1')).status).toBe(200);
    }
    expect((await send('203.0.113.1')).status).toBe(429);
    expect((await send('203.0.113.2')).status).toBe(200);
  });

  it('serves the site, not the API, for every other path, /apis too', async () => {
    for (const address of ['/dashboard/myEnroll', '/apis', '/courses']) {
      const response = await fetch(`${site.url}${address}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(POLICY);
      expect(await response.text()).toBe(SHELL);
    }
  });

  it('answers 502, saying which server did not answer, when the API is down', async () => {
    const orphan = await startSite(dist, await closedPort());
    server.use(http.all(underBaseUrl(orphan.url), () => passthrough()));
    try {
      const response = await fetch(`${orphan.url}/api/courses?_limit=1`);
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toMatch(/^The API \(port \d+\) did not answer/);
    } finally {
      await orphan.stop();
    }
  });

  it('serves HTTP/2 over TLS with --https: the pages and the API alike', async () => {
    const secure = await startSite(dist, port(api.apiUrl), ['--https']);
    try {
      expect(secure.url).toMatch(/^https:\/\/localhost:\d+$/);
      const page = await getOverHttp2(secure.url, '/dashboard');
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toBe(POLICY);
      expect(page.body).toBe(SHELL);
      const courses = await getOverHttp2(secure.url, '/api/courses?_limit=2');
      expect(courses.status).toBe(200);
      expect(courses.headers['x-total-count']).toMatch(/^\d+$/);
      expect(JSON.parse(courses.body)).toHaveLength(2);
    } finally {
      await secure.stop();
    }
  });
});

/**
 * MSW 2 handlers: a thin adapter from MSW requests to the shared mock API (mocks/api).
 * Used by jest (mocks/node.ts) and the browser worker (mocks/browser.ts). Neither answers the
 * development routes (/__dev/*): tests reset the in-memory store directly, the browser on reload.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { API_ERRORS, CORS_HEADERS, createMockApi, testIssuer, type MockApi } from './api/api';
import { responseBodyOf, type MockRequest } from './api/http';
import type { MediaStore } from './api/media';
import type { RateLimits } from './api/rateLimit';
import { createTestTokenVerifier } from './api/tokens';
import type { DataStore } from './api/store';
import type { ScenarioBehaviour } from './scenarios';

export const DEFAULT_API_URL = 'http://localhost:5000';
export const DEFAULT_PAYMENT_URL = 'http://localhost:7000';
export const DEFAULT_EMAIL_ORIGIN = 'http://localhost:5000';

export interface HandlerOptions {
  store: DataStore;
  apiUrl?: string;
  paymentUrl?: string;
  emailOrigin?: string;
  projectId?: string;
  /** Read on every request: QA scenarios (delay, server error, offline). Default: normal. */
  behaviour?: () => ScenarioBehaviour;
  /** Where the lesson media are (jest: the files; the browser: the dev server). */
  media?: MediaStore;
  /** The rate limits; pass them to reset them between tests. */
  rateLimits?: RateLimits;
  /** The site's address, for certificates' pages (default: the page's origin, or http://localhost). */
  siteUrl?: string;
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** Convert an MSW (Fetch API) request to the module's MockRequest, relative to `baseUrl`. */
export async function toMockRequest(request: Request, baseUrl: string): Promise<MockRequest> {
  const url = new URL(request.url);
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const path = url.pathname.startsWith(basePath)
    ? url.pathname.slice(basePath.length) || '/'
    : url.pathname;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    method: request.method,
    path,
    query: url.searchParams,
    headers: Object.fromEntries(request.headers.entries()),
    body: hasBody ? new Uint8Array(await request.arrayBuffer()) : undefined,
  };
}

/**
 * A request predicate for every URL under `baseUrl`. Used instead of a 'base/*' path pattern because
 * MSW's path matching throws (500) on malformed percent-encoding, which the API must answer with 404.
 */
export function underBaseUrl(baseUrl: string) {
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  return ({ request }: { request: Request }): boolean => {
    const url = new URL(request.url);
    return (
      url.origin === base.origin &&
      (url.pathname === basePath || url.pathname.startsWith(`${basePath}/`))
    );
  };
}

function respondWith(api: MockApi, baseUrl: string, behaviour: HandlerOptions['behaviour']) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const scenario = behaviour?.() ?? { delayMs: 0, failure: 'none' };
    if (scenario.delayMs > 0) await delay(scenario.delayMs);
    if (scenario.failure === 'network-error') return HttpResponse.error();
    if (scenario.failure === 'server-error') {
      return HttpResponse.json(
        { error: API_ERRORS.internal },
        { status: 500, headers: { ...CORS_HEADERS } },
      );
    }
    const response = await api.handle(await toMockRequest(request, baseUrl));
    return new HttpResponse(responseBodyOf(response), {
      status: response.status,
      headers: response.headers,
    });
  };
}

export function createHandlers(options: HandlerOptions): HttpHandler[] {
  const apiUrl = withoutTrailingSlash(options.apiUrl ?? DEFAULT_API_URL);
  const paymentUrl = withoutTrailingSlash(options.paymentUrl ?? DEFAULT_PAYMENT_URL);
  const emailOrigin = withoutTrailingSlash(options.emailOrigin ?? DEFAULT_EMAIL_ORIGIN);
  // MSW accepts its own test tokens: the emulator's unsigned shape (./api/tokens.ts).
  const identity = createTestTokenVerifier(options.projectId);
  const api = createMockApi(options.store, {
    identity,
    media: options.media,
    rateLimits: options.rateLimits,
    issuer: testIssuer({
      siteUrl:
        options.siteUrl ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin),
      apiUrl,
    }),
  });
  const paymentApi = createMockApi(options.store, {
    identity,
    surface: 'payment',
    rateLimits: options.rateLimits,
  });

  const handlers = [http.all(underBaseUrl(apiUrl), respondWith(api, apiUrl, options.behaviour))];
  if (emailOrigin !== apiUrl) {
    handlers.push(
      http.all(
        underBaseUrl(`${emailOrigin}/api/v1.0/email`),
        respondWith(api, emailOrigin, options.behaviour),
      ),
    );
  }
  if (paymentUrl !== apiUrl) {
    handlers.push(
      http.all(underBaseUrl(paymentUrl), respondWith(paymentApi, paymentUrl, options.behaviour)),
    );
  }
  return handlers;
}

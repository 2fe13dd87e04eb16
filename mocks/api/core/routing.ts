/**
 * The route table: routes are registered as 'METHOD /path/:param'; a request is matched on its
 * path segments, then its method (404 unknown path, 405 known path with another method, 204 for
 * a CORS preflight, HEAD answered as GET without a body). Also the JSON and text responses.
 */
import {
  MAX_URL_LENGTH,
  normaliseHeaders,
  parseBody,
  rawBodyBytes,
  requestUrlLength,
  toSearchParams,
  URL_TOO_LONG,
  type MockRequest,
  type MockResponse,
} from '../http';
import { API_ERRORS, HttpError } from './errors';
import { BoundedSearchParams } from './queryLimits';

export interface Context {
  method: string;
  /** The caller, for rate limits. */
  client: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  body(): Promise<unknown>;
  /** The body as sent, unparsed (an upload's piece); the host has bounded its size. */
  bytes(): Uint8Array;
}

export type RouteHandler = (context: Context) => Promise<MockResponse>;

/** Registers a route, e.g. route('GET /courses/:id', handler). */
export type AddRoute = (spec: string, handler: RouteHandler) => void;

interface Route {
  method: string;
  segments: string[];
  handler: RouteHandler;
}

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, If-Match',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers':
    'X-Total-Count, X-Search-Match, X-Search-Terms, Retry-After, ETag',
  'Access-Control-Max-Age': '600',
};

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

function typed(
  type: string,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): MockResponse {
  return { status, headers: { ...CORS_HEADERS, 'Content-Type': type, ...headers }, body };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  typed(JSON_TYPE, status, body, headers);

export const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  typed(TEXT_TYPE, status, body, headers);

/** The response for an HttpError thrown by a route: text when its body is text, else JSON. */
export function errorResponse(error: HttpError): MockResponse {
  return typeof error.body === 'string'
    ? text(error.status, error.body, error.headers)
    : json(error.status, error.body, error.headers);
}

/** Path segments as the router sees them: empty ones dropped, each percent-decoded; null if not decodable. */
export function splitPath(path: string): string[] | null {
  const pathname = path.split('?')[0] ?? '';
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

export interface DispatchOptions {
  maxBodyBytes: number;
  /** Answer only the routes whose path (e.g. 'payment') passes; default every route. */
  only?: (path: string) => boolean;
}

export interface Router {
  route: AddRoute;
  /** Answers a request from the routes registered so far; throws HttpError for 4xx. */
  dispatcher(options: DispatchOptions): (request: MockRequest) => Promise<MockResponse>;
}

export function createRouter(): Router {
  const routes: Route[] = [];
  const route: AddRoute = (spec, handler) => {
    const [method = 'GET', path = '/'] = spec.split(' ');
    routes.push({ method, segments: path.split('/').filter(Boolean), handler });
  };

  function dispatcher({ maxBodyBytes, only }: DispatchOptions) {
    const served = only ? routes.filter((item) => only(item.segments.join('/'))) : routes;
    return async (request: MockRequest): Promise<MockResponse> => {
      const method = request.method.toUpperCase();
      // An over-long URL is refused before its path is decoded or any route reads its query.
      if (requestUrlLength(request) > MAX_URL_LENGTH) {
        throw new HttpError(414, { error: URL_TOO_LONG });
      }
      const segments = splitPath(request.path);
      if (!segments) throw new HttpError(404, { error: API_ERRORS.notFound });
      const matches = served
        .map((item) => ({ item, params: matchSegments(item.segments, segments) }))
        .filter(
          (match): match is { item: Route; params: Record<string, string> } =>
            match.params !== null,
        );
      if (matches.length === 0) throw new HttpError(404, { error: API_ERRORS.notFound });
      if (method === 'OPTIONS') {
        return { status: 204, headers: { ...CORS_HEADERS }, body: undefined };
      }
      const lookup = method === 'HEAD' ? 'GET' : method;
      // A literal segment beats a parameter (PUT /users/admin vs GET /users/:email).
      const match = matches.find(({ item }) => item.method === lookup);
      if (!match) {
        const allow = [...new Set(matches.map(({ item }) => item.method)), 'OPTIONS'].join(', ');
        throw new HttpError(405, { error: API_ERRORS.methodNotAllowed }, { Allow: allow });
      }
      const headers = normaliseHeaders(request.headers);
      let parsed: Promise<unknown> | null = null;
      const context: Context = {
        method,
        client: request.clientId ?? 'local',
        params: match.params,
        // Each parameter the route reads is checked against its maximum length as it is read.
        query: new BoundedSearchParams(toSearchParams(request.query, request.path)),
        headers,
        body: () => (parsed ??= parseBody(request.body, headers['content-type'], maxBodyBytes)),
        bytes: () => rawBodyBytes(request.body),
      };
      const response = await match.item.handler(context);
      return method === 'HEAD' ? { ...response, body: undefined } : response;
    };
  }

  return { route, dispatcher };
}

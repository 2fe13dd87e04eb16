/**
 * The transport-neutral request and response the mock API works on, and the body parsing both
 * adapters share (JSON, urlencoded and multipart/form-data).
 */
import type { ApiError } from '@/shared/domain/entities';
import { UPLOAD_CHUNK_BYTES } from '@/shared/domain/uploads';

export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

export type RawBody = string | Uint8Array | ArrayBuffer;

export interface MockRequest {
  method: string;
  /** Path below the API base, e.g. '/courses/65f0...'; may include a query string. */
  path: string;
  query?: QueryInput;
  /** Header names in any case. */
  headers?: Record<string, string | undefined>;
  /** Raw bytes/text as received, or an already parsed JSON value. */
  body?: RawBody | Record<string, unknown> | unknown[] | null;
  /** Who is calling, for rate limits: the remote IP in json-server; MSW has one client. */
  clientId?: string;
}

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  /**
   * A JSON value (Content-Type application/json), a string (text/plain), bytes (a media file), or
   * undefined (empty).
   */
  body: unknown;
}

export const MAX_BODY_BYTES = 100 * 1024;

/** A piece of an upload (PUT /uploads/{uploadId}/chunks/{index}): raw bytes, larger than JSON. */
const UPLOAD_CHUNK_PATH = /^\/?uploads\/[^/]+\/chunks\/[^/]+\/?$/;

/** The most body bytes a request to `path` may send: an upload's piece, or MAX_BODY_BYTES. */
export function bodyLimitOf(path: string): number {
  return UPLOAD_CHUNK_PATH.test(path.split('?')[0] ?? '') ? UPLOAD_CHUNK_BYTES : MAX_BODY_BYTES;
}

/**
 * The longest request URL (path and query string, below the API base) the API reads: 414 above it.
 * Every parameter a route reads is bounded on its own (./core/queryLimits.ts); this bounds the rest
 * (path segments such as an email, parameters no route reads), with room for the longest allowed
 * parameters percent-encoded.
 */
export const MAX_URL_LENGTH = 4096;

export const URL_TOO_LONG = `Request URL is longer than ${MAX_URL_LENGTH} characters`;

/** The length of the request's path and query string, as sent (percent-encoded). */
export function requestUrlLength(request: MockRequest): number {
  const query =
    request.query === undefined
      ? ''
      : request.query instanceof URLSearchParams
        ? request.query.toString()
        : toSearchParams(request.query, '').toString();
  return request.path.length + (query === '' ? 0 : query.length + 1);
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | string,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'string' ? body : body.error);
  }
}

export function normaliseHeaders(headers: MockRequest['headers']): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) result[name.toLowerCase()] = value;
  }
  return result;
}

export function toSearchParams(query: QueryInput | undefined, path: string): URLSearchParams {
  const params = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');
  if (query instanceof URLSearchParams) {
    query.forEach((value, key) => params.append(key, value));
  } else if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (Array.isArray(value)) value.forEach((item) => params.append(key, item));
      else if (value !== undefined) params.append(key, value);
    }
  }
  return params;
}

function toBytes(body: RawBody): Uint8Array {
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (ArrayBuffer.isView(body))
    return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  return new Uint8Array(body);
}

/** Bytes or text as received; checked by kind rather than instanceof, which fails across realms. */
function isRawBody(body: MockRequest['body']): body is RawBody {
  return (
    typeof body === 'string' ||
    ArrayBuffer.isView(body) ||
    Object.prototype.toString.call(body) === '[object ArrayBuffer]'
  );
}

/** The raw body's bytes (empty for none or a pre-parsed body). */
export function rawBodyBytes(body: MockRequest['body']): Uint8Array {
  if (body === undefined || body === null || !isRawBody(body)) return new Uint8Array(0);
  return toBytes(body);
}

/** Deepest JSON nesting accepted: no payload needs more than 3; recursion elsewhere is safe. */
export const MAX_JSON_DEPTH = 32;

export const BODY_ERRORS = {
  tooLarge: `Request body is larger than ${MAX_BODY_BYTES / 1024} KB`,
  badJson: 'Malformed JSON body',
  tooDeep: `JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`,
  badForm: 'Malformed form data',
  unsupported: 'Unsupported Content-Type: send application/json',
} as const;

/** The deepest bracket nesting in JSON text (brackets inside strings do not count); no recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, (depth += 1));
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

/**
 * Parse a request body. JSON (also when sent as text/plain or without a type), urlencoded and
 * multipart forms (string fields only; files are ignored). Throws HttpError 400/413/415.
 */
export async function parseBody(
  body: MockRequest['body'],
  contentType: string | undefined,
  maxBytes: number = MAX_BODY_BYTES,
): Promise<unknown> {
  if (body === undefined || body === null) return undefined;
  if (!isRawBody(body)) return body;
  const bytes = toBytes(body);
  if (bytes.byteLength > maxBytes) throw new HttpError(413, { error: BODY_ERRORS.tooLarge });
  if (bytes.byteLength === 0) return undefined;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'multipart/form-data') {
    try {
      const form = await new Response(new Uint8Array(bytes), {
        headers: { 'content-type': contentType ?? '' },
      }).formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
      });
      return fields;
    } catch {
      throw new HttpError(400, { error: BODY_ERRORS.badForm });
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (
    type === '' ||
    type === 'application/json' ||
    type === 'text/plain' ||
    type.endsWith('+json')
  ) {
    if (jsonDepth(text) > MAX_JSON_DEPTH) throw new HttpError(400, { error: BODY_ERRORS.tooDeep });
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(400, { error: BODY_ERRORS.badJson });
    }
  }
  throw new HttpError(415, { error: BODY_ERRORS.unsupported });
}

/** The body of a MockResponse as the text to put on the wire (null for no body). */
export function responseBodyOf(response: MockResponse): string | Uint8Array | null {
  if (response.body === undefined) return null;
  if (ArrayBuffer.isView(response.body))
    return new Uint8Array(response.body.buffer, response.body.byteOffset, response.body.byteLength);
  return typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
}

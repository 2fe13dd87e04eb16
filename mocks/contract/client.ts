/**
 * A tiny HTTP client for the contract cases: signs requests as a persona (./identity.ts) and
 * returns status, headers and the decoded body. Uses the global fetch (Node 20+). Every response is
 * checked against docs/api.yaml (./openapi.ts) before a case sees it: one the document does not
 * describe fails the case.
 */
import type { ContractIdentity } from './identity';
import { assertDocumentedResponse, type Surface } from './openapi';

export interface ContractTarget {
  /** Base URL of the product API, e.g. http://localhost:5000. */
  apiUrl: string;
  /** Base URL of the payment endpoint, e.g. http://localhost:7000. */
  paymentUrl: string;
  /** Origin of the EmailJS-compatible API. */
  emailOrigin: string;
  /** How the cases sign in, and craft the tokens the API must refuse. */
  identity: ContractIdentity;
  /**
   * Whether the server was started with its development routes (/__dev/*), as `npm start` does.
   * Without them the cases check that those routes do not exist, and cannot empty the contact
   * rate limit first.
   */
  devRoutes: boolean;
}

export interface CallOptions {
  /** Email to sign in as (its account's ID token), a raw token, or nothing for anonymous. */
  as?: string | null;
  token?: string;
  body?: unknown;
  /** A body sent as is (text, a form or bytes), with its own Content-Type. */
  rawBody?: string | FormData | URLSearchParams | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** Which base URL to call. Default 'api'. */
  base?: 'api' | 'payment' | 'email';
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else undefined. */
  json: unknown;
  text: string;
}

export function baseUrlOf(target: ContractTarget, base: CallOptions['base']): string {
  if (base === 'payment') return target.paymentUrl;
  if (base === 'email') return target.emailOrigin;
  return target.apiUrl;
}

/** Which surface of the API a base URL is: the payment URL, unless it is the API's own. */
export function surfaceOf(target: ContractTarget, base: CallOptions['base']): Surface {
  return base === 'payment' && target.paymentUrl !== target.apiUrl ? 'payment' : 'api';
}

export async function call(
  target: ContractTarget,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  const token =
    options.token ?? (options.as ? await target.identity.tokenFor(options.as) : undefined);
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  let body: string | FormData | URLSearchParams | Uint8Array<ArrayBuffer> | undefined =
    options.rawBody;
  if (body === undefined && options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrlOf(target, options.base)}${path}`, {
    method,
    headers,
    body,
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  let json: unknown;
  if (isJson && text !== '') {
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      json = undefined;
    }
  }
  assertDocumentedResponse({
    method,
    surface: surfaceOf(target, options.base),
    path,
    status: response.status,
    headers: response.headers,
    text,
  });
  return { status: response.status, headers: response.headers, json, text };
}

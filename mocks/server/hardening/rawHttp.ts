/**
 * A minimal HTTP/1.1 client over a TCP socket, for hardening tests: it sends bytes exactly as given
 * (bad percent-encoding, NUL bytes, any method or header), which fetch would refuse or repair.
 */
import { Buffer } from 'node:buffer';
import { connect } from 'node:net';

export interface RawRequest {
  method: string;
  /** The request target, sent as is. */
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Leave out Content-Length (default: sent whenever there is a body). */
  noContentLength?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  elapsedMs: number;
}

export class NoAnswerError extends Error {}

function parseResponse(data: Buffer, elapsedMs: number): RawResponse | null {
  const text = data.toString('latin1');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!match?.[1]) return null;
  const headerEnd = text.indexOf('\r\n\r\n');
  const headerLines = (headerEnd >= 0 ? text.slice(0, headerEnd) : text).split('\r\n').slice(1);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const raw = headerEnd >= 0 ? data.subarray(headerEnd + 4) : Buffer.alloc(0);
  const body = /chunked/i.test(headers['transfer-encoding'] ?? '') ? dechunk(raw) : raw;
  return { status: Number(match[1]), headers, body: body.toString('utf8'), elapsedMs };
}

/** Decode a chunked transfer-encoded body (as far as it arrived). */
function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset, 'latin1');
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export function encodeRequest(request: RawRequest, host: string): Buffer {
  const body =
    request.body === undefined
      ? Buffer.alloc(0)
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(request.body, 'utf8');
  const headers: Record<string, string> = { Host: host, Connection: 'close', ...request.headers };
  if (request.body !== undefined && !request.noContentLength) {
    headers['Content-Length'] = String(body.byteLength);
  }
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

/** Send one request on a new connection and read the answer until the server closes it. */
export function sendRaw(
  port: number,
  request: RawRequest,
  timeoutMs = 10_000,
  host = '127.0.0.1',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = connect({ port, host });
    let settled = false;
    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const response = parseResponse(Buffer.concat(chunks), performance.now() - started);
      if (response) resolve(response);
      else
        reject(
          error ??
            new NoAnswerError(`no HTTP answer to ${request.method} ${request.target.slice(0, 80)}`),
        );
    };
    const timer = setTimeout(
      () =>
        finish(
          new NoAnswerError(
            `no answer within ${timeoutMs} ms: ${request.method} ${request.target.slice(0, 80)}`,
          ),
        ),
      timeoutMs,
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    // The server may answer (413, 431) and close before it has read everything we send.
    socket.on('error', (error) => finish(error));
    socket.write(encodeRequest(request, `${host}:${port}`));
  });
}

/** Run `tasks` with at most `concurrency` at a time; results in input order. */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * POST /enroll as the learner `email` in `course`, at the catalogue's price, signed in with `token`
 * (an ID token of that email's account, e.g. a test identity provider's `tokenFor(email)`).
 */
export function enrollmentRequest(
  email: string,
  course: { _id: string; price: number },
  token: string,
  fields: { displayName: string } & Record<string, string> = {
    displayName: `Learner ${email.split('@')[0]?.slice(-10) ?? ''}`,
  },
): RawRequest {
  return {
    method: 'POST',
    target: '/enroll',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ courseId: course._id, price: course.price, email, ...fields }),
  };
}

/**
 * Deterministic malformed requests for the mock server's fuzz test. Every request carries at least
 * one defect that a careful server must refuse with a 4xx: broken or non-object JSON, wrong types,
 * missing fields, over-long or deeply nested values, bodies over 100 KB, unsupported content types,
 * injection strings in paths and queries, NUL bytes, very long ids or URLs, and bad credentials.
 * Same seed, same requests (but for the signed tokens given): a failure names its case index and
 * reproduces.
 */
import { Buffer } from 'node:buffer';
import { seededRandom } from '../../api/seededRandom';
import { SEED_IDS } from '../../seed';
import type { RawRequest } from './rawHttp';

export interface FuzzCase {
  /** Which defect, for the summary and failure messages. */
  kind: string;
  port: 'api' | 'payment';
  request: RawRequest;
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

type FieldKind = 'text' | 'number' | 'email';

interface JsonEndpoint {
  method: 'POST' | 'PUT';
  path: string;
  port: FuzzCase['port'];
  /** Whose token makes the request authorised (so that the body is what gets refused). */
  as: FuzzAccount;
  valid: Record<string, unknown>;
  required: Record<string, FieldKind>;
  /** Optional fields that are refused when given with a wrong type (but may be left out). */
  optional?: Record<string, FieldKind>;
  /** Fields with a maximum length (so an over-long value must be refused). */
  limited: string[];
}

const ADMIN = 'admin@example.com';
const TEACHER = 'teacher@example.com';
const LEARNER = 'learner@example.com';

/** The seeded accounts the cases sign in as. */
export type FuzzAccount = typeof ADMIN | typeof TEACHER | typeof LEARNER;
/** A valid ID token of each of them, signed by the sign-in service the server trusts. */
export type FuzzTokens = Readonly<Record<FuzzAccount, string>>;

/** The tokens of the accounts the cases sign in as, from `tokenFor` (e.g. a test provider's). */
export async function fuzzTokens(
  tokenFor: (email: FuzzAccount) => Promise<string>,
): Promise<FuzzTokens> {
  const [admin, teacher, learner] = await Promise.all([
    tokenFor(ADMIN),
    tokenFor(TEACHER),
    tokenFor(LEARNER),
  ]);
  return { [ADMIN]: admin, [TEACHER]: teacher, [LEARNER]: learner };
}

const JSON_ENDPOINTS: readonly JsonEndpoint[] = [
  {
    method: 'POST',
    path: '/courses',
    port: 'api',
    as: ADMIN,
    valid: {
      name: 'Fuzz',
      description: 'd',
      price: 10,
      star: 4,
      img: '/images/x.webp',
      category: 'Academic',
    },
    required: { name: 'text' },
    optional: { price: 'number', star: 'number' },
    limited: ['name', 'description', 'img'],
  },
  {
    method: 'POST',
    path: '/review',
    port: 'api',
    as: LEARNER,
    valid: { name: 'Fuzz', comment: 'c', rating: 3 },
    required: { name: 'text', rating: 'number' },
    limited: ['name', 'comment'],
  },
  {
    method: 'POST',
    path: '/enroll',
    port: 'api',
    as: LEARNER,
    // The learner already holds an enrollment in this course: even a valid body would be a 409.
    valid: {
      courseId: SEED_IDS.dataScienceCourse,
      price: 129,
      displayName: 'Lena',
      email: LEARNER,
      address: 'a',
      city: 'c',
      phone: '+1234567',
    },
    required: { courseId: 'text', displayName: 'text', email: 'email' },
    optional: { price: 'number' },
    limited: ['displayName', 'email', 'address', 'city', 'phone'],
  },
  {
    method: 'POST',
    path: '/assigncourse',
    port: 'api',
    as: TEACHER,
    valid: { name: 'Fuzz', description: 'd', img: 'https://example.com/x.png' },
    required: { name: 'text' },
    limited: ['name', 'description', 'img'],
  },
  {
    method: 'POST',
    path: '/users',
    port: 'api',
    as: LEARNER,
    valid: { email: LEARNER, displayName: 'Lena Learner' },
    required: { email: 'email' },
    limited: ['displayName', 'email'],
  },
  {
    method: 'PUT',
    path: '/users/admin',
    port: 'api',
    as: ADMIN,
    valid: { email: LEARNER },
    required: { email: 'email' },
    limited: ['email'],
  },
  {
    method: 'PUT',
    path: '/user/teacher',
    port: 'api',
    as: ADMIN,
    valid: { email: LEARNER },
    required: { email: 'email' },
    limited: ['email'],
  },
  ...(['payment', 'api'] as const).map((port): JsonEndpoint => ({
    method: 'POST',
    path: '/payment',
    port,
    as: LEARNER,
    valid: {
      token: 'tok_visa',
      card: { brand: 'Visa', last4: '4242' },
      enrollmentId: SEED_IDS.unpaidEnrollment,
      product: { name: 'Data Science', price: 129, productBy: 'Learn Academy' },
    },
    required: { token: 'text', enrollmentId: 'text', card: 'text' },
    limited: [],
  })),
];

const EMAIL_FIELDS = {
  lib_version: '3.2.0',
  service_id: 'service_offline',
  template_id: 'template_contact',
  user_id: 'offline-public-key',
  name: 'Fuzz',
  email: 'fuzz@example.com',
  subject: 'Fuzz',
  message: 'Fuzz',
};
const EMAIL_ID_FIELDS = ['service_id', 'template_id', 'user_id'] as const;
const EMAIL_PATHS = ['/api/v1.0/email/send-form', '/api/v1.0/email/send'] as const;

export const INJECTIONS: readonly string[] = [
  '../',
  '../../db.json',
  '..%2F..%2Fdb.json',
  '%2e%2e%2fpackage.json',
  '$where',
  '{"$gt":""}',
  '{"$where":"sleep(1000)"}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  '1; DROP TABLE courses',
  '__proto__',
  'constructor',
  'prototype',
  '${7*7}',
  '{{7*7}}',
  'javascript:alert(1)',
  '\u0000',
  'a\u0000b',
  '%00',
  '%E0%A4%A',
  '%',
  '\u202e\ud83d\ude00',
];

const JUNK_FOR_TEXT: readonly unknown[] = [
  {},
  [],
  { $gt: '' },
  { $where: '1' },
  ['a', 'b'],
  [{ $ne: null }],
];
const JUNK_FOR_NUMBER: readonly unknown[] = [
  'abc',
  '12',
  '',
  true,
  1e308,
  '1e999',
  'Infinity',
  '-Infinity',
  'NaN',
  '0x',
  {},
  [],
  { $gt: 0 },
  -1,
  -1e308,
];
const JUNK_FOR_EMAIL: readonly unknown[] = [
  'not-an-email',
  '<script>@x',
  '{"$gt":""}',
  'a@',
  '@b.c',
  { $gt: '' },
  [],
];

const BROKEN_JSON: readonly string[] = [
  '{',
  '}',
  '{"name":',
  "{'name':'x'}",
  '{"a":1,}',
  '[1,2',
  'undefined',
  'NaN',
  '{name: "x"}',
  '{"a":"\u0000"}',
  '\u0000{}',
  '{"a":01}',
  '{"a":"\\x41"}',
  '<xml/>',
  '{"a":1}{"b":2}',
];

const NOT_OBJECTS: readonly string[] = ['[]', '[{}]', '"text"', '123', 'null', '0', '""'];

const UNKNOWN_FIELDS: Record<string, unknown> = {
  $where: 'this.admin == true',
  ['__proto__']: { admin: true },
  constructor: { prototype: { admin: true } },
  _id: '6650a1c00000000000000001',
  admin: true,
  status: 'Paid',
  extra: 'x'.repeat(100),
};

const BAD_CONTENT_TYPES: readonly string[] = [
  'application/xml',
  'text/html',
  'image/png',
  'application/octet-stream',
  'text/csv',
  'application/javascript',
];

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function deepObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Authorization headers that must never be accepted. */
function badAuthorizations(random: Random, tokens: FuzzTokens): string[] {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://securetoken.google.com/demo-courses',
    aud: 'demo-courses',
    iat: now,
    exp: now + 3600,
    sub: 'uid',
    email: LEARNER,
  };
  const none = base64Url({ alg: 'none', typ: 'JWT' });
  return [
    '',
    'Bearer',
    'Bearer ',
    'Basic YWRtaW46YWRtaW4=',
    'Bearer null',
    'Bearer undefined',
    'Bearer a.b.c',
    'Bearer ..',
    `Bearer ${'a'.repeat(between(random, 1000, 8000))}`,
    `Bearer ${tokens[LEARNER]}x`,
    `Bearer ${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.`,
    `Bearer ${none}.${base64Url({ ...claims, exp: now - 10 })}.`,
    `Bearer ${none}.${base64Url({ ...claims, aud: 'other', iss: 'https://securetoken.google.com/other' })}.`,
    `Bearer ${none}.${base64Url({ ...claims, email: { $gt: '' } })}.`,
    `Bearer ${none}.${base64Url({ ...claims, email: '' })}.`,
    `Bearer ${none}.${base64Url({ ...claims, exp: '9999999999' })}.`,
    `Bearer ${none}.${base64Url({ ...claims, iat: now + 100_000 })}.`,
    `Bearer ${none}.${base64Url([claims])}.`,
    `Bearer ${none}.!!!.`,
    `Token ${tokens[ADMIN]}`,
    `Bearer ${tokens[ADMIN]} ${tokens[ADMIN]}`,
  ];
}

function jsonHeaders(
  tokens: FuzzTokens,
  as: FuzzAccount | null,
  contentType = 'application/json',
): Record<string, string> {
  return {
    'Content-Type': contentType,
    ...(as ? { Authorization: `Bearer ${tokens[as]}` } : {}),
  };
}

function withField(body: Record<string, unknown>, field: string, value: unknown) {
  return { ...body, [field]: value };
}

function withoutField(body: Record<string, unknown>, field: string) {
  return Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));
}

function junkFor(random: Random, kind: FieldKind): unknown {
  if (kind === 'number') return pick(random, JUNK_FOR_NUMBER);
  if (kind === 'email') return pick(random, JUNK_FOR_EMAIL);
  return pick(random, JUNK_FOR_TEXT);
}

/** A body with one defect: a wrong type or a missing required field. */
function defectiveBody(random: Random, endpoint: JsonEndpoint): Record<string, unknown> {
  const [field, kind] = pick(random, Object.entries(endpoint.required));
  return random() < 0.5
    ? withField(endpoint.valid, field, junkFor(random, kind))
    : withoutField(endpoint.valid, field);
}

function jsonEndpointCases(random: Random, tokens: FuzzTokens, endpoint: JsonEndpoint): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (kind: string, request: Omit<RawRequest, 'method' | 'target'>): void => {
    cases.push({
      kind,
      port: endpoint.port,
      request: { method: endpoint.method, target: endpoint.path, ...request },
    });
  };
  const headers = jsonHeaders(tokens, endpoint.as);

  for (const text of BROKEN_JSON) add('bad JSON', { headers, body: text });
  for (let i = 0; i < 10; i += 1) {
    // Any proper prefix of a JSON object is not JSON.
    const text = JSON.stringify(endpoint.valid);
    add('truncated JSON', { headers, body: text.slice(0, between(random, 1, text.length - 1)) });
  }
  for (const text of NOT_OBJECTS) add('JSON that is not an object', { headers, body: text });
  add('empty body', { headers, body: '' });
  add('no body', { headers });

  const typed = { ...endpoint.required, ...endpoint.optional };
  for (const [field, kind] of Object.entries(typed)) {
    const junk =
      kind === 'number' ? JUNK_FOR_NUMBER : kind === 'email' ? JUNK_FOR_EMAIL : JUNK_FOR_TEXT;
    for (const value of junk) {
      add('wrong type', { headers, body: JSON.stringify(withField(endpoint.valid, field, value)) });
    }
    if (field in endpoint.required) {
      add('missing field', { headers, body: JSON.stringify(withoutField(endpoint.valid, field)) });
    }
    add('null field', { headers, body: JSON.stringify(withField(endpoint.valid, field, null)) });
  }
  for (let i = 0; i < 8; i += 1) {
    add('unknown fields with a defect', {
      headers,
      body: JSON.stringify({ ...defectiveBody(random, endpoint), ...UNKNOWN_FIELDS }),
    });
  }
  for (const field of endpoint.limited) {
    for (let i = 0; i < 2; i += 1) {
      const huge = `${field === 'email' ? 'a' : ''}${'x'.repeat(between(random, 2_100, 90_000))}`;
      add('huge string', { headers, body: JSON.stringify(withField(endpoint.valid, field, huge)) });
    }
  }
  for (const field of Object.keys(typed)) {
    for (const depth of [50, 5_000, 30_000]) {
      const nested = random() < 0.5 ? deepArray(depth) : deepObject(Math.floor(depth / 6));
      const body = JSON.stringify(withField(endpoint.valid, field, '__NESTED__')).replace(
        '"__NESTED__"',
        nested,
      );
      add('nested junk', { headers, body });
    }
  }
  add('nested junk body', { headers, body: deepArray(40_000) });
  add('nested junk body', { headers, body: deepObject(15_000) });
  for (let i = 0; i < 4; i += 1) {
    const size = between(random, 100 * 1024 + 1, 400 * 1024);
    const big = JSON.stringify({ ...endpoint.valid, padding: 'p'.repeat(size) });
    add('oversized body', { headers, body: big });
  }
  add('oversized body', { headers, body: Buffer.alloc(150 * 1024, 0x7b) });
  for (const type of BAD_CONTENT_TYPES) {
    add('wrong content type', {
      headers: jsonHeaders(tokens, endpoint.as, type),
      body: JSON.stringify(endpoint.valid),
    });
  }
  add('wrong content type', {
    headers: jsonHeaders(tokens, endpoint.as, 'multipart/form-data'),
    body: JSON.stringify(endpoint.valid),
  });
  add('wrong content type', {
    headers: jsonHeaders(tokens, endpoint.as, 'multipart/form-data; boundary=zzz'),
    body: '--zzz\r\nbroken',
  });
  add('wrong content type', {
    headers: jsonHeaders(tokens, endpoint.as, 'application/x-www-form-urlencoded'),
    body: JSON.stringify(endpoint.valid),
  });
  for (const authorization of badAuthorizations(random, tokens)) {
    add('bad auth', {
      headers: { 'Content-Type': 'application/json', Authorization: authorization },
      body: JSON.stringify(endpoint.valid),
    });
  }
  add('bad auth', {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(endpoint.valid),
  });
  if (endpoint.as === ADMIN || endpoint.as === TEACHER) {
    add('wrong role', {
      headers: jsonHeaders(tokens, LEARNER),
      body: JSON.stringify(endpoint.valid),
    });
  }
  for (let i = 0; i < 6; i += 1) {
    add('NUL bytes in JSON', {
      headers,
      body: Buffer.concat([
        Buffer.from('{"name":"a'),
        Buffer.from([0]),
        Buffer.from(`b","x":${pick(random, ['1', '{', 'nul'])}`),
      ]),
    });
  }
  add('invalid UTF-8', { headers, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a]) });
  return cases;
}

function emailCases(random: Random): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const path of EMAIL_PATHS) {
    const wrap = (fields: Record<string, unknown>): Record<string, unknown> =>
      path.endsWith('/send')
        ? {
            service_id: fields.service_id,
            template_id: fields.template_id,
            user_id: fields.user_id,
            template_params: fields,
          }
        : fields;
    const add = (kind: string, request: Omit<RawRequest, 'method' | 'target'>): void => {
      cases.push({ kind, port: 'api', request: { method: 'POST', target: path, ...request } });
    };
    const json = { 'Content-Type': 'application/json' };
    for (const field of EMAIL_ID_FIELDS) {
      add('missing EmailJS id', {
        headers: json,
        body: JSON.stringify(wrap(withoutField(EMAIL_FIELDS, field))),
      });
      for (const junk of JUNK_FOR_TEXT) {
        add('wrong type', {
          headers: json,
          body: JSON.stringify(wrap(withField(EMAIL_FIELDS, field, junk))),
        });
      }
      for (const injection of ['   ', '']) {
        add('blank EmailJS id', {
          headers: json,
          body: JSON.stringify(wrap(withField(EMAIL_FIELDS, field, injection))),
        });
      }
      const form = new URLSearchParams(
        Object.entries(withoutField(EMAIL_FIELDS, field)).map(([k, v]) => [k, String(v)]),
      );
      add('missing EmailJS id', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
    }
    for (const text of [...BROKEN_JSON, ...NOT_OBJECTS])
      add('bad JSON', { headers: json, body: text });
    for (let i = 0; i < 6; i += 1) {
      const body = JSON.stringify({
        ...withoutField(EMAIL_FIELDS, pick(random, EMAIL_ID_FIELDS)),
        message: 'm'.repeat(between(random, 100 * 1024 + 1, 300 * 1024)),
      });
      add('oversized body', { headers: json, body });
    }
    for (const type of BAD_CONTENT_TYPES) {
      add('wrong content type', {
        headers: { 'Content-Type': type },
        body: JSON.stringify(wrap(EMAIL_FIELDS)),
      });
    }
    add('wrong content type', {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x',
    });
    for (const depth of [5_000, 40_000]) {
      const body = JSON.stringify({
        ...wrap(withoutField(EMAIL_FIELDS, 'user_id')),
        junk: '__NESTED__',
      }).replace('"__NESTED__"', deepArray(depth));
      add('nested junk', { headers: json, body });
    }
  }
  return cases;
}

function idPathCases(random: Random, tokens: FuzzTokens): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const encodedInjections = INJECTIONS.map((value) =>
    /%/.test(value) ? value : encodeURIComponent(value),
  );
  const rawInjections = ['..', '../..', '../db.json', '%00', '%2e%2e', '.%00.', '..;', '..%5c..'];
  const ids = [
    ...encodedInjections,
    ...rawInjections,
    'a'.repeat(5_000),
    'f'.repeat(24 * 100),
    '6650a1c0000000000000000', // 23 characters
    '6650A1C00000000000000001', // upper case
    ' 6650a1c00000000000000001',
    '6650a1c00000000000000001%00',
    '6650a1c00000000000000001%20',
    'ffff' + Array.from({ length: 20 }, () => pick(random, [...'0123456789abcdef'])).join(''),
  ];
  const targets: { method: string; prefix: string; as: FuzzAccount | null }[] = [
    { method: 'DELETE', prefix: '/courses/', as: ADMIN },
    { method: 'DELETE', prefix: '/enroll/', as: LEARNER },
    { method: 'DELETE', prefix: '/enroll/', as: ADMIN },
    { method: 'GET', prefix: '/courses/', as: null },
    { method: 'GET', prefix: '/enroll/', as: LEARNER },
    { method: 'GET', prefix: '/review/', as: null },
    { method: 'GET', prefix: '/assigncourse/', as: null },
  ];
  for (const target of targets) {
    for (const id of ids) {
      cases.push({
        kind: `${target.method} with an injected or unknown id`,
        port: 'api',
        request: {
          method: target.method,
          target: `${target.prefix}${id}`,
          headers: target.as ? { Authorization: `Bearer ${tokens[target.as]}` } : {},
        },
      });
    }
  }
  for (const id of ['%00', '..%2f', 'x'.repeat(2_000), '6650a1c00000000000000001x']) {
    cases.push({
      kind: 'DELETE without a valid token',
      port: 'api',
      request: { method: 'DELETE', target: `/courses/${id}` },
    });
  }
  return cases;
}

function queryCases(random: Random, tokens: FuzzTokens): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (
    kind: string,
    target: string,
    as: FuzzAccount | null = null,
    auth?: string,
  ): void => {
    const headers: Record<string, string> = {};
    if (as) headers.Authorization = `Bearer ${tokens[as]}`;
    if (auth !== undefined) headers.Authorization = auth;
    cases.push({ kind, port: 'api', request: { method: 'GET', target, headers } });
  };
  for (const injection of INJECTIONS) {
    const value = encodeURIComponent(injection);
    for (const list of ['/courses', '/review', '/assigncourse', '/api/v1.0/email/outbox']) {
      add('bad paging', `${list}?q=${value}&_page=${value}`);
      add('bad paging', `${list}?_limit=${value}&name_like=${value}`);
    }
    add('enrollments of someone else', `/enroll?email=${value}`, LEARNER);
    add('enrollments without a token', `/enroll?email=${value}`);
    add('users list as a learner', `/users?q=${value}`, LEARNER);
    add('enrollments with a bad token', `/enroll?email=${value}`, null, `Bearer ${value}`);
  }
  for (const bad of ['-1', '0', '1.5', 'abc', '', ' ', '1e3', '0x10', '%00']) {
    add('bad paging', `/courses?_page=${bad}`);
    add('bad paging', `/courses?_limit=${bad}`);
    add('bad paging', `/review?_end=${bad === '0' ? '-1' : bad}`);
  }
  for (const authorization of badAuthorizations(random, tokens)) {
    add('bad auth on a read', '/enroll', null, authorization);
    add('bad auth on a read', '/users', null, authorization);
  }
  add('enrollments of everyone as a learner', '/enroll', LEARNER);
  add('enrollments of everyone as a teacher', '/enroll', TEACHER);
  return cases;
}

function protocolCases(random: Random, tokens: FuzzTokens): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (kind: string, request: RawRequest): void => {
    cases.push({ kind, port: 'api', request });
  };
  add('very long URL', { method: 'GET', target: `/courses/${'a'.repeat(70_000)}` });
  add('very long URL', { method: 'GET', target: `/courses?q=${'a'.repeat(70_000)}` });
  add('huge header', {
    method: 'GET',
    target: '/enroll',
    headers: { Authorization: `Bearer ${'a'.repeat(70_000)}` },
  });
  add('NUL in the path', { method: 'GET', target: '/courses/\u0000' });
  add('NUL in a header', {
    method: 'GET',
    target: '/enroll',
    headers: { Authorization: 'Bearer a\u0000b' },
  });
  add('space in the path', { method: 'GET', target: '/courses/a b' });
  add('unknown method', { method: 'FOO', target: '/courses' });
  for (const method of ['PATCH', 'PUT', 'TRACE']) {
    add('method not allowed', {
      method,
      target: '/courses',
      headers: jsonHeaders(tokens, ADMIN),
      body: '{}',
    });
  }
  add('method not allowed', {
    method: 'DELETE',
    target: '/courses',
    headers: jsonHeaders(tokens, ADMIN),
  });
  add('method not allowed', {
    method: 'POST',
    target: '/courses/6650a1c00000000000000001',
    headers: jsonHeaders(tokens, ADMIN),
    body: '{}',
  });
  for (const target of [
    '/../db.json',
    '/../../package.json',
    '/%2e%2e/db.json',
    '/..%2f..%2f.data%2fdb.json',
    '/images/../../db.json',
    '//[',
    '//evil.example/courses/x',
    '/%',
    '/%E0%A4%A',
    '/courses/%',
    '/__proto__',
    '/constructor/prototype',
    '/no-such-route',
    `/${pick(random, INJECTIONS.map(encodeURIComponent))}`,
  ]) {
    add('path injection', { method: 'GET', target });
  }
  add('bad chunked body', {
    method: 'POST',
    target: '/review',
    headers: { ...jsonHeaders(tokens, LEARNER), 'Transfer-Encoding': 'chunked' },
    body: 'zz\r\nnot-a-chunk\r\n0\r\n\r\n',
    noContentLength: true,
  });
  add('conflicting lengths', {
    method: 'POST',
    target: '/review',
    headers: {
      ...jsonHeaders(tokens, LEARNER),
      'Transfer-Encoding': 'chunked',
      'Content-Length': '5',
    },
    body: '0\r\n\r\n',
    noContentLength: true,
  });
  return cases;
}

/**
 * At least `minimum` malformed requests, deterministic for a given seed: one pass over every
 * family of defects, then random picks from the same families until there are enough. `tokens`
 * sign the requests in where a defect other than the credentials is tested.
 */
export function fuzzCases(seed: number, tokens: FuzzTokens, minimum = 2_000): FuzzCase[] {
  const random = seededRandom(seed);
  const families = (): FuzzCase[] => [
    ...JSON_ENDPOINTS.flatMap((endpoint) => jsonEndpointCases(random, tokens, endpoint)),
    ...emailCases(random),
    ...idPathCases(random, tokens),
    ...queryCases(random, tokens),
    ...protocolCases(random, tokens),
  ];
  const cases = families();
  while (cases.length < minimum) {
    const more = families();
    cases.push(...Array.from({ length: Math.min(200, more.length) }, () => pick(random, more)));
  }
  return cases;
}

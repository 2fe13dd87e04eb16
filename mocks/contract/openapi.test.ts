/**
 * docs/api.yaml itself: a valid OpenAPI 3.1 document (checked against the OpenAPI 3.1 schema by
 * @seriousme/openapi-schema-validator), whose schemas Ajv compiles strictly as JSON Schema 2020-12;
 * it names exactly the routes the mock API registers, states the request limits the shared Yup
 * schemas enforce, and the response check built on it (./openapi.ts, which the contract client runs
 * on every response) refuses what the document does not describe.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { AnyObject, ObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';
import {
  assignedCourseSchema,
  courseSchema,
  enrollmentSchema,
  isSafeImageUrl,
  LIMITS,
  newUserSchema,
  PAYMENT_TOKEN_PREFIX,
  paymentRequestSchema,
  revocationSchema,
  reviewSchema,
  roleChangeSchema,
} from '@/shared/domain/schemas';
import { createMediaSigner, randomMediaKey } from '../api/media';
import { createTestTokenVerifier } from '../api/tokens';
import { createAuth } from '../api/core/auth';
import { createCollections } from '../api/core/collections';
import type { ApiDeps } from '../api/core/deps';
import { emptyDatabase } from '../api/database';
import { createRateLimits } from '../api/rateLimit';
import { createMemoryStore } from '../api/store';
import { REPO_ROOT } from '../server/paths';
import {
  API_DOCUMENT_FILE,
  createApiContract,
  dereference,
  HTTP_METHODS,
  pointerTo,
  readApiDocument,
  type ObservedResponse,
  type OpenApiDocument,
} from './openapi';

const document = readApiDocument();
const contract = createApiContract(document);

describe('docs/api.yaml', () => {
  it('is a valid OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    const validator =
      require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
    const run = spawnSync(process.execPath, [validator, API_DOCUMENT_FILE], { encoding: 'utf8' });
    const result = JSON.parse(run.stdout) as { valid: boolean; errors?: unknown };
    expect(result).toEqual({ valid: true });
  });

  it('writes every schema in JSON Schema 2020-12 that Ajv compiles in strict mode', () => {
    expect(contract.compileEverySchema()).toEqual([]);
  });

  it('documents every route the mock API registers, and no other', async () => {
    const registered: string[] = [];
    const store = createMemoryStore(emptyDatabase());
    const deps: ApiDeps = {
      route: (spec) => {
        const [method = '', routePath = ''] = spec.split(' ');
        registered.push(`${method} ${routePath.replace(/:(\w+)/g, '{$1}')}`);
      },
      store,
      now: Date.now,
      auth: createAuth(store, createTestTokenVerifier()),
      collections: createCollections(store),
      limits: createRateLimits(),
      mediaSigner: createMediaSigner(randomMediaKey()),
      seed: emptyDatabase,
    };
    const resources = path.join(REPO_ROOT, 'mocks', 'api', 'resources');
    const modules = readdirSync(resources).filter((file) => /^[^.]+\.ts$/.test(file));
    for (const file of modules) {
      const exported: Record<string, unknown> = await import(path.join(resources, file));
      for (const [name, value] of Object.entries(exported)) {
        if (/^register[A-Z]/.test(name) && typeof value === 'function') value(deps);
      }
    }
    const documented = Object.entries(document.paths).flatMap(([template, item]) =>
      HTTP_METHODS.filter((method) => item[method] !== undefined).map(
        (method) => `${method.toUpperCase()} ${template}`,
      ),
    );
    expect(registered.length).toBeGreaterThan(25);
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it('marks the development routes as development-only', () => {
    const dev = Object.entries(document.paths).filter(([template]) =>
      template.startsWith('/__dev/'),
    );
    expect(dev.length).toBeGreaterThan(0);
    for (const [template, item] of dev) {
      const operation = item.post as Record<string, unknown> | undefined;
      expect({ template, developmentOnly: operation?.['x-development-only'] }).toEqual({
        template,
        developmentOnly: true,
      });
    }
  });
});

/** A schema of the document with its references followed and the siblings of `$ref` kept. */
function schemaAt(doc: OpenApiDocument, value: unknown, pointer: string): Record<string, unknown> {
  const { value: target } = dereference(doc, value, pointer);
  const siblings =
    typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== '$ref'))
      : {};
  return { ...(target as Record<string, unknown>), ...siblings };
}

const isDescription = (field: SchemaFieldDescription): field is SchemaDescription =>
  'tests' in field && 'optional' in field;

/**
 * Compares a Yup object schema with a request body schema of the document, field by field: the
 * field names, which are required, the types, and each limit Yup tests. A Yup test this does not
 * know fails it, so that a new rule is written down too.
 */
function differences(
  yupSchema: SchemaDescription,
  documented: Record<string, unknown>,
  where: string,
): string[] {
  const found: string[] = [];
  const fields =
    'fields' in yupSchema ? (yupSchema.fields as Record<string, SchemaFieldDescription>) : {};
  const properties = (documented.properties ?? {}) as Record<string, unknown>;
  const required = (documented.required ?? []) as string[];
  const names = Object.keys(fields).sort();
  if (JSON.stringify(names) !== JSON.stringify(Object.keys(properties).sort())) {
    found.push(
      `${where}: fields ${names.join(', ')}; documented ${Object.keys(properties).join(', ')}`,
    );
  }
  for (const name of names) {
    const field = fields[name];
    if (!field || !isDescription(field) || !(name in properties)) continue;
    const at = `${where}.${name}`;
    const schema = schemaAt(document, properties[name], at);
    if (!field.optional !== required.includes(name))
      found.push(`${at}: required ${!field.optional}`);
    const type = field.type === 'mixed' ? undefined : field.type;
    if (type !== undefined && schema.type !== type)
      found.push(`${at}: type ${type}, documented ${String(schema.type)}`);
    if (field.oneOf.length > 0 && JSON.stringify(schema.enum) !== JSON.stringify(field.oneOf)) {
      found.push(
        `${at}: one of ${field.oneOf.join(', ')}, documented ${JSON.stringify(schema.enum)}`,
      );
    }
    const expect = (keyword: string, value: unknown) => {
      if (JSON.stringify(schema[keyword]) !== JSON.stringify(value)) {
        found.push(
          `${at}: ${keyword} ${JSON.stringify(value)}, documented ${JSON.stringify(schema[keyword])}`,
        );
      }
    };
    for (const test of field.tests) {
      const params = (test.params ?? {}) as Record<string, unknown>;
      switch (test.name) {
        case 'trim':
        case 'finite':
        case 'noUnknown':
        case 'required':
          break;
        case 'max':
          expect(type === 'string' ? 'maxLength' : 'maximum', params.max);
          break;
        case 'min':
          expect(type === 'string' ? 'minLength' : 'minimum', params.min);
          break;
        case 'matches':
          expect('pattern', (params.regex as RegExp).source);
          break;
        case 'email':
          expect('format', 'email');
          break;
        case 'course-price-range':
          expect('anyOf', [
            { type: 'number', const: 0 },
            { type: 'number', minimum: LIMITS.coursePriceMin, maximum: LIMITS.coursePriceMax },
          ]);
          break;
        case 'paid-price-range':
          expect('minimum', LIMITS.coursePriceMin);
          expect('maximum', LIMITS.coursePriceMax);
          break;
        case 'course-price-cents':
        case 'paid-price-cents':
          expect('multipleOf', 0.01);
          break;
        case 'card-token':
          expect('pattern', `^${PAYMENT_TOKEN_PREFIX}`);
          break;
        case 'safe-image-url':
          expect('maxLength', LIMITS.imgMax);
          break;
        default:
          found.push(`${at}: Yup test '${test.name}' is not compared with the document yet`);
      }
    }
    if (field.type === 'object') found.push(...differences(field, schema, at));
  }
  return found;
}

describe('docs/api.yaml request bodies', () => {
  const requestSchema = (name: string) =>
    schemaAt(document, { $ref: `#${pointerTo('components', 'schemas', name)}` }, name);

  it.each([
    ['NewCourse', courseSchema],
    ['NewAssignedCourse', assignedCourseSchema],
    ['NewEnrollment', enrollmentSchema],
    ['NewReview', reviewSchema],
    ['NewUser', newUserSchema],
    ['RoleChange', roleChangeSchema],
    ['PaymentRequest', paymentRequestSchema],
    ['CertificateRevocation', revocationSchema],
  ] as [string, ObjectSchema<AnyObject>][])(
    '%s states the limits of the Yup schema the server validates it with',
    (name, schema) => {
      expect(differences(schema.describe(), requestSchema(name), name)).toEqual([]);
    },
  );

  it('takes the image URLs the server takes', () => {
    const pattern = new RegExp(String(requestSchema('ImageUrl').pattern), 'u');
    for (const url of [
      '/images/courses/calculus.webp',
      'https://example.com/a.png',
      'HTTP://EXAMPLE.COM/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'https://',
      'http://exa mple.com/a.png',
      '/images/a\u0001.png',
      'images/relative.png',
    ]) {
      expect({ url, accepted: pattern.test(url) }).toEqual({ url, accepted: isSafeImageUrl(url) });
    }
  });
});

describe('the response check (what the contract client runs on every response)', () => {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers':
      'X-Total-Count, X-Search-Match, X-Search-Terms, Retry-After, ETag',
  };
  const course = {
    _id: '6650a1c00000000000000001',
    name: 'Data Science',
    description: 'Learn data science',
    price: 129,
    star: 4.8,
    img: '/images/courses/data-science.webp',
    category: 'Technical',
  };
  const observed = (
    request: string,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): ObservedResponse => {
    const [method = 'GET', requestPath = '/'] = request.split(' ');
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const type =
      typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
    return {
      method,
      surface: 'api',
      path: requestPath,
      status,
      headers: new Headers({
        ...cors,
        ...(body === undefined ? {} : { 'Content-Type': type }),
        ...headers,
      }),
      text,
    };
  };
  const problems = (response: ObservedResponse) => contract.checkResponse(response).problems;

  it('accepts a response the document describes, and names the operation it answered', () => {
    const check = contract.checkResponse(observed(`GET /courses/${course._id}`, 200, course));
    expect(check).toEqual({
      operation: 'GET /courses/{id}',
      pointer: '/paths/~1courses~1{id}/get/responses/200',
      problems: [],
    });
  });

  it('names the field of a body that does not match, with the schema that says so', () => {
    const wrong = { ...course, price: '129', leaked: 'x' };
    expect(problems(observed(`GET /courses/${course._id}`, 200, wrong))).toEqual([
      "body: must NOT have additional properties 'leaked' (#/components/schemas/Course/additionalProperties)",
      'body/price: must be number (#/components/schemas/Dollars/type)',
    ]);
  });

  it('refuses a status the operation does not document', () => {
    expect(problems(observed('GET /courses/facets', 403, { error: 'No' }))).toEqual([
      'status 403 is not documented (it documents 200, 400, 414)',
    ]);
  });

  it('checks the headers a response must carry', () => {
    expect(problems(observed('GET /review', 200, [], { 'X-Total-Count': 'many' }))).toEqual([
      'header X-Total-Count ("many"): must be integer (#/components/headers/XTotalCount/schema/type)',
    ]);
    const withoutCors = observed('GET /review', 200, []);
    withoutCors.headers.delete('Access-Control-Allow-Origin');
    withoutCors.headers.set('X-Total-Count', '0');
    expect(problems(withoutCors)).toEqual(['header Access-Control-Allow-Origin: missing']);
  });

  it('checks the media type: the EmailJS texts are plain text', () => {
    expect(problems(observed('POST /api/v1.0/email/send-form', 200, 'OK'))).toEqual([]);
    expect(problems(observed('POST /api/v1.0/email/send-form', 200, { ok: true }))).toEqual([
      'Content-Type application/json: expected text/plain',
    ]);
  });

  it('holds a path no operation names to the documented 404, and another method to 405', () => {
    expect(problems(observed('GET /db', 404, { error: 'Not found' }))).toEqual([]);
    expect(problems(observed('GET /db', 200, { courses: [] }))).toEqual([
      'status 200: expected 404 for no documented path (#/components/responses/NotFound)',
    ]);
    expect(
      problems(
        observed(
          'PATCH /courses',
          405,
          { error: 'Method not allowed' },
          { Allow: 'GET, POST, OPTIONS' },
        ),
      ),
    ).toEqual([]);
    expect(problems(observed('PATCH /courses', 405, { error: 'Method not allowed' }))).toEqual([
      'header Allow: missing',
    ]);
  });

  it('knows which paths the payment URL answers', () => {
    const onPayment = (response: ObservedResponse): ObservedResponse => ({
      ...response,
      surface: 'payment',
    });
    expect(problems(onPayment(observed('GET /courses', 404, { error: 'Not found' })))).toEqual([]);
    expect(
      contract.checkResponse(
        onPayment(
          observed('POST /payment', 402, {
            error: 'Your card was declined.',
            code: 'card_declined',
          }),
        ),
      ),
    ).toMatchObject({ operation: 'POST /payment on the payment URL', problems: [] });
  });
});

/**
 * The API contract written down: docs/api.yaml (OpenAPI 3.1). `checkResponse` finds the operation a
 * request reached (method, the base URL's surface, the path template; a literal segment beats a
 * parameter, as in the mock API's router) and checks the response against what the document says
 * it answers: the status, the headers (the ones on every response too) and the body, by its media
 * type. Schemas are JSON Schema 2020-12, checked with Ajv's 2020-12 build and ajv-formats.
 *
 * What the document's `x-any-request` says every request can get is used where no operation
 * answers: an unknown path is its documented 404, a documented path with another method its 405,
 * OPTIONS its preflight, an undocumented 500 its failure. Nothing is exempt.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { REPO_ROOT } from '../server/paths';
import { splitPath } from '../api/core/routing';

export const API_DOCUMENT_FILE = path.join(REPO_ROOT, 'docs', 'api.yaml');

/** Which base URL answered: the product API, or the payment endpoint's own. */
export type Surface = 'api' | 'payment';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type Json = Record<string, unknown>;

export interface ServerObject {
  url: string;
  'x-surface'?: Surface;
}

export interface HeaderObject {
  required?: boolean;
  schema?: unknown;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
}

export interface OperationObject {
  operationId?: string;
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: unknown[];
}

export type PathItem = Partial<Record<HttpMethod, OperationObject>> & {
  servers?: ServerObject[];
  parameters?: unknown[];
};

export interface OpenApiDocument {
  openapi: string;
  servers?: ServerObject[];
  paths: Record<string, PathItem>;
  components?: Json;
  'x-any-request'?: { headers?: Record<string, unknown>; responses?: Record<string, unknown> };
}

/** A response as the contract client received it. */
export interface ObservedResponse {
  method: string;
  surface: Surface;
  /** The path below the base URL, with its query string. */
  path: string;
  status: number;
  headers: Headers;
  text: string;
}

export interface ResponseCheck {
  /** What answered: 'GET /courses/{id}', or 'any request (unknown path)'. */
  operation: string;
  /** Where the document describes the response used ('' when none does). */
  pointer: string;
  problems: string[];
}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parsed document. Throws when the file is not an OpenAPI document at all. */
export function readApiDocument(file: string = API_DOCUMENT_FILE): OpenApiDocument {
  const parsed: unknown = parse(readFileSync(file, 'utf8'));
  if (!isRecord(parsed) || typeof parsed.openapi !== 'string' || !isRecord(parsed.paths)) {
    throw new Error(`${file}: not an OpenAPI document (no openapi version or paths)`);
  }
  return parsed as unknown as OpenApiDocument;
}

const escapePointer = (part: string): string => part.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (part: string): string => part.replace(/~1/g, '/').replace(/~0/g, '~');

export const pointerTo = (...parts: string[]): string =>
  parts.map((part) => `/${escapePointer(part)}`).join('');

/** The value at a local JSON pointer ('#/components/...') in the document. */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`Only local references are used here: ${ref}`);
  let value: unknown = doc;
  for (const part of ref.slice(1).split('/').slice(1)) {
    if (!isRecord(value) && !Array.isArray(value)) return undefined;
    value = (value as Json)[unescapePointer(part)];
  }
  return value;
}

/** An object that may be a Reference Object, resolved; `pointer` says where it lives. */
export function dereference(
  doc: OpenApiDocument,
  value: unknown,
  pointer: string,
): { value: unknown; pointer: string } {
  let current = value;
  let at = pointer;
  for (let hops = 0; isRecord(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 10) throw new Error(`Reference loop at ${at}`);
    at = current.$ref.slice(1);
    current = resolvePointer(doc, current.$ref);
    if (current === undefined) throw new Error(`Unresolved reference at ${pointer}`);
  }
  return { value: current, pointer: at };
}

interface DocumentedPath {
  template: string;
  segments: string[];
  literals: number;
  item: PathItem;
  surfaces: Surface[];
}

const DOCUMENT_ID = 'https://learn-academy.example/docs/api.yaml';

/** Where each object of the document lives (its JSON pointer), to name the schema that failed. */
function objectPointers(doc: OpenApiDocument): WeakMap<object, string> {
  const pointers = new WeakMap<object, string>();
  const visit = (value: unknown, pointer: string): void => {
    if (typeof value !== 'object' || value === null || pointers.has(value)) return;
    pointers.set(value, pointer);
    for (const [key, item] of Object.entries(value)) visit(item, `${pointer}${pointerTo(key)}`);
  };
  visit(doc, '');
  return pointers;
}

/** Formats an Ajv error: where in the value, what, and which schema keyword said so. */
function describeError(
  where: string,
  error: ErrorObject,
  pointers: WeakMap<object, string>,
): string {
  const params = error.params as Json;
  const detail =
    typeof params.additionalProperty === 'string'
      ? ` '${params.additionalProperty}'`
      : Array.isArray(params.allowedValues)
        ? ` ${JSON.stringify(params.allowedValues)}`
        : params.allowedValue !== undefined
          ? ` ${JSON.stringify(params.allowedValue)}`
          : '';
  const parent: unknown = error.parentSchema;
  const located = typeof parent === 'object' && parent !== null ? pointers.get(parent) : undefined;
  const schema =
    located === undefined ? error.schemaPath : `#${located}${pointerTo(error.keyword)}`;
  return `${where}${error.instancePath}: ${error.message ?? 'is invalid'}${detail} (${schema})`;
}

export interface ApiContract {
  readonly document: OpenApiDocument;
  checkResponse(observed: ObservedResponse): ResponseCheck;
  /** Compiles every schema in the document; the pointers and errors of those that fail. */
  compileEverySchema(): string[];
}

export function createApiContract(doc: OpenApiDocument = readApiDocument()): ApiContract {
  const newAjv = (coerceTypes: boolean) => {
    const ajv = new Ajv2020({
      strict: true,
      allErrors: true,
      allowUnionTypes: true,
      coerceTypes,
      // Errors carry the schema object that failed: located in the document by `locate`.
      verbose: true,
    });
    addFormats(ajv);
    // The document's own keys, so that references into it resolve under one id.
    ajv.addVocabulary(['paths', 'components', 'x-any-request']);
    ajv.addSchema({
      $id: DOCUMENT_ID,
      paths: doc.paths,
      components: doc.components ?? {},
      'x-any-request': doc['x-any-request'] ?? {},
    });
    return ajv;
  };
  const pointers = objectPointers(doc);
  const bodies = newAjv(false);
  // Header values are text: an integer header is checked as the number it spells.
  const headerValues = newAjv(true);
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (ajv: Ajv2020, pointer: string): ValidateFunction => {
    const key = `${ajv === bodies ? 'body' : 'header'}:${pointer}`;
    let validate = compiled.get(key);
    if (!validate) {
      const fragment = pointer.split('/').map(encodeURIComponent).join('/');
      try {
        validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${fragment}` });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`docs/api.yaml: the schema at #${pointer} does not compile: ${reason}`);
      }
      compiled.set(key, validate);
    }
    return validate;
  };

  const defaultSurfaces = (doc.servers ?? []).map((server) => server['x-surface'] ?? 'api');
  const documented: DocumentedPath[] = Object.entries(doc.paths).map(([template, item]) => {
    const segments = template.split('/').filter(Boolean);
    return {
      template,
      segments,
      literals: segments.filter((segment) => !segment.startsWith('{')).length,
      item,
      surfaces: item.servers
        ? item.servers.map((server) => server['x-surface'] ?? 'api')
        : defaultSurfaces,
    };
  });
  const matches = (pattern: string[], actual: string[]): boolean =>
    pattern.length === actual.length &&
    pattern.every((part, index) => part.startsWith('{') || part === actual[index]);

  const anyRequest = doc['x-any-request'] ?? {};
  const anyResponse = (name: string) =>
    dereference(doc, anyRequest.responses?.[name], pointerTo('x-any-request', 'responses', name));

  /** The problems of `observed` against the response object at `pointer`. */
  function problemsWith(response: unknown, pointer: string, observed: ObservedResponse): string[] {
    const problems: string[] = [];
    if (!isRecord(response)) return [`no response object at ${pointer}`];
    const described = response as ResponseObject;
    const headers: [string, unknown, string][] = [
      ...Object.entries(anyRequest.headers ?? {}).map(
        ([name, header]): [string, unknown, string] => [
          name,
          header,
          pointerTo('x-any-request', 'headers', name),
        ],
      ),
      ...Object.entries(described.headers ?? {}).map(
        ([name, header]): [string, unknown, string] => [
          name,
          header,
          `${pointer}${pointerTo('headers', name)}`,
        ],
      ),
    ];
    for (const [name, header, headerPointer] of headers) {
      if (name.toLowerCase() === 'content-type') continue;
      const resolved = dereference(doc, header, headerPointer);
      const value = observed.headers.get(name);
      const headerObject = resolved.value as HeaderObject;
      if (value === null) {
        if (headerObject.required) problems.push(`header ${name}: missing`);
        continue;
      }
      if (headerObject.schema === undefined) continue;
      const validate = validatorAt(headerValues, `${resolved.pointer}/schema`);
      if (!validate(value)) {
        for (const error of validate.errors ?? []) {
          problems.push(
            describeError(`header ${name} (${JSON.stringify(value)})`, error, pointers),
          );
        }
      }
    }

    const noBody = observed.method === 'HEAD' || observed.status === 204;
    const content = described.content;
    if (!content || noBody) {
      if (observed.text !== '')
        problems.push(`body: expected none, got ${observed.text.length} characters`);
      return problems;
    }
    const received =
      (observed.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const mediaType = Object.keys(content).find((type) => type.toLowerCase() === received);
    if (!mediaType) {
      problems.push(
        `Content-Type ${received || '(none)'}: expected ${Object.keys(content).join(' or ')}`,
      );
      return problems;
    }
    if (content[mediaType]?.schema === undefined) return problems;
    let body: unknown = observed.text;
    if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
      try {
        body = JSON.parse(observed.text) as unknown;
      } catch {
        problems.push('body: not JSON');
        return problems;
      }
    }
    const validate = validatorAt(bodies, `${pointer}${pointerTo('content', mediaType, 'schema')}`);
    if (!validate(body)) {
      for (const error of validate.errors ?? [])
        problems.push(describeError('body', error, pointers));
    }
    return problems;
  }

  function checkResponse(observed: ObservedResponse): ResponseCheck {
    const method = observed.method.toUpperCase();
    const segments = splitPath(observed.path);
    const candidates = segments
      ? documented
          .filter((entry) => entry.surfaces.includes(observed.surface))
          .filter((entry) => matches(entry.segments, segments))
          .sort((a, b) => b.literals - a.literals)
      : [];
    const where = observed.surface === 'payment' ? ' on the payment URL' : '';
    const pathOnly = observed.path.split('?')[0] ?? '';

    const generic = (label: string, name: string): ResponseCheck => {
      const { value, pointer } = anyResponse(name);
      const operation = `${method} ${pathOnly}${where} (${label})`;
      const status = name === 'preflight' ? 204 : name === 'otherMethod' ? 405 : 404;
      const problems =
        observed.status === status
          ? problemsWith(value, pointer, observed)
          : [`status ${observed.status}: expected ${status} for ${label} (#${pointer})`];
      return { operation, pointer, problems };
    };

    if (candidates.length === 0) return generic('no documented path', 'unknownPath');
    if (method === 'OPTIONS') return generic('CORS preflight', 'preflight');
    const lookup = (method === 'HEAD' ? 'get' : method.toLowerCase()) as HttpMethod;
    const found = candidates.find((entry) => entry.item[lookup] !== undefined);
    if (!found) return generic('a method the path does not take', 'otherMethod');

    const operation = found.item[lookup] as OperationObject;
    const label = `${method} ${found.template}${where}`;
    const responses = operation.responses ?? {};
    const status = String(observed.status);
    const key = [status, `${status[0]}XX`, 'default'].find((name) => name in responses);
    if (key === undefined) {
      if (observed.status === 500) {
        const failure = anyResponse('failure');
        return {
          operation: label,
          pointer: failure.pointer,
          problems: problemsWith(failure.value, failure.pointer, observed),
        };
      }
      return {
        operation: label,
        pointer: '',
        problems: [
          `status ${observed.status} is not documented (it documents ${Object.keys(responses).join(', ')})`,
        ],
      };
    }
    const responsePointer = pointerTo('paths', found.template, lookup, 'responses', key);
    const { value, pointer } = dereference(doc, responses[key], responsePointer);
    return { operation: label, pointer, problems: problemsWith(value, pointer, observed) };
  }

  function compileEverySchema(): string[] {
    const failures: string[] = [];
    const visit = (value: unknown, pointer: string): void => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, `${pointer}/${index}`));
        return;
      }
      if (!isRecord(value)) return;
      for (const [key, item] of Object.entries(value)) {
        const at = `${pointer}${pointerTo(key)}`;
        const isSchema =
          (key === 'schema' && isRecord(item)) ||
          (pointer === pointerTo('components', 'schemas') && isRecord(item));
        if (isSchema) {
          try {
            validatorAt(bodies, at);
          } catch (error) {
            failures.push(error instanceof Error ? error.message : String(error));
          }
        } else {
          visit(item, at);
        }
      }
    };
    visit(doc.paths, pointerTo('paths'));
    visit(doc.components ?? {}, pointerTo('components'));
    visit(doc['x-any-request'] ?? {}, pointerTo('x-any-request'));
    return failures;
  }

  return { document: doc, checkResponse, compileEverySchema };
}

let shared: ApiContract | undefined;

/** The contract of docs/api.yaml, read and compiled once per process. */
export function apiContract(): ApiContract {
  shared ??= createApiContract();
  return shared;
}

const MAX_PROBLEMS_SHOWN = 8;

/**
 * Throws (failing the contract case) when `observed` is not a response docs/api.yaml describes for
 * the operation it answers, naming the operation, the status and every problem found.
 */
export function assertDocumentedResponse(observed: ObservedResponse): void {
  const check = apiContract().checkResponse(observed);
  if (check.problems.length === 0) return;
  const body = observed.text.length > 300 ? `${observed.text.slice(0, 300)}...` : observed.text;
  throw new Error(
    [
      `docs/api.yaml does not describe this response: ${check.operation} answered ${observed.status}` +
        (check.pointer ? ` (described at #${check.pointer})` : ''),
      ...check.problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem) => `  - ${problem}`),
      ...(check.problems.length > MAX_PROBLEMS_SHOWN
        ? [`  - and ${check.problems.length - MAX_PROBLEMS_SHOWN} more`]
        : []),
      `  request: ${observed.method} ${observed.path}`,
      `  body: ${body || '(empty)'}`,
    ].join('\n'),
  );
}

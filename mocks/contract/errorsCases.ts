/**
 * What every route answers to a request it cannot serve (unknown route, wrong method, bad or
 * large body) and to a CORS preflight.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import {
  describeResult,
  expectError,
  expectStatus,
  PERSONAS,
  type ContractCase,
} from './expectations';

export function errorsCases(): ContractCase[] {
  return [
    {
      name: 'Errors and CORS: 404 unknown route, 405 wrong method, 400 bad JSON, 413 large body, preflight',
      async run(t) {
        expectError(await call(t, 'GET', '/no-such-route'), 404, 'unknown route');
        expectError(await call(t, 'GET', '/courses/a/b'), 404, 'deeper unknown route');
        expectStatus(
          await call(t, 'PATCH', '/courses', { as: PERSONAS.admin, body: {} }),
          405,
          'wrong method',
        );
        expectError(
          await call(t, 'POST', '/review', {
            as: PERSONAS.learnerA,
            rawBody: 'not json',
            headers: { 'Content-Type': 'application/json' },
          }),
          400,
          'bad JSON',
        );
        const large = { name: 'Big', rating: 3, comment: 'x'.repeat(101 * 1024) };
        expectStatus(
          await call(t, 'POST', '/review', { as: PERSONAS.learnerA, body: large }),
          413,
          'body over 100 KB',
        );
        const get = await call(t, 'GET', '/courses', {
          headers: { Origin: 'http://localhost:3000' },
        });
        assert.ok(
          get.headers.get('access-control-allow-origin'),
          'Access-Control-Allow-Origin on responses',
        );
        const preflight = await call(t, 'OPTIONS', '/courses', {
          headers: {
            Origin: 'http://localhost:3000',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization,content-type',
          },
        });
        assert.ok(
          preflight.status === 200 || preflight.status === 204,
          `preflight: ${describeResult(preflight)}`,
        );
        assert.ok(preflight.headers.get('access-control-allow-origin'));
        assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/i);
      },
    },
  ];
}

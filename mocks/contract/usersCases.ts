/**
 * Users (/users, /user): a signed-in user's record of their own, and the roles only admins give.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import {
  expectError,
  expectFieldError,
  expectStatus,
  list,
  OBJECT_ID,
  PERSONAS,
  record,
  registerUser,
  uniqueEmail,
  type ContractCase,
} from './expectations';

export function usersCases(): ContractCase[] {
  return [
    {
      name: 'POST /users: idempotent upsert of the signed-in user',
      async run(t) {
        const email = uniqueEmail('register');
        expectError(
          await call(t, 'POST', '/users', { body: { email, displayName: 'New' } }),
          401,
          'anonymous',
        );
        expectError(
          await call(t, 'POST', '/users', {
            as: PERSONAS.learnerA,
            body: { email, displayName: 'New' },
          }),
          403,
          'someone else',
        );
        expectFieldError(
          await call(t, 'POST', '/users', { as: email, body: { email: 'nope' } }),
          'email',
          'invalid email',
        );
        const first = await call(t, 'POST', '/users', {
          as: email,
          body: { email, displayName: 'New', admin: true },
        });
        expectStatus(first, 201, 'first registration');
        const firstBody = record(first.json, 'first');
        assert.equal(firstBody.acknowledged, true);
        assert.equal(firstBody.upsertedCount, 1);
        assert.match(String(firstBody.upsertedId), OBJECT_ID);
        const again = await call(t, 'POST', '/users', {
          as: email,
          body: { email, displayName: 'New' },
        });
        expectStatus(again, 200, 'second registration');
        assert.deepEqual(again.json, {
          acknowledged: true,
          matchedCount: 1,
          modifiedCount: 0,
          upsertedCount: 0,
          upsertedId: null,
        });
        const renamed = await call(t, 'POST', '/users', {
          as: email,
          body: { email: email.toUpperCase(), displayName: 'Renamed' },
        });
        expectStatus(renamed, 200, 'same email in capitals');
        assert.equal(record(renamed.json, 'renamed').modifiedCount, 1);
        const users = list(
          (
            await call(t, 'GET', `/users?q=${encodeURIComponent(email)}`, {
              as: PERSONAS.admin,
            })
          ).json,
          'users',
        );
        assert.equal(users.length, 1, 'one record per email');
        assert.equal(users[0]?.admin, false, 'roles cannot be self-assigned');
        const flag = await call(t, 'GET', `/users/${encodeURIComponent(email)}`, { as: email });
        assert.deepEqual(flag.json, { admin: false });
      },
    },
    ...(['admin', 'teacher'] as const).map((role): ContractCase => ({
      name: `PUT ${role === 'admin' ? '/users/admin' : '/user/teacher'}: admin only; 404 unknown user; modifiedCount 0 when already ${role}`,
      async run(t) {
        const path = role === 'admin' ? '/users/admin' : '/user/teacher';
        const flagPath = role === 'admin' ? '/users/' : '/user/';
        const email = uniqueEmail(`promote-${role}`);
        await registerUser(t, email);
        expectError(await call(t, 'PUT', path, { body: { email } }), 401, 'anonymous');
        expectError(
          await call(t, 'PUT', path, { as: PERSONAS.learnerA, body: { email } }),
          403,
          'learner',
          'Admins only',
        );
        expectError(
          await call(t, 'PUT', path, { as: PERSONAS.teacher, body: { email } }),
          403,
          'teacher',
        );
        expectError(
          await call(t, 'PUT', path, { as: PERSONAS.admin, body: { email: uniqueEmail('ghost') } }),
          404,
          'unknown user',
          'No account with that email',
        );
        expectFieldError(
          await call(t, 'PUT', path, { as: PERSONAS.admin, body: { email: 'not-an-email' } }),
          'email',
          'invalid email',
        );
        const promoted = await call(t, 'PUT', path, { as: PERSONAS.admin, body: { email } });
        expectStatus(promoted, 200, 'admin promotes');
        assert.deepEqual(promoted.json, { acknowledged: true, matchedCount: 1, modifiedCount: 1 });
        const flag = await call(t, 'GET', `${flagPath}${encodeURIComponent(email)}`, { as: email });
        assert.deepEqual(flag.json, { [role]: true });
        const again = await call(t, 'PUT', path, { as: PERSONAS.admin, body: { email } });
        expectStatus(again, 200, 'already has the role');
        assert.deepEqual(again.json, { acknowledged: true, matchedCount: 1, modifiedCount: 0 });
      },
    })),
  ];
}

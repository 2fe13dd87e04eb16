/**
 * Who is asking (docs/decisions.md#who-is-asking): the tokens every server refuses, roles read from
 * the account rather than from a token's email, and records that belong to an account id. The cases
 * that craft tokens run where the suite can sign as the sign-in service does (./identity.ts).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { decodeToken } from '../api/tokens';
import { call, type ContractTarget } from './client';
import { uidOfToken } from './identity';
import {
  expectError,
  expectStatus,
  list,
  PERSONAS,
  registerUser,
  uniqueEmail,
  type ContractCase,
} from './expectations';

/** A valid token's claims for that email, to change one at a time. */
async function claimsOf(t: ContractTarget, email: string): Promise<Record<string, unknown>> {
  const claims = decodeToken(await t.identity.tokenFor(email))?.claims;
  assert.ok(claims, 'the sign-in service gave a JWT');
  return claims;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

const review = { name: 'Token test', rating: 3 };
const postReview = (t: ContractTarget, token: string) =>
  call(t, 'POST', '/review', { token, body: review });

export function identityCases(): ContractCase[] {
  return [
    {
      name: 'ID tokens: missing, malformed or not a bearer token get 401; a signed-in account gets 201',
      async run(t) {
        expectError(
          await call(t, 'POST', '/review', { body: review }),
          401,
          'missing',
          'Sign in required',
        );
        expectError(await postReview(t, 'not-a-jwt'), 401, 'malformed');
        expectError(await postReview(t, 'a.b.c'), 401, 'three garbage parts');
        const token = await t.identity.tokenFor(PERSONAS.learnerA);
        expectError(
          await call(t, 'POST', '/review', {
            body: review,
            headers: { Authorization: `Basic ${token}` },
          }),
          401,
          'not a bearer token',
        );
        expectStatus(await postReview(t, token), 201, 'a signed-in account');
      },
    },
    {
      name: 'ID tokens: expired, issued in the future, living over an hour, or of another project get 401',
      async run(t) {
        const craft = t.identity.craft;
        if (!craft) return;
        const valid = await claimsOf(t, PERSONAS.learnerA);
        const now = nowSeconds();
        const refusals: [string, Record<string, unknown>][] = [
          ['expired', { iat: now - 3700, auth_time: now - 3700, exp: now - 100 }],
          ['issued ten minutes ahead', { iat: now + 600, auth_time: now, exp: now + 3600 }],
          ['signed in ten minutes ahead', { iat: now, auth_time: now + 600, exp: now + 3600 }],
          ['living two hours', { iat: now, auth_time: now, exp: now + 7200 }],
          ['a year-long token from 1970', { iat: 0, auth_time: 0, exp: 1e308 }],
          ['another audience', { aud: 'another-project' }],
          ['another issuer', { iss: 'https://securetoken.google.com/another-project' }],
          ['no account id', { sub: '', user_id: '' }],
        ];
        for (const [what, change] of refusals) {
          expectError(await postReview(t, await craft({ ...valid, ...change })), 401, what);
        }
        const skewed = { ...valid, iat: now + 120, auth_time: now, exp: now + 3600 };
        expectStatus(await postReview(t, await craft(skewed)), 201, 'two minutes of clock skew');
      },
    },
    {
      name: 'Signed tokens: unsigned, a changed signature or a key Firebase does not publish get 401',
      async run(t) {
        const { craft, foreign } = t.identity;
        if (!t.identity.signed) return;
        const token = await t.identity.tokenFor(PERSONAS.learnerA);
        const [header = '', payload = '', signature = ''] = token.split('.');
        const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
          'base64url',
        );
        expectError(await postReview(t, `${unsigned}.${payload}.`), 401, 'alg none');
        const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
        expectError(
          await postReview(t, `${header}.${payload}.${flipped}`),
          401,
          'changed signature',
        );
        const admin = Buffer.from(
          JSON.stringify({ ...(await claimsOf(t, PERSONAS.learnerA)), email: PERSONAS.admin }),
        ).toString('base64url');
        expectError(await postReview(t, `${header}.${admin}.${signature}`), 401, 'changed claims');
        if (foreign) {
          const claims = await claimsOf(t, PERSONAS.learnerA);
          expectError(await postReview(t, await foreign(claims)), 401, 'unpublished key');
        }
        if (craft)
          expectStatus(
            await postReview(t, await craft(await claimsOf(t, PERSONAS.learnerA))),
            201,
            'crafted with the key',
          );
      },
    },
    {
      name: 'Accounts: a token naming no account, or a disabled one, gets 401',
      async run(t) {
        const { craft, disable } = t.identity;
        if (!t.identity.checksAccounts) return;
        if (craft) {
          const ghost = randomBytes(21).toString('base64url');
          const claims = { ...(await claimsOf(t, PERSONAS.learnerA)), sub: ghost, user_id: ghost };
          expectError(await postReview(t, await craft(claims)), 401, 'no such account');
        }
        if (disable) {
          const email = uniqueEmail('disabled');
          const token = await t.identity.tokenFor(email);
          await disable(email);
          expectError(await postReview(t, token), 401, 'disabled account');
        }
      },
    },
    {
      name: 'Roles and records follow the account id: a token claiming an admin’s email stays the learner it names',
      async run(t) {
        const { craft } = t.identity;
        if (!craft || !t.identity.checksAccounts) return;
        const learner = await claimsOf(t, PERSONAS.learnerA);
        const posing = await craft({
          ...learner,
          email: PERSONAS.admin,
          firebase: { identities: { email: [PERSONAS.admin] }, sign_in_provider: 'password' },
        });
        expectError(
          await call(t, 'GET', '/users', { token: posing }),
          403,
          'admin list',
          'Admins only',
        );
        const adminFlag = await call(t, 'GET', `/users/${encodeURIComponent(PERSONAS.admin)}`, {
          token: posing,
        });
        expectError(adminFlag, 403, 'reading the admin’s roles');
      },
    },
    {
      name: 'Records belong to account ids: a new account carrying someone’s email reads none of theirs',
      async run(t) {
        const { craft } = t.identity;
        if (!craft) return;
        const stranger = randomBytes(21).toString('base64url');
        const claims = {
          ...(await claimsOf(t, PERSONAS.learnerA)),
          sub: stranger,
          user_id: stranger,
        };
        const result = await call(
          t,
          'GET',
          `/enroll?email=${encodeURIComponent(PERSONAS.learnerA)}`,
          {
            token: await craft(claims),
          },
        );
        // The Firebase modes refuse an account they do not know; MSW answers that account's own (none).
        if (result.status === 401) return;
        expectStatus(result, 200, 'another account with the learner’s email');
        assert.deepEqual(list(result.json, 'enrollments'), [], 'none of the learner’s records');
      },
    },
    {
      name: 'GET /users/:email and /user/:email: the signed-in user about themselves, admins about anyone',
      async run(t) {
        const email = uniqueEmail('roles');
        await registerUser(t, email);
        const adminFlag = (who: string) => `/users/${encodeURIComponent(who)}`;
        const teacherFlag = (who: string) => `/user/${encodeURIComponent(who)}`;
        expectError(await call(t, 'GET', adminFlag(PERSONAS.admin)), 401, 'anonymous admin flag');
        expectError(
          await call(t, 'GET', teacherFlag(PERSONAS.teacher)),
          401,
          'anonymous teacher flag',
        );
        const own = await call(t, 'GET', adminFlag(email), { as: email });
        expectStatus(own, 200, 'own admin flag');
        assert.deepEqual(own.json, { admin: false });
        assert.deepEqual((await call(t, 'GET', teacherFlag(email), { as: email })).json, {
          teacher: false,
        });
        expectError(
          await call(t, 'GET', adminFlag(PERSONAS.admin), { as: email }),
          403,
          'another’s admin flag',
        );
        expectError(
          await call(t, 'GET', teacherFlag(PERSONAS.teacher), { as: email }),
          403,
          'another’s teacher flag',
        );
        assert.deepEqual(
          (await call(t, 'GET', adminFlag(PERSONAS.admin), { as: PERSONAS.admin })).json,
          { admin: true },
        );
        assert.deepEqual(
          (await call(t, 'GET', teacherFlag(PERSONAS.teacher), { as: PERSONAS.admin })).json,
          { teacher: true },
        );
        assert.deepEqual((await call(t, 'GET', adminFlag(email), { as: PERSONAS.admin })).json, {
          admin: false,
        });
        const nobody = await call(t, 'GET', teacherFlag(uniqueEmail('nobody')), {
          as: PERSONAS.admin,
        });
        expectStatus(nobody, 200, 'an admin asking about an email without an account');
        assert.deepEqual(nobody.json, { teacher: false });
      },
    },
    {
      name: 'Enrollments and payments name their owner’s account id',
      async run(t) {
        const token = await t.identity.tokenFor(PERSONAS.learnerA);
        const mine = await call(
          t,
          'GET',
          `/enroll?email=${encodeURIComponent(PERSONAS.learnerA)}`,
          { token },
        );
        expectStatus(mine, 200, 'own enrollments');
        const uid = uidOfToken(token);
        for (const item of list(mine.json, 'own'))
          assert.equal(item.uid, uid, 'owned by the account');
      },
    },
  ];
}

/**
 * No open data: only the API's own routes answer, by their own rules. json-server's extras (the
 * whole database, nested routes, _embed and _expand, static files) do not exist; the development
 * routes exist only on a server started for development, and answer admins only; a learner's
 * email, phone and address reach only that learner and admins; the contact outbox only admins.
 */
import assert from 'node:assert/strict';
import { API_ERRORS, DEV_PATHS, EMAILJS_PATHS } from '../api/api';
import { call } from './client';
import {
  enroll,
  expectError,
  expectStatus,
  list,
  PERSONAS,
  readOutbox,
  record,
  resetRateLimits,
  sendContactMessage,
  uniqueEmail,
  type ContractCase,
} from './expectations';

const NOT_AN_OBJECT_ID = '1';

export function openDataCases(): ContractCase[] {
  const learnerB = uniqueEmail('learner-b');
  return [
    {
      name: "Only the API's routes answer: no /db, /__rules, /payments, /outbox, nested routes or static files (404)",
      async run(t) {
        for (const path of [
          '/db',
          '/__rules',
          '/payments',
          `/payments/${'f'.repeat(24)}`,
          '/outbox',
          '/',
          '/index.html',
          '/teachers.json',
          '/mockServiceWorker.js',
          '/robots.txt',
        ]) {
          expectError(await call(t, 'GET', path), 404, `GET ${path}`, API_ERRORS.notFound);
          expectError(await call(t, 'GET', path, { as: PERSONAS.admin }), 404, `admin ${path}`);
        }
        expectError(await call(t, 'GET', '/db', { base: 'payment' }), 404, 'payment URL /db');
        const courses = list((await call(t, 'GET', '/courses')).json, 'courses');
        const courseId = String(courses[0]?._id);
        for (const nested of ['enroll', 'review', 'users']) {
          const path = `/courses/${courseId}/${nested}`;
          expectError(await call(t, 'GET', path, { as: PERSONAS.admin }), 404, `GET ${path}`);
        }
        // json-server would answer /enroll/1 with the record whose id is 1.
        const byNumber = `/enroll/${NOT_AN_OBJECT_ID}`;
        expectError(await call(t, 'GET', byNumber), 401, `anonymous ${byNumber}`);
        expectError(
          await call(t, 'GET', byNumber, { as: PERSONAS.admin }),
          404,
          `admin ${byNumber}`,
          API_ERRORS.noEnrollment,
        );
      },
    },
    {
      name: '_embed, _expand and other json-server query extras add nothing to a record or a list',
      async run(t) {
        const extras = '_embed=enroll&_embed=payments&_expand=users&_expand=course&_embed=outbox';
        const same = async (path: string, as?: string) => {
          const plain = await call(t, 'GET', path, { as });
          expectStatus(plain, 200, `GET ${path}`);
          const joiner = path.includes('?') ? '&' : '?';
          const withExtras = await call(t, 'GET', `${path}${joiner}${extras}`, { as });
          expectStatus(withExtras, 200, `GET ${path} with ${extras}`);
          assert.deepEqual(withExtras.json, plain.json, `${path}: the extras change nothing`);
          const leaked = /"(enroll|payments|users|user|course|outbox)"\s*:/.exec(withExtras.text);
          assert.equal(leaked, null, `${path}: no embedded collection (${String(leaked?.[0])})`);
        };
        await same('/courses');
        const courseId = String(list((await call(t, 'GET', '/courses')).json, 'courses')[0]?._id);
        await same(`/courses/${courseId}`);
        await same('/review');
        await same('/assigncourse');
        await enroll(t, PERSONAS.learnerA);
        await same(`/enroll?email=${encodeURIComponent(PERSONAS.learnerA)}`, PERSONAS.learnerA);
      },
    },
    {
      name: "Personal data: a learner's enrollment (email, phone, address) reaches only that learner and admins",
      async run(t) {
        const id = await enroll(t, PERSONAS.learnerA);
        const one = `/enroll/${id}`;
        expectError(await call(t, 'GET', one), 401, 'anonymous reads one');
        for (const other of [learnerB, PERSONAS.teacher]) {
          expectError(
            await call(t, 'GET', one, { as: other }),
            403,
            `${other} reads one`,
            API_ERRORS.ownEnrollmentOnly,
          );
        }
        for (const reader of [PERSONAS.learnerA, PERSONAS.admin]) {
          const read = await call(t, 'GET', one, { as: reader });
          expectStatus(read, 200, `${reader} reads one`);
          const enrollment = record(read.json, 'enrollment');
          assert.equal(enrollment.phone, '+8801712345678');
          assert.equal(enrollment.address, '1 Main St');
        }

        const ofA = `/enroll?email=${encodeURIComponent(PERSONAS.learnerA)}`;
        for (const other of [learnerB, PERSONAS.teacher]) {
          expectError(
            await call(t, 'GET', ofA, { as: other }),
            403,
            `${other} lists A's`,
            API_ERRORS.ownEnrollmentsOnly,
          );
          expectError(
            await call(t, 'GET', '/enroll', { as: other }),
            403,
            `${other} lists everyone's`,
            API_ERRORS.adminsOnly,
          );
        }
        // Another filter or a second email never widens a learner's own list.
        await enroll(t, learnerB);
        const ofB = `/enroll?email=${encodeURIComponent(learnerB)}`;
        for (const path of [
          `${ofB}&email=${encodeURIComponent(PERSONAS.learnerA)}`,
          `${ofB}&q=${encodeURIComponent(PERSONAS.learnerA)}`,
          `${ofB}&email_ne=${encodeURIComponent(learnerB)}`,
        ]) {
          const own = await call(t, 'GET', path, { as: learnerB });
          expectStatus(own, 200, `learner B: ${path}`);
          const emails = list(own.json, path).map((item) => item.email);
          assert.ok(
            emails.every((email) => email === learnerB),
            `learner B reads only B's: ${path}`,
          );
        }
        const twoEmails = await call(t, 'GET', `${ofB}&email=${PERSONAS.learnerA}`, {
          as: learnerB,
        });
        assert.equal(list(twoEmails.json, 'two emails').length, 1, "learner B's one enrollment");

        expectError(await call(t, 'GET', '/users'), 401, 'anonymous lists users');
        for (const other of [learnerB, PERSONAS.learnerA, PERSONAS.teacher]) {
          expectError(
            await call(t, 'GET', '/users', { as: other }),
            403,
            `${other} lists users`,
            API_ERRORS.adminsOnly,
          );
        }
        expectStatus(await call(t, 'GET', '/users', { as: PERSONAS.admin }), 200, 'admin');
      },
    },
    {
      name: 'GET the contact outbox: admins only (401, 403), newest first in pages with X-Total-Count',
      async run(t) {
        const outbox = EMAILJS_PATHS.outbox;
        expectError(await call(t, 'GET', outbox, { base: 'email' }), 401, 'anonymous');
        for (const other of [PERSONAS.learnerA, PERSONAS.teacher]) {
          expectError(
            await call(t, 'GET', outbox, { as: other, base: 'email' }),
            403,
            other,
            API_ERRORS.adminsOnly,
          );
        }
        await resetRateLimits(t);
        try {
          for (const subject of ['Outbox first', 'Outbox second']) {
            const sent = await sendContactMessage(t, subject);
            // Without the development routes earlier messages may have used up the rate limit.
            if (t.devRoutes || sent.status !== 429) expectStatus(sent, 200, subject);
          }
        } finally {
          await resetRateLimits(t);
        }
        const { result: whole, messages: all } = await readOutbox(t);
        const total = Number(whole.headers.get('x-total-count'));
        assert.ok(total >= 2, `at least 2 messages in the outbox, got ${total}`);
        const { result, messages } = await readOutbox(
          t,
          '?_sort=receivedAt&_order=desc&_page=1&_limit=2',
        );
        assert.equal(result.headers.get('x-total-count'), String(total));
        assert.equal(messages.length, 2, 'a page of 2');
        const times = messages.map((message) => String(message.receivedAt));
        assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
        // Without _page and _limit the first 100 in the order received: the newest is the last
        // of them when they are all there.
        if (total === all.length) {
          const newest = all
            .map((message) => String(message.receivedAt))
            .sort()
            .at(-1);
          assert.equal(times[0], newest, 'the first is the newest');
        }
      },
    },
    {
      name: 'Development routes (/__dev/*): 404 unless the server was started with its development flag; then admins only',
      async run(t) {
        const post = (path: string, as?: string) =>
          call(t, 'POST', path, { as, body: { count: 0 } });
        for (const path of Object.values(DEV_PATHS)) {
          if (!t.devRoutes) {
            expectError(await post(path), 404, `anonymous ${path}`, API_ERRORS.notFound);
            expectError(await post(path, PERSONAS.admin), 404, `admin ${path}`);
            continue;
          }
          expectError(await post(path), 401, `anonymous ${path}`);
          for (const other of [PERSONAS.learnerA, PERSONAS.teacher]) {
            expectError(await post(path, other), 403, `${other} ${path}`, API_ERRORS.adminsOnly);
          }
        }
        if (t.devRoutes) {
          // Harmless for the other cases: a refused count and an empty rate limit.
          expectError(await post(DEV_PATHS.seedCourses, PERSONAS.admin), 400, 'count 0');
          expectStatus(await post(DEV_PATHS.resetRateLimits, PERSONAS.admin), 200, 'admin');
        }
      },
    },
  ];
}

/**
 * The EmailJS-compatible contact form (send-form): its three encodings, the texts EmailJS answers
 * for missing ids, the outbox, and the contact rate limit.
 */
import assert from 'node:assert/strict';
import { EMAILJS_PATHS } from '../api/api';
import { CONTACT_RATE_LIMIT } from '../api/rateLimit';
import { call, type CallResult } from './client';
import {
  expectStatus,
  readOutbox,
  record,
  resetRateLimits,
  sendContactMessage,
  type ContractCase,
} from './expectations';

export function emailCases(): ContractCase[] {
  return [
    {
      name: 'EmailJS send-form: multipart, urlencoded or JSON; missing ids give EmailJS texts; outbox',
      async run(t) {
        // Messages sent earlier from this machine count against the contact rate limit.
        await resetRateLimits(t);
        const subject = `Contract ${Date.now()}`;
        const form = new FormData();
        for (const [key, value] of Object.entries({
          lib_version: '3.2.0',
          service_id: 'service_offline',
          template_id: 'template_contact',
          user_id: 'offline-public-key',
          name: 'Ana',
          email: 'ana@example.com',
          subject,
          message: 'Hello there',
        })) {
          form.append(key, value);
        }
        const sent = await call(t, 'POST', '/api/v1.0/email/send-form', {
          base: 'email',
          rawBody: form,
        });
        expectStatus(sent, 200, 'multipart send-form');
        assert.equal(sent.text, 'OK');
        const { messages: outbox } = await readOutbox(t, `?q=${encodeURIComponent(subject)}`);
        const message = outbox.find((item) => record(item.params, 'params').subject === subject);
        assert.ok(message, 'message in the outbox');
        assert.deepEqual(message.params, {
          name: 'Ana',
          email: 'ana@example.com',
          subject,
          message: 'Hello there',
        });
        assert.equal(message.serviceId, 'service_offline');
        assert.equal(message.templateId, 'template_contact');

        const fields = {
          lib_version: '3.2.0',
          service_id: 's',
          template_id: 't',
          user_id: 'u',
          name: 'B',
          email: 'b@example.com',
          subject: 'S',
          message: 'M',
        };
        const urlencoded = await call(t, 'POST', '/api/v1.0/email/send-form', {
          base: 'email',
          rawBody: new URLSearchParams(fields),
        });
        expectStatus(urlencoded, 200, 'urlencoded');
        expectStatus(
          await call(t, 'POST', '/api/v1.0/email/send-form', { base: 'email', body: fields }),
          200,
          'JSON',
        );
        const missing = async (key: string, text: RegExp) => {
          const without = Object.fromEntries(
            Object.entries(fields).filter(([name]) => name !== key),
          );
          const result = await call(t, 'POST', '/api/v1.0/email/send-form', {
            base: 'email',
            rawBody: new URLSearchParams(without),
          });
          expectStatus(result, 400, `missing ${key}`);
          assert.match(result.text, text);
        };
        await missing('user_id', /user ID is required/);
        await missing('service_id', /service ID is required/);
        await missing('template_id', /template ID is required/);
      },
    },
    {
      name: `EmailJS send-form: ${CONTACT_RATE_LIMIT.max} messages per client per window, then 429 with Retry-After`,
      async run(t) {
        // Subjects of this run only: the outbox may hold messages of earlier runs.
        const run = Math.random().toString(36).slice(2, 8);
        const send = (index: number) => sendContactMessage(t, `Rate limit ${run} ${index}`);
        // With the development routes the window starts empty, so exactly the limit is taken;
        // without them earlier messages from this client may already count.
        await resetRateLimits(t);
        try {
          let accepted = 0;
          let limited: CallResult | undefined;
          while (!limited && accepted <= CONTACT_RATE_LIMIT.max) {
            const sent = await send(accepted + 1);
            if (sent.status === 429) limited = sent;
            else {
              expectStatus(sent, 200, `message ${accepted + 1}`);
              accepted += 1;
            }
          }
          if (t.devRoutes) assert.equal(accepted, CONTACT_RATE_LIMIT.max, 'messages accepted');
          assert.ok(limited, `message ${CONTACT_RATE_LIMIT.max + 1} in a window is refused`);
          const retryAfter = Number(limited.headers.get('retry-after'));
          assert.ok(
            Number.isInteger(retryAfter) &&
              retryAfter > 0 &&
              retryAfter <= CONTACT_RATE_LIMIT.windowMs / 1000,
            `Retry-After in seconds, got ${limited.headers.get('retry-after')}`,
          );
          assert.match(limited.headers.get('content-type') ?? '', /^text\/plain/);
          assert.match(limited.text, /^Too many messages: .*try again in \d+ minutes?\.$/i);
          const { messages: outbox } = await readOutbox(
            t,
            `?q=${encodeURIComponent(`Rate limit ${run}`)}`,
          );
          const subjects = outbox.map((item) => record(item.params, 'params').subject);
          assert.ok(!subjects.includes(`Rate limit ${run} ${accepted + 1}`), 'not stored');
          // Refused messages do not count: a missing id is still a 400, not a 429.
          const missingId = await call(t, 'POST', EMAILJS_PATHS.sendForm, {
            base: 'email',
            rawBody: new URLSearchParams({ service_id: 's', template_id: 't' }),
          });
          expectStatus(missingId, 400, 'missing user id while limited');
        } finally {
          await resetRateLimits(t);
        }
        if (t.devRoutes) {
          expectStatus(await send(0), 200, 'after the reset');
          await resetRateLimits(t);
        }
      },
    },
  ];
}

/**
 * The EmailJS-compatible endpoint the contact form sends to (send-form and send, with EmailJS's
 * own 400 texts and a per-client rate limit), and the outbox where accepted messages are kept:
 * it holds senders' names, emails and messages, so only admins read it, a page at a time (`q` over
 * the sender's name and email, the subject and the message; sorted by `receivedAt` or `_id`).
 */
import type { OutboxMessage } from '@/shared/domain/entities';
import type { MockResponse } from '../http';
import { newObjectId } from '../ids';
import { listed, type ListFields } from '../listParams';
import type { RateLimiter } from '../rateLimit';
import type { ApiDeps } from '../core/deps';
import { text } from '../core/routing';
import { isRecord } from '../core/validation';

/** EmailJS's own texts for missing ids (400, text/plain). */
export const EMAILJS_ERRORS = {
  userId: 'The user ID is required. Visit https://dashboard.emailjs.com/admin/integration',
  serviceId: 'The service ID is required. Visit https://dashboard.emailjs.com/admin',
  templateId: 'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates',
} as const;

export const EMAILJS_PATHS = {
  sendForm: '/api/v1.0/email/send-form',
  send: '/api/v1.0/email/send',
  outbox: '/api/v1.0/email/outbox',
} as const;

export const TOO_MANY_MESSAGES = 'Too many messages';

/** The 429 text: plain text, which EmailJS clients show as the error's `text`. */
function tooManyMessagesText(limiter: RateLimiter, retryAfterSeconds: number): string {
  const windowMinutes = Math.round(limiter.policy.windowMs / 60_000);
  const waitMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `${TOO_MANY_MESSAGES}: you can send ${limiter.policy.max} messages every ${windowMinutes} ` +
    `minutes. Please try again in ${waitMinutes} minute${waitMinutes === 1 ? '' : 's'}.`
  );
}

const OUTBOX_LIST: ListFields<OutboxMessage, 'receivedAt'> = {
  searchIn: ({ params }) => [params.name, params.email, params.subject, params.message],
  sortFields: { receivedAt: (message) => message.receivedAt },
};

const RESERVED_EMAIL_FIELDS = [
  'lib_version',
  'service_id',
  'template_id',
  'user_id',
  'template_params',
  'accessToken',
];

function textField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The template parameters as stored: strings, without EmailJS's own fields and empty values. */
function storedParams(params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(
        ([key, value]) =>
          !RESERVED_EMAIL_FIELDS.includes(key) && value !== undefined && value !== null,
      )
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

export function registerOutbox(deps: ApiDeps): void {
  const { route, store, now, auth, limits } = deps;
  const contactLimiter = limits.contact;

  async function storeEmail(
    client: string,
    fields: Record<string, unknown>,
    params: Record<string, unknown>,
  ): Promise<MockResponse> {
    const userId = textField(fields, 'user_id');
    const serviceId = textField(fields, 'service_id');
    const templateId = textField(fields, 'template_id');
    if (!userId) return text(400, EMAILJS_ERRORS.userId);
    if (!serviceId) return text(400, EMAILJS_ERRORS.serviceId);
    if (!templateId) return text(400, EMAILJS_ERRORS.templateId);
    const decision = contactLimiter.take(client);
    if (!decision.allowed) {
      return text(429, tooManyMessagesText(contactLimiter, decision.retryAfterSeconds), {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    const message: OutboxMessage = {
      _id: newObjectId(now()),
      receivedAt: new Date(now()).toISOString(),
      serviceId,
      templateId,
      userId,
      libVersion: textField(fields, 'lib_version'),
      params: storedParams(params),
    };
    await store.update((tx) => tx.insert('outbox', message));
    return text(200, 'OK');
  }

  route(`POST ${EMAILJS_PATHS.sendForm}`, async (context) => {
    const body = await context.body();
    const fields = isRecord(body) ? body : {};
    return storeEmail(context.client, fields, fields);
  });
  route(`POST ${EMAILJS_PATHS.send}`, async (context) => {
    const body = await context.body();
    const fields = isRecord(body) ? body : {};
    const params = isRecord(fields.template_params) ? fields.template_params : {};
    return storeEmail(context.client, fields, params);
  });
  route(`GET ${EMAILJS_PATHS.outbox}`, async (context) => {
    await auth.requireAdmin(context);
    return listed((await store.read()).outbox, context.query, OUTBOX_LIST);
  });
}

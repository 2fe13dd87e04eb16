/**
 * What the contract cases share: the personas, assertions that explain a failure with the status
 * and body received, valid payloads, and small API steps (create a course, enroll, register).
 */
import assert from 'node:assert/strict';
import { DEV_PATHS, EMAILJS_PATHS } from '../api/api';
import { call, type CallResult, type ContractTarget } from './client';

export interface ContractCase {
  name: string;
  run(target: ContractTarget): Promise<void>;
}

export const PERSONAS = {
  admin: 'admin@example.com',
  teacher: 'teacher@example.com',
  learnerA: 'learner@example.com',
} as const;

export const OBJECT_ID = /^[0-9a-f]{24}$/;

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function describeResult(result: CallResult): string {
  return `${result.status} ${result.text.slice(0, 300)}`;
}

export function expectStatus(result: CallResult, status: number, what: string): void {
  assert.equal(result.status, status, `${what}: expected ${status}, got ${describeResult(result)}`);
}

export function record(value: unknown, what: string): Record<string, unknown> {
  assert.ok(
    typeof value === 'object' && value !== null && !Array.isArray(value),
    `${what}: expected a JSON object`,
  );
  return value as Record<string, unknown>;
}

export function list(value: unknown, what: string): Record<string, unknown>[] {
  assert.ok(Array.isArray(value), `${what}: expected a JSON array`);
  return value.map((item, index) => record(item, `${what}[${index}]`));
}

export function expectError(
  result: CallResult,
  status: number,
  what: string,
  message?: string,
): void {
  expectStatus(result, status, what);
  const body = record(result.json, what);
  assert.equal(typeof body.error, 'string', `${what}: expected {error: string}`);
  if (message !== undefined) assert.equal(body.error, message, what);
}

/** A 400 with a message for `field`; `names` is what that message must mention (e.g. /Price/). */
export function expectFieldError(
  result: CallResult,
  field: string,
  what: string,
  names?: RegExp,
): void {
  expectStatus(result, 400, what);
  const body = record(result.json, what);
  const fields = record(body.fields, `${what} fields`);
  const message = fields[field];
  assert.equal(typeof message, 'string', `${what}: expected fields.${field}, got ${result.text}`);
  if (names) assert.match(String(message), names, `${what}: the message names the field`);
}

export function insertedId(result: CallResult, what: string): string {
  const body = record(result.json, what);
  assert.equal(body.acknowledged, true, `${what}: acknowledged`);
  assert.match(String(body.insertedId), OBJECT_ID, `${what}: insertedId`);
  return String(body.insertedId);
}

export const validCourse = {
  name: 'Contract Course',
  description: 'Made by the contract suite',
  price: 99,
  star: 4.5,
  img: '/images/courses/calculus.webp',
  category: 'Academic',
};
export const validEnrollment = (email: string) => ({
  name: 'Data Science',
  price: 129,
  displayName: 'Lena Learner',
  email,
  address: '1 Main St',
  city: 'Dhaka',
  phone: '+8801712345678',
});

export async function createCourse(target: ContractTarget): Promise<string> {
  const created = await call(target, 'POST', '/courses', { as: PERSONAS.admin, body: validCourse });
  expectStatus(created, 201, 'admin creates a course');
  return insertedId(created, 'POST /courses');
}

export async function enroll(target: ContractTarget, email: string, price = 129): Promise<string> {
  const created = await call(target, 'POST', '/enroll', {
    as: email,
    body: { ...validEnrollment(email), price },
  });
  expectStatus(created, 201, `${email} enrolls`);
  return insertedId(created, 'POST /enroll');
}

export async function registerUser(target: ContractTarget, email: string): Promise<void> {
  const result = await call(target, 'POST', '/users', {
    as: email,
    body: { email, displayName: 'Contract User' },
  });
  assert.ok(
    result.status === 201 || result.status === 200,
    `register ${email}: ${describeResult(result)}`,
  );
}

export async function enrollmentsOf(
  target: ContractTarget,
  email: string,
): Promise<Record<string, unknown>[]> {
  const result = await call(target, 'GET', `/enroll?email=${encodeURIComponent(email)}`, {
    as: PERSONAS.admin,
  });
  expectStatus(result, 200, 'admin reads enrollments');
  return list(result.json, 'GET /enroll?email');
}

/** Empties the contact rate limit for this client (a development route, so only where it exists). */
export async function resetRateLimits(target: ContractTarget): Promise<void> {
  if (!target.devRoutes) return;
  const reset = await call(target, 'POST', DEV_PATHS.resetRateLimits, {
    as: PERSONAS.admin,
    base: 'email',
  });
  expectStatus(reset, 200, 'admin resets the contact rate limit');
}

/** A contact message through the EmailJS-compatible send-form endpoint, as a browser sends it. */
export function sendContactMessage(target: ContractTarget, subject: string): Promise<CallResult> {
  return call(target, 'POST', EMAILJS_PATHS.sendForm, {
    base: 'email',
    rawBody: new URLSearchParams({
      lib_version: '3.2.0',
      service_id: 's',
      template_id: 't',
      user_id: 'u',
      name: 'Rate',
      email: 'rate@example.com',
      subject,
      message: 'M',
    }),
  });
}

/** The contact outbox as an admin reads it. */
export async function readOutbox(
  target: ContractTarget,
  query = '',
): Promise<{ result: CallResult; messages: Record<string, unknown>[] }> {
  const result = await call(target, 'GET', `${EMAILJS_PATHS.outbox}${query}`, {
    as: PERSONAS.admin,
    base: 'email',
  });
  expectStatus(result, 200, 'admin reads the outbox');
  return { result, messages: list(result.json, 'outbox') };
}

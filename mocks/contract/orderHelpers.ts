/**
 * What the order cases (orderCases.ts) share: the calls and checks of receipts, refunds and
 * refusals of a learner's own order.
 */
import assert from 'node:assert/strict';
import { call, type CallResult, type ContractTarget } from './client';
import { expectError, expectStatus, record } from './expectations';

export const show = (value: unknown): string => JSON.stringify(value);

/** Refusal of a learner's own enrollment, payment or refund: 409 with `code` when given. */
export function expectConflict(
  result: CallResult,
  what: string,
  message: string,
  code?: string,
): Record<string, unknown> {
  expectError(result, 409, what, message);
  const body = record(result.json, what);
  if (code !== undefined) assert.equal(body.code, code, `${what}: code`);
  return body;
}

export const refund = (t: ContractTarget, id: string, as: string | null) =>
  call(t, 'POST', `/enroll/${id}/refund`, { as });

export const receipt = (t: ContractTarget, id: string, as: string | null) =>
  call(t, 'GET', `/enroll/${id}/receipt`, { as });

export async function readReceipt(
  t: ContractTarget,
  id: string,
  as: string,
): Promise<Record<string, unknown>> {
  const read = await receipt(t, id, as);
  expectStatus(read, 200, `${as} reads the receipt of ${id}`);
  return record(read.json, 'receipt');
}

/** Checks a RefundResult and returns it. */
export function expectRefunded(
  result: CallResult,
  enrollmentId: string,
  amount: number,
  what: string,
) {
  expectStatus(result, 200, what);
  const body = record(result.json, what);
  assert.equal(body.acknowledged, true, `${what}: acknowledged`);
  assert.equal(body.refunded, true, `${what}: refunded`);
  assert.equal(body.enrollmentId, enrollmentId, `${what}: enrollmentId`);
  assert.match(String(body.refundId), /^re_/, `${what}: refundId`);
  assert.equal(body.amount, amount, `${what}: the whole payment, in cents`);
  assert.ok(!Number.isNaN(Date.parse(String(body.refundedAt))), `${what}: refundedAt`);
  return body;
}

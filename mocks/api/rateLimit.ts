/**
 * Sliding-window rate limiters, kept in memory (they reset with the process, with POST /__dev/reset
 * and /__dev/reset-rate-limits and, in jest, with resetMockDatabase()): the contact form per client
 * address, and each account's writes (reviews, enrollments, declined payments).
 */

export interface RateLimitPolicy {
  /** Most accepted hits per client in one window. */
  max: number;
  windowMs: number;
}

/** Contact messages: 5 per client per 10 minutes (the client is the IP, or the one browser in MSW). */
export const CONTACT_RATE_LIMIT: RateLimitPolicy = { max: 5, windowMs: 10 * 60 * 1000 };

const HOUR_MS = 60 * 60 * 1000;

/** What one account may write in an hour: enough for any learner, too little to flood the server. */
export const ACCOUNT_RATE_LIMITS = {
  reviews: { max: 20, windowMs: HOUR_MS },
  enrollments: { max: 30, windowMs: HOUR_MS },
  declinedPayments: { max: 10, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimitPolicy>;

/** Clients tracked at most; the ones seen longest ago are forgotten first. */
const MAX_TRACKED_CLIENTS = 10_000;

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  readonly policy: RateLimitPolicy;
  /** Counts one hit for `client` when under the limit; otherwise says when to retry. */
  take(client: string): RateLimitDecision;
  /** Whether `client` is under the limit now, without counting a hit. */
  check(client: string): RateLimitDecision;
  /** Forget every client. */
  reset(): void;
}

export function createRateLimiter(
  policy: RateLimitPolicy = CONTACT_RATE_LIMIT,
  now: () => number = Date.now,
): RateLimiter {
  // Map iteration order is insertion order: re-inserting on each hit keeps the oldest first.
  const hits = new Map<string, number[]>();
  const recentOf = (client: string, time: number): number[] =>
    (hits.get(client) ?? []).filter((at) => time - at < policy.windowMs);
  const refusal = (recent: number[], time: number): RateLimitDecision => ({
    allowed: false,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil(((recent[0] ?? time) + policy.windowMs - time) / 1000),
    ),
  });
  return {
    policy,
    check(client) {
      const time = now();
      const recent = recentOf(client, time);
      return recent.length >= policy.max ? refusal(recent, time) : { allowed: true };
    },
    take(client) {
      const time = now();
      const recent = recentOf(client, time);
      hits.delete(client);
      if (recent.length >= policy.max) {
        hits.set(client, recent);
        return refusal(recent, time);
      }
      recent.push(time);
      hits.set(client, recent);
      if (hits.size > MAX_TRACKED_CLIENTS) {
        const first = hits.keys().next();
        if (!first.done) hits.delete(first.value);
      }
      return { allowed: true };
    },
    reset() {
      hits.clear();
    },
  };
}

/** The API's limiters: the contact form's per client address, the writes' per account. */
export interface RateLimits {
  contact: RateLimiter;
  reviews: RateLimiter;
  enrollments: RateLimiter;
  declinedPayments: RateLimiter;
}

export function createRateLimits(now: () => number = Date.now): RateLimits {
  return {
    contact: createRateLimiter(CONTACT_RATE_LIMIT, now),
    reviews: createRateLimiter(ACCOUNT_RATE_LIMITS.reviews, now),
    enrollments: createRateLimiter(ACCOUNT_RATE_LIMITS.enrollments, now),
    declinedPayments: createRateLimiter(ACCOUNT_RATE_LIMITS.declinedPayments, now),
  };
}

export function resetRateLimits(limits: RateLimits): void {
  for (const limiter of Object.values(limits)) limiter.reset();
}

/**
 * A sliding-window rate limiter, kept in memory (it resets with the process, with
 * POST /__dev/reset and, in jest, with resetMockDatabase()). Used for the contact endpoint.
 */

export interface RateLimitPolicy {
  /** Most accepted hits per client in one window. */
  max: number;
  windowMs: number;
}

/** Contact messages: 5 per client per 10 minutes (the client is the IP, or the one browser in MSW). */
export const CONTACT_RATE_LIMIT: RateLimitPolicy = { max: 5, windowMs: 10 * 60 * 1000 };

/** Clients tracked at most; the ones seen longest ago are forgotten first. */
const MAX_TRACKED_CLIENTS = 10_000;

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  readonly policy: RateLimitPolicy;
  /** Counts one hit for `client` when under the limit; otherwise says when to retry. */
  take(client: string): RateLimitDecision;
  /** Forget every client. */
  reset(): void;
}

export function createRateLimiter(
  policy: RateLimitPolicy = CONTACT_RATE_LIMIT,
  now: () => number = Date.now,
): RateLimiter {
  // Map iteration order is insertion order: re-inserting on each hit keeps the oldest first.
  const hits = new Map<string, number[]>();
  return {
    policy,
    take(client) {
      const time = now();
      const recent = (hits.get(client) ?? []).filter((at) => time - at < policy.windowMs);
      hits.delete(client);
      if (recent.length >= policy.max) {
        hits.set(client, recent);
        const oldest = recent[0] ?? time;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + policy.windowMs - time) / 1000)),
        };
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

/**
 * MongoDB-style ObjectIds: 24 lowercase hex characters (4-byte time, 5 random bytes, 3-byte
 * counter). As in MongoDB the random bytes are drawn once per process, so the ids one server makes
 * increase with time and, within a second, with the counter: sorting by `_id` sorts by creation.
 */

const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

// Starts in the lower half, so it would take 8 million ids for it to wrap round.
let counter = Math.floor(Math.random() * 0x800000);

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function randomHex(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes);
}

let processRandom: string | undefined;

export function newObjectId(now: number = Date.now()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8);
  processRandom ??= randomHex(5);
  return `${seconds}${processRandom}${counter.toString(16).padStart(6, '0')}`;
}

export function isObjectId(value: string): boolean {
  return OBJECT_ID_PATTERN.test(value);
}

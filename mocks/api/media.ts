/**
 * Lesson media (videos, posters, captions) are not public files: the API answers them only at a
 * signed, expiring address that a lesson's answer gives, an HMAC-SHA256 over the path and the
 * expiry (Web Crypto, so that MSW in the browser signs as the server does). The host keeps the
 * files (MediaStore) and the key.
 */

/** How long a signed address works. */
export const MEDIA_ADDRESS_SECONDS = 60 * 60;

/** A media file's name: letters, digits and dashes, then its type. */
export const MEDIA_FILE = /^[a-z0-9][a-z0-9-]{0,99}\.(mp4|webm|jpg|png|webp|vtt)$/;

export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  vtt: 'text/vtt; charset=utf-8',
};

/** Where the host keeps the media files. */
export interface MediaStore {
  /** The file's size in bytes, or null when there is no such file. */
  size(file: string): Promise<number | null>;
  /** Bytes `start` to `end` inclusive. */
  read(file: string, start: number, end: number): Promise<Uint8Array>;
  /** Keeps a new file (an upload that passed its checks); without it the host takes no uploads. */
  save?(file: string, bytes: Uint8Array): Promise<void>;
}

/**
 * `base`'s files, and uploads kept in memory beside them: for MSW, whose host has no disk. With no
 * base, only the uploads.
 */
export function withUploadsInMemory(base?: MediaStore): MediaStore {
  const uploads = new Map<string, Uint8Array>();
  return {
    async size(file) {
      const kept = uploads.get(file);
      if (kept) return kept.byteLength;
      return base ? base.size(file) : null;
    },
    async read(file, start, end) {
      const kept = uploads.get(file);
      if (kept) return kept.slice(start, end + 1);
      if (!base) throw new Error(`No media file ${file}`);
      return base.read(file, start, end);
    },
    async save(file, bytes) {
      uploads.set(file, bytes);
    },
  };
}

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export interface MediaSigner {
  /** The address of `file`, relative to the API's base URL, and when it stops working (ms). */
  address(file: string, now: number): Promise<{ url: string; expiresAt: number }>;
  /** Whether this signature and expiry are the ones the API gave for `file`, unexpired at `now`. */
  verify(file: string, expires: string, signature: string, now: number): Promise<boolean>;
}

export function createMediaSigner(secret: Uint8Array): MediaSigner {
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const message = (file: string, expires: string) =>
    new TextEncoder().encode(`/media/${file}\n${expires}`);
  return {
    async address(file, now) {
      const expiresAt = (Math.floor(now / 1000) + MEDIA_ADDRESS_SECONDS) * 1000;
      const expires = String(expiresAt / 1000);
      const signature = hex(await crypto.subtle.sign('HMAC', await key, message(file, expires)));
      return { url: `media/${file}?expires=${expires}&signature=${signature}`, expiresAt };
    },
    async verify(file, expires, signature, now) {
      if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
      if (Number(expires) * 1000 <= now) return false;
      const bytes = new Uint8Array(
        (signature.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)),
      );
      return crypto.subtle.verify('HMAC', await key, bytes, message(file, expires));
    },
  };
}

/** A fresh random key, for a host that keeps none. */
export const randomMediaKey = (): Uint8Array => crypto.getRandomValues(new Uint8Array(32));

/**
 * The issuer's signing keys (Ed25519, as Multikeys) and the DID document that publishes them.
 */
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { DID_V1_CONTEXT_URL, MULTIKEY_V1_CONTEXT_URL } from './contexts';

/**
 * A signing key as it is stored: JSON-serialisable, secret included. Only the server (or, in MSW
 * mode, the browser's memory) holds one; what is published is its verification method.
 */
export interface IssuerKey {
  /** The DID URL fragment that names it: `${did}#${name}`. */
  name: string;
  /** ISO date-time it was made. */
  createdAt: string;
  /** The Ed25519 public key, multicodec and base58btc multibase ("z6Mk..."). */
  publicKeyMultibase: string;
  /** The Ed25519 secret key, multicodec and base58btc multibase. Never published. */
  secretKeyMultibase: string;
}

/** A key as the DID document publishes it. */
export interface VerificationMethod {
  id: string;
  type: 'Multikey';
  controller: string;
  publicKeyMultibase: string;
}

/** The issuer's DID document: its keys, each one authorised to sign credentials. */
export interface DidDocument {
  '@context': [typeof DID_V1_CONTEXT_URL, typeof MULTIKEY_V1_CONTEXT_URL];
  id: string;
  verificationMethod: VerificationMethod[];
  /** The ids of the verification methods whose signatures on credentials count. */
  assertionMethod: string[];
}

/** A key name: it is a DID URL fragment, so letters, digits, '.', '_' and '-' only. */
export const KEY_NAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The DID URL of the key called `name`: the verificationMethod its signatures name. */
export const verificationMethodId = (did: string, name: string): string => `${did}#${name}`;

function assertKeyName(name: string): void {
  if (!KEY_NAME_PATTERN.test(name)) {
    throw new Error(`"${name}" cannot name a key: letters, digits, '.', '_' and '-' only`);
  }
}

/** Makes a new Ed25519 key pair called `name`. */
export async function generateIssuerKey(
  name: string,
  createdAt: string = new Date().toISOString(),
): Promise<IssuerKey> {
  assertKeyName(name);
  // The seed comes from Web Crypto, which browsers and Node have alike; the library's own random
  // source on Node returns bytes from Node's realm, which its checks reject under jsdom.
  const seed = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const keyPair = await Ed25519Multikey.generate({ seed });
  seed.fill(0);
  if (!keyPair.secretKeyMultibase) throw new Error('The new key pair has no secret key');
  return {
    name,
    createdAt,
    publicKeyMultibase: keyPair.publicKeyMultibase,
    secretKeyMultibase: keyPair.secretKeyMultibase,
  };
}

/**
 * The DID document of `did` publishing `keys` (oldest first): every key is a verification method
 * and an assertion method, so credentials signed before a rotation still verify. Only the public
 * half of each key is copied into it.
 */
export function issuerDidDocument(
  did: string,
  keys: readonly Pick<IssuerKey, 'name' | 'publicKeyMultibase'>[],
): DidDocument {
  if (!did.startsWith('did:')) throw new Error(`"${did}" is not a DID`);
  const names = new Set<string>();
  const verificationMethod = keys.map(({ name, publicKeyMultibase }): VerificationMethod => {
    assertKeyName(name);
    if (names.has(name)) throw new Error(`Two keys are called "${name}"`);
    names.add(name);
    return {
      id: verificationMethodId(did, name),
      type: 'Multikey',
      controller: did,
      publicKeyMultibase,
    };
  });
  return {
    '@context': [DID_V1_CONTEXT_URL, MULTIKEY_V1_CONTEXT_URL],
    id: did,
    verificationMethod,
    assertionMethod: verificationMethod.map((method) => method.id),
  };
}

/** Whether `value` is a stored IssuerKey (as read back from JSON). */
export function isIssuerKey(value: unknown): value is IssuerKey {
  if (typeof value !== 'object' || value === null) return false;
  const key = value as Record<string, unknown>;
  return (
    typeof key.name === 'string' &&
    KEY_NAME_PATTERN.test(key.name) &&
    typeof key.createdAt === 'string' &&
    typeof key.publicKeyMultibase === 'string' &&
    key.publicKeyMultibase.startsWith('z') &&
    typeof key.secretKeyMultibase === 'string' &&
    key.secretKeyMultibase.startsWith('z')
  );
}

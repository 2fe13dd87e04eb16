/**
 * Checking a certificate credential someone holds against the site's published keys and its
 * revocation list, with the same libraries that sign it. Runs in the browser and in Node alike.
 */
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { verifyCredential } from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { createDocumentLoader, type DocumentLoader } from './contexts';
import { certificateIdOfCredential } from './credential';
import type { DidDocument } from './keys';

/** What a credential turned out to be; only `verified` means it may be trusted. */
export type CredentialVerification =
  /** Signed by one of the site's keys, unchanged, for this certificate, not revoked. */
  | { kind: 'verified' }
  /** Names one of the site's keys, but the proof fails: something signed was changed. */
  | { kind: 'altered' }
  /** Not signed by one of the site's published keys (another issuer or key, or no proof). */
  | { kind: 'unknown-key' }
  /** A genuine credential, but of another certificate (`certificateId`). */
  | { kind: 'other-certificate'; certificateId: string | undefined }
  /** A genuine credential of this certificate, revoked since. */
  | { kind: 'revoked' }
  /** Not JSON, or not a Verifiable Credential. */
  | { kind: 'not-a-credential' };

export interface ExpectedIssuer {
  /** The certificate the credential should be of. */
  certificateId: string;
  /** The site's DID document, as it publishes it. */
  didDocument: DidDocument;
  /** The site's revocation list: its signed BitstringStatusListCredential as published. */
  statusListCredential: object;
}

/**
 * The site's own documents (its DID document or status list) are not what they should be, so the
 * credential cannot be judged. Not a verdict on the credential.
 */
export class IssuerDocumentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IssuerDocumentError';
  }
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: unknown): unknown => (isObject(value) ? value.id : value);

function parse(json: unknown): JsonObject | undefined {
  if (typeof json !== 'string') return isObject(json) ? json : undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isVerifiableCredential(document: JsonObject): boolean {
  const context = document['@context'];
  const types = Array.isArray(document.type) ? document.type : [document.type];
  return (
    (typeof context === 'string' || Array.isArray(context)) &&
    types.includes('VerifiableCredential') &&
    'credentialSubject' in document
  );
}

/** Checks the shape of the DID document the caller supplies (fetched JSON, as a rule). */
function assertDidDocument(didDocument: unknown): asserts didDocument is DidDocument {
  const document = isObject(didDocument) ? didDocument : {};
  const methods = document.verificationMethod;
  if (
    typeof document.id !== 'string' ||
    !Array.isArray(methods) ||
    !methods.every((method) => isObject(method) && typeof method.id === 'string') ||
    !Array.isArray(document.assertionMethod)
  ) {
    throw new IssuerDocumentError(
      'The DID document lacks its id, verificationMethod or assertionMethod',
    );
  }
}

/** Whether the credential's issuer and its one proof's key are the site's published ones. */
function signedByPublishedKey(credential: JsonObject, didDocument: DidDocument): boolean {
  if (idOf(credential.issuer) !== didDocument.id) return false;
  const proofs = Array.isArray(credential.proof) ? credential.proof : [credential.proof];
  if (proofs.length !== 1) return false;
  const method = idOf(isObject(proofs[0]) ? proofs[0].verificationMethod : undefined);
  return (
    typeof method === 'string' &&
    didDocument.assertionMethod.includes(method) &&
    didDocument.verificationMethod.some(
      (published) => published.id === method && published.controller === didDocument.id,
    )
  );
}

/**
 * The time a credential's validity dates are compared with: the clock's, or its validFrom when
 * that is later. The site never issues a credential before it is valid, so that check would only
 * fail a genuine credential checked on a computer whose clock is behind.
 */
function checkTime(credential: JsonObject): Date {
  const now = Date.now();
  const validFrom =
    typeof credential.validFrom === 'string' ? Date.parse(credential.validFrom) : NaN;
  return new Date(Number.isNaN(validFrom) ? now : Math.max(now, validFrom));
}

async function proofHolds(
  credential: JsonObject,
  documentLoader: DocumentLoader,
): Promise<{ verified: boolean; error?: Error }> {
  return verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader,
    // The status is checked on its own afterwards, against the list the caller supplies.
    checkStatus: () => Promise.resolve({ verified: true }),
    now: checkTime(credential),
  });
}

/** Whether the credential's bit is set in the site's (verified) revocation list. */
async function isRevoked(
  credential: JsonObject,
  { didDocument, statusListCredential }: ExpectedIssuer,
): Promise<boolean> {
  if (!isObject(statusListCredential) || typeof statusListCredential.id !== 'string') {
    throw new IssuerDocumentError('The status list credential has no id');
  }
  const entry = credential.credentialStatus;
  if (!isObject(entry) || entry.statusListCredential !== statusListCredential.id) {
    throw new IssuerDocumentError(
      `The credential's status is not in the status list ${statusListCredential.id}`,
    );
  }
  const keysOnly = createDocumentLoader({ didDocuments: [didDocument] });
  const list = await proofHolds(statusListCredential, keysOnly);
  if (!list.verified) {
    throw new IssuerDocumentError(
      `The status list credential does not verify: ${list.error?.message ?? 'unknown reason'}`,
      { cause: list.error },
    );
  }
  const status = await checkStatus({
    credential,
    documentLoader: createDocumentLoader({
      documents: [{ ...statusListCredential, id: statusListCredential.id }],
    }),
    // Its proof was checked just above, with the clock allowance of checkTime.
    verifyBitstringStatusListCredential: false,
    verifyMatchingIssuers: true,
  });
  const results = status.results ?? [];
  if (!status.verified || results.length === 0) {
    throw new IssuerDocumentError(
      `The credential's status cannot be read: ${status.error?.message ?? 'no status'}`,
      { cause: status.error },
    );
  }
  return results.some((result) => result.status);
}

/**
 * Verifies `json` (a credential file's text, or its parsed JSON) as the credential of certificate
 * `expected.certificateId` issued by the site whose DID document and status list are given. Each
 * check is made in turn, and the first that fails gives the answer. Throws IssuerDocumentError
 * when the site's DID document or status list cannot be used, since the answer is then unknown.
 */
export async function verifyCertificateCredential(
  json: unknown,
  expected: ExpectedIssuer,
): Promise<CredentialVerification> {
  assertDidDocument(expected.didDocument);
  const credential = parse(json);
  if (!credential || !isVerifiableCredential(credential)) return { kind: 'not-a-credential' };
  if (!signedByPublishedKey(credential, expected.didDocument)) return { kind: 'unknown-key' };

  const proof = await proofHolds(
    credential,
    createDocumentLoader({ didDocuments: [expected.didDocument] }),
  );
  if (!proof.verified) return { kind: 'altered' };

  const certificateId = certificateIdOfCredential(credential);
  if (certificateId !== expected.certificateId) return { kind: 'other-certificate', certificateId };

  if (await isRevoked(credential, expected)) return { kind: 'revoked' };
  return { kind: 'verified' };
}

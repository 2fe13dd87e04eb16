/**
 * Signing: a Data Integrity proof (DataIntegrityProof, cryptosuite eddsa-rdfc-2022: Ed25519 over
 * the RDF-canonicalised document) made by the Digital Bazaar libraries. Signing is deterministic:
 * the proof's `created` is given, and Ed25519 signatures depend on the key and data alone, so the
 * same credential signed twice gives the same bytes.
 */
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { Signer } from '@digitalbazaar/ed25519-multikey';
import { issue } from '@digitalbazaar/vc';
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import { createDocumentLoader, MULTIKEY_V1_CONTEXT_URL, VC_V2_CONTEXT_URL } from './contexts';
import { STATUS_LIST_LENGTH } from './credential';
import { verificationMethodId, type IssuerKey } from './keys';

/** A proof as the libraries write it. */
export interface DataIntegrityProofJson {
  type: 'DataIntegrityProof';
  /** The signing time, to the second. */
  created: string;
  verificationMethod: string;
  cryptosuite: 'eddsa-rdfc-2022';
  proofPurpose: 'assertionMethod';
  proofValue: string;
}

export type Signed<T> = T & { proof: DataIntegrityProofJson };

/** A revocation list as a credential (W3C Bitstring Status List), before it is signed. */
export interface StatusListCredential {
  '@context': [typeof VC_V2_CONTEXT_URL];
  id: string;
  type: ['VerifiableCredential', 'BitstringStatusListCredential'];
  issuer: string;
  validFrom: string;
  credentialSubject: {
    id: string;
    type: 'BitstringStatusList';
    statusPurpose: 'revocation';
    /** The list, GZIP-compressed and base64url-encoded with the multibase prefix "u". */
    encodedList: string;
  };
}

export interface SigningOptions {
  /** The issuer's DID: the key signs as `${did}#${key.name}`. */
  did: string;
  key: IssuerKey;
  /** ISO date-time: the proof's `created`. */
  created: string;
}

/** Contexts only: signing never needs another document. */
const signingDocumentLoader = createDocumentLoader();

async function signerOf(did: string, key: IssuerKey): Promise<Signer> {
  const keyPair = await Ed25519Multikey.from({
    '@context': MULTIKEY_V1_CONTEXT_URL,
    type: 'Multikey',
    id: verificationMethodId(did, key.name),
    controller: did,
    publicKeyMultibase: key.publicKeyMultibase,
    secretKeyMultibase: key.secretKeyMultibase,
  });
  const signer = keyPair.signer();
  return {
    id: signer.id,
    algorithm: signer.algorithm,
    // On Node the library signs with node:crypto, whose Buffer belongs to Node's realm; under jsdom
    // the encoder's `instanceof Uint8Array` rejects it, so the bytes are copied into this realm's.
    sign: async (options) => new Uint8Array(await signer.sign(options)),
  };
}

function isProof(value: unknown): value is DataIntegrityProofJson {
  if (typeof value !== 'object' || value === null) return false;
  const proof = value as Record<string, unknown>;
  return proof.type === 'DataIntegrityProof' && typeof proof.proofValue === 'string';
}

/** Signs `unsigned` (a VC 2.0 credential) with `key`, as the issuer `did`, at `created`. */
export async function signCredential<T extends object>(
  unsigned: T,
  { did, key, created }: SigningOptions,
): Promise<Signed<T>> {
  if (Number.isNaN(Date.parse(created))) throw new Error(`"${created}" is not a date-time`);
  const suite = new DataIntegrityProof({
    cryptosuite,
    signer: await signerOf(did, key),
    date: created,
  });
  const signed = await issue({
    credential: structuredClone(unsigned),
    suite,
    documentLoader: signingDocumentLoader,
  });
  if (!isProof(signed.proof)) throw new Error('The signed credential has no Data Integrity proof');
  return signed as Signed<T>;
}

export interface StatusListOptions {
  did: string;
  key: IssuerKey;
  /** The list's URL: its credential's id, which each certificate's credentialStatus names. */
  listUrl: string;
  /** The indexes whose certificates are revoked. */
  revokedIndexes: Iterable<number>;
  /** ISO date-time: the list's validFrom, and its proof's `created`. */
  validFrom: string;
}

/**
 * The signed BitstringStatusListCredential (statusPurpose revocation) of STATUS_LIST_LENGTH bits,
 * the bits of `revokedIndexes` set; the library compresses and encodes the list.
 */
export async function statusListCredential({
  did,
  key,
  listUrl,
  revokedIndexes,
  validFrom,
}: StatusListOptions): Promise<Signed<StatusListCredential>> {
  const list = await createList({ length: STATUS_LIST_LENGTH });
  for (const index of revokedIndexes) {
    if (!Number.isInteger(index) || index < 0 || index >= STATUS_LIST_LENGTH) {
      throw new RangeError(`The status list index ${index} is outside the list`);
    }
    list.setStatus(index, true);
  }
  const { credentialSubject } = await createCredential({
    id: listUrl,
    list,
    statusPurpose: 'revocation',
  });
  const unsigned: StatusListCredential = {
    '@context': [VC_V2_CONTEXT_URL],
    id: listUrl,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: did,
    validFrom,
    credentialSubject: {
      id: credentialSubject.id,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: credentialSubject.encodedList,
    },
  };
  return signCredential(unsigned, { did, key, created: validFrom });
}

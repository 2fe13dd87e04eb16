/**
 * The certificates' issuer as the server runs it (docs/decisions.md, "Certificates"): its did:web
 * DID, named after the API's public address; its DID document, every key it ever signed with;
 * each certificate's Open Badges 3.0 credential, signed by the current key; and its revocation
 * status list. The signing libraries load on the first request that needs them.
 */
import { ISSUER_NAME, type CertificateRecord } from '@/shared/domain/certificates';
import type { DidDocument } from '@/shared/domain/credentials/keys';
import type { Frozen } from '../store';
import { publicCertificate } from '../certificates';
import type { IssuerKeys } from './issuerKeys';

export interface IssuerOptions {
  keys: IssuerKeys;
  /** The issuer's name on certificates and credentials. */
  name?: string;
  /**
   * The site's public address (certificate pages: `${siteUrl}/certificates/{id}`) and the API's,
   * where the DID document and the status list are served; asked for when needed, since a host
   * may learn its port only once it listens.
   */
  urls: () => { siteUrl: string; apiUrl: string };
}

export interface CertificateIssuer {
  identity(): { did: string; name: string };
  didDocument(): Promise<DidDocument>;
  /** The certificate's signed OpenBadgeCredential. */
  credentialOf(certificate: Frozen<CertificateRecord>): Promise<object>;
  /** The signed BitstringStatusListCredential with these bits set, valid from `at` (ISO). */
  statusList(revokedIndexes: readonly number[], at: string): Promise<object>;
}

/** The path of the issuer's status list under the API (one list). */
export const STATUS_LIST_PATH = '/issuer/status/1';

/**
 * The did:web DID whose document is at `${apiUrl}/issuer/did.json`: the host (its port's colon
 * percent-encoded), then each path segment, then "issuer".
 */
export function didWebOf(apiUrl: string): string {
  const url = new URL(apiUrl);
  const segments = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host), ...segments, 'issuer'].join(':');
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Signed credentials kept, by certificate and key, so that a download costs one signature. */
const CACHED_CREDENTIALS = 200;

export function createCertificateIssuer(options: IssuerOptions): CertificateIssuer {
  const name = options.name ?? ISSUER_NAME;
  const addresses = () => {
    const siteUrl = trimSlash(options.urls().siteUrl);
    const apiUrl = trimSlash(options.urls().apiUrl);
    return { siteUrl, did: didWebOf(apiUrl), listUrl: `${apiUrl}${STATUS_LIST_PATH}` };
  };
  const credentials = new Map<string, object>();
  let statusListCache: { key: string; list: object } | undefined;

  const libraries = async () => {
    const [credential, keys, sign] = await Promise.all([
      import('@/shared/domain/credentials/credential'),
      import('@/shared/domain/credentials/keys'),
      import('@/shared/domain/credentials/sign'),
    ]);
    return { ...credential, ...keys, ...sign };
  };

  return {
    identity: () => ({ did: addresses().did, name }),

    async didDocument() {
      const { did } = addresses();
      const { issuerDidDocument } = await libraries();
      return issuerDidDocument(did, await options.keys.all());
    },

    async credentialOf(certificate) {
      const { siteUrl, did, listUrl } = addresses();
      const key = await options.keys.current();
      const cacheKey = `${certificate._id} ${certificate.issuedAt} ${did} ${key.name}`;
      const cached = credentials.get(cacheKey);
      if (cached) return cached;
      const { certificateCredential, signCredential } = await libraries();
      const unsigned = certificateCredential({
        certificate: publicCertificate(certificate, { did, name }),
        issuedAt: certificate.issuedAt,
        issuer: { id: did, name, url: siteUrl },
        pageUrl: `${siteUrl}/certificates/${certificate._id}`,
        status: { listUrl, index: certificate.statusListIndex },
      });
      const signed = await signCredential(unsigned, { did, key, created: certificate.issuedAt });
      if (credentials.size >= CACHED_CREDENTIALS) {
        const oldest = credentials.keys().next().value;
        if (oldest !== undefined) credentials.delete(oldest);
      }
      credentials.set(cacheKey, signed);
      return signed;
    },

    async statusList(revokedIndexes, at) {
      const { did, listUrl } = addresses();
      const key = await options.keys.current();
      const sorted = [...revokedIndexes].sort((a, b) => a - b);
      const cacheKey = `${did} ${key.name} ${sorted.join(',')}`;
      if (statusListCache?.key === cacheKey) return statusListCache.list;
      const { statusListCredential } = await libraries();
      const list = await statusListCredential({
        did,
        key,
        listUrl,
        revokedIndexes: sorted,
        validFrom: at,
      });
      statusListCache = { key: cacheKey, list };
      return list;
    },
  };
}

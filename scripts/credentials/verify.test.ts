import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  generateIssuerKey,
  issuerDidDocument,
  type IssuerKey,
} from '../../src/shared/domain/credentials/keys';
import { signCredential } from '../../src/shared/domain/credentials/sign';
import { DID, ISSUED_AT, sampleCredential } from '../../src/shared/domain/credentials/testFixtures';

const SCRIPT = path.join(__dirname, 'verify.mjs');
let dir: string;
let key: IssuerKey;
let credentialText: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'credential-verify-'));
  key = await generateIssuerKey('key-1');
  await fs.writeFile(
    path.join(dir, 'did.json'),
    JSON.stringify(issuerDidDocument(DID, [key]), null, 2),
  );
  const signed = await signCredential(sampleCredential(), { did: DID, key, created: ISSUED_AT });
  credentialText = JSON.stringify(signed, null, 2);
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** Runs the script on `credential` (the file's text) and the site's DID document. */
async function runScript(
  name: string,
  credential: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const file = path.join(dir, name);
  await fs.writeFile(file, credential);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, file, path.join(dir, 'did.json')],
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

test('the intact credential file verifies', async () => {
  expect(await runScript('intact.json', credentialText)).toEqual({
    code: 0,
    stdout: 'verified\n',
    stderr: '',
  });
});

test('one changed byte in the learner’s name fails', async () => {
  const altered = credentialText.replace('"Ada Lovelace"', '"Ada Lovelacf"');
  expect(altered).not.toBe(credentialText);
  const result = await runScript('altered.json', altered);
  expect(result).toMatchObject({ code: 1, stdout: '' });
  expect(result.stderr).toMatch(/^not verified: the proof fails: Invalid signature/);
});

test('a credential signed by another key fails', async () => {
  const other = await generateIssuerKey('key-2');
  const byOther = await signCredential(sampleCredential(), {
    did: DID,
    key: other,
    created: ISSUED_AT,
  });
  const unpublished = await runScript('other-key.json', JSON.stringify(byOther));
  expect(unpublished).toMatchObject({ code: 1, stdout: '' });
  expect(unpublished.stderr).toContain(`the verification method ${DID}#key-2 is not in the DID`);

  // Another key under the published key's name: its signature does not match that key.
  const forger = await generateIssuerKey('key-1');
  const forged = await signCredential(sampleCredential(), {
    did: DID,
    key: forger,
    created: ISSUED_AT,
  });
  const result = await runScript('forged.json', JSON.stringify(forged));
  expect(result).toMatchObject({ code: 1, stdout: '' });
  expect(result.stderr).toMatch(/^not verified: the proof fails/);
});

test('a file that is not JSON fails', async () => {
  const result = await runScript('text.json', 'hello');
  expect(result).toMatchObject({ code: 1, stdout: '' });
  expect(result.stderr).toMatch(/is not JSON/);
});

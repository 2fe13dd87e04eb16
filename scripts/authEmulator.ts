/**
 * Loads the seeded accounts into the Firebase Auth emulator: clears it, then creates the accounts
 * with their ids, passwords and display names through the emulator's REST API (no credentials
 * needed).
 */
import https from 'node:https';

export interface EmulatorAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves with the status of a GET of `url`, rejects when nothing answers. An https:// URL of
 * this machine is asked without checking its certificate: the local site's is self-signed
 * (`tsx scripts/site/serve.ts --https`).
 */
export function statusOf(url: string, timeoutMs = 2000): Promise<number> {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:' || !['localhost', '127.0.0.1'].includes(hostname)) {
    return fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then((response) => {
      void response.body?.cancel();
      return response.status;
    });
  }
  return new Promise((resolve, reject) => {
    const request = https.get(
      url,
      { rejectUnauthorized: false, timeout: timeoutMs },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url} timed out`)));
    request.on('error', reject);
  });
}

/** Resolves once the URL answers at all; rejects after the timeout. */
export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await statusOf(url);
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await sleep(500);
    }
  }
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${what} failed (${response.status}): ${JSON.stringify(body)}`);
  return body;
}

export async function seedAuthEmulator(options: {
  emulatorUrl: string;
  projectId: string;
  accounts: readonly EmulatorAccount[];
}): Promise<void> {
  const { emulatorUrl, projectId, accounts } = options;
  const projectUrl = `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  await expectOk(
    await fetch(`${emulatorUrl}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }),
    'Clearing the auth emulator',
  );
  // Fixed account ids, so that db.json can name the owners; verified emails, so that a Google
  // sign-in with one of them joins that account instead of replacing its password.
  const created = (await expectOk(
    await fetch(`${projectUrl}/accounts:batchCreate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({
        users: accounts.map((account) => ({
          localId: account.uid,
          email: account.email,
          emailVerified: true,
          rawPassword: account.password,
          displayName: account.displayName,
        })),
      }),
    }),
    'Creating the seeded accounts',
  )) as { error?: { index: number; message: string }[] };
  const failed = created.error?.[0];
  if (failed) {
    throw new Error(`Creating ${accounts[failed.index]?.email ?? 'an account'}: ${failed.message}`);
  }
}

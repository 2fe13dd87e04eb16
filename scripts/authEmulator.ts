/**
 * Loads the seeded accounts into the Firebase Auth emulator: clears it, then creates each account
 * with its password and display name through the emulator's REST API (no credentials needed).
 */

export interface EmulatorAccount {
  email: string;
  password: string;
  displayName: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the URL answers at all; rejects after the timeout. */
export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
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
  await expectOk(
    await fetch(`${emulatorUrl}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }),
    'Clearing the auth emulator',
  );
  for (const account of accounts) {
    const created = (await expectOk(
      await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: account.email,
          password: account.password,
          returnSecureToken: true,
        }),
      }),
      `Creating ${account.email}`,
    )) as { idToken: string };
    await expectOk(
      await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-key`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken: created.idToken, displayName: account.displayName }),
      }),
      `Naming ${account.email}`,
    );
  }
}

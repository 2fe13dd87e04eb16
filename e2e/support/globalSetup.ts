import { accounts, apiUrl } from './accounts';

const authEmulatorUrl = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Playwright waits for the web app only; this waits until the whole stack is usable: the mock API
 * answers and the seeded learner can sign in on the auth emulator (so seeding has finished).
 */
export default async function waitForOfflineStack(): Promise<void> {
  const deadline = Date.now() + 300_000;
  let lastProblem = '';
  while (Date.now() < deadline) {
    try {
      const api = await fetch(`${apiUrl}/courses?_limit=1`, { signal: AbortSignal.timeout(3000) });
      const signIn = await fetch(
        `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...accounts.learner, returnSecureToken: true }),
          signal: AbortSignal.timeout(3000),
        },
      );
      if (api.ok && signIn.ok) return;
      lastProblem = `API ${api.status}, sign-in ${signIn.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(1000);
  }
  throw new Error(`The offline stack did not become ready: ${lastProblem}`);
}

/**
 * The API contract (mocks/contract) against the stack these tests run on: the json-server process
 * in its Auth emulator mode, with its development routes, signing in through the emulator's REST
 * API. jest runs the same cases against MSW and against a server in real-project mode
 * (mocks/contract/contract.test.ts); this is the third way a token is checked.
 */
import { test } from '@playwright/test';
import { DEFAULT_PROJECT_ID } from '../mocks/api/tokens';
import { contractCases } from '../mocks/contract/cases';
import type { ContractTarget } from '../mocks/contract/client';
import { identityToolkitIdentity } from '../mocks/contract/identity';
import { apiUrl, paymentUrl } from './support/accounts';

const authEmulatorUrl = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;

const target: ContractTarget = {
  apiUrl,
  paymentUrl,
  emailOrigin: apiUrl,
  identity: identityToolkitIdentity({
    baseUrl: `${authEmulatorUrl}/identitytoolkit.googleapis.com`,
    apiKey: 'e2e',
    projectId: process.env.APP_FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID,
    emulator: true,
  }),
  devRoutes: true,
};

// The cases run one after another, as every runner of the contract runs them.
test.describe.configure({ mode: 'serial' });

test.describe('the API contract against the auth emulator', () => {
  for (const item of contractCases()) {
    test(item.name, async () => {
      await item.run(target);
    });
  }
});

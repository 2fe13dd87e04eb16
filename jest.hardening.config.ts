import type { Config } from 'jest';
import base from './jest.config';

/**
 * `npm run test:hardening`: the mock server's hardening and fuzz suites (mocks/server/hardening):
 * real server processes on generated data, kills during writes, fuzzed requests. Slower than the
 * rest, so not in `npm test`; CI runs them.
 */
const config: Config = {
  ...base,
  roots: ['<rootDir>/mocks/server/hardening'],
  testPathIgnorePatterns: ['/node_modules/'],
};

export default config;

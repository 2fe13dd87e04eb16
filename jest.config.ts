import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // The mock server's hardening and fuzz suites (real server processes, kills, thousands of
  // requests) run on their own: `npm run test:hardening` (jest.hardening.config.ts), in CI.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/mocks/server/hardening/'],
  setupFiles: ['<rootDir>/src/test/setupEnvironment.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          allowJs: true,
          module: 'commonjs',
          moduleResolution: 'node10',
          esModuleInterop: true,
          isolatedModules: true,
          resolveJsonModule: true,
        },
        diagnostics: false,
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(until-async|rettime|@open-draft/deferred-promise|@ant-design/colors|@ant-design/fast-color|yaml)/)',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': 'identity-obj-proxy',
    '\\.(png|jpe?g|webp|avif|gif|svg|mp4|webm)$': '<rootDir>/src/test/fileStub.ts',
  },
  globals: {
    __APP_ENV__: {},
    __APP_MODE__: 'test',
    __API_MOCKING__: false,
  },
  testTimeout: 15000,
  // CI machines have two cores; jest's default (cores - 1) would leave one idle.
  maxWorkers: 2,
};

export default config;

import type { Config } from 'jest';

/** SWC's options for TypeScript or JavaScript sources: the tsconfig's target, JSX and CommonJS. */
const swcOptions = (syntax: 'typescript' | 'ecmascript') => ({
  jsc: {
    parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
});

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // The mock server's hardening and fuzz suites (real server processes, kills, thousands of
  // requests) run on their own: `npm run test:hardening` (jest.hardening.config.ts), in CI.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/mocks/server/hardening/'],
  setupFiles: ['<rootDir>/src/test/setupEnvironment.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  // SWC only strips types and compiles JSX and modules; `npm run typecheck` checks the types.
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', swcOptions('typescript')],
    '^.+\\.m?jsx?$': ['@swc/jest', swcOptions('ecmascript')],
  },
  // Packages published only as ES modules are compiled to CommonJS too: MSW's helpers, antd's
  // colours, yaml and jose; react-markdown, remark-gfm and the unified packages they are built of;
  // file-type and music-metadata (mocks/api/uploadChecks.ts) and the tokenizer and MIME type
  // packages they read with; the Digital Bazaar credential libraries and their base58 and base64url
  // encoders (src/shared/domain/credentials); PDF.js's Node build (legacy/build/*.mjs), which reads
  // the certificate PDFs back (src/features/certificates/pdf).
  transformIgnorePatterns: [
    `/node_modules/(?!(${[
      'until-async',
      'rettime',
      '@open-draft/deferred-promise',
      '@ant-design/colors',
      '@ant-design/fast-color',
      'yaml',
      'jose',
      'react-markdown',
      'remark-[a-z-]+',
      'unified',
      'bail',
      'trough',
      'devlop',
      'is-plain-obj',
      'vfile(-[a-z-]+)?',
      'unist-util-[a-z-]+',
      'mdast-util-[a-z-]+',
      'hast-util-[a-z-]+',
      'micromark(-[a-z-]+)?',
      'decode-named-character-reference',
      'character-entities(-[a-z0-9]+)?',
      'character-reference-invalid',
      'parse-entities',
      'stringify-entities',
      'is-(alphabetical|alphanumerical|decimal|hexadecimal)',
      'property-information',
      'space-separated-tokens',
      'comma-separated-tokens',
      'html-url-attributes',
      'estree-util-is-identifier-name',
      'trim-lines',
      'ccount',
      'escape-string-regexp',
      'markdown-table',
      'longest-streak',
      'zwitch',
      '@ungap/structured-clone',
      'file-type',
      'strtok3',
      'token-types',
      '@tokenizer/[a-z-]+',
      '@borewit/text-codec',
      'uint8array-extras',
      'music-metadata',
      'media-typer',
      '@digitalbazaar/(vc|vc-bitstring-status-list|bitstring|data-integrity|eddsa-rdfc-2022-cryptosuite|ed25519-multikey)',
      'base58-universal',
      'base64url-universal',
      'pdfjs-dist',
    ].join('|')})/)`,
  ],
  moduleNameMapper: {
    // The two barrels, required one export at a time (src/test/lazyBarrel.cjs).
    '^antd$': '<rootDir>/src/test/antd.cjs',
    '^@ant-design/icons$': '<rootDir>/src/test/antdIcons.cjs',
    '^@/(.*)$': '<rootDir>/src/$1',
    // music-metadata, and file-type as music-metadata imports it, export their entries for `import`
    // only, which jest's CommonJS resolver does not ask for: their browser entries (what webpack
    // bundles for MSW) are named here.
    '^music-metadata$': '<rootDir>/node_modules/music-metadata/lib/core.js',
    '^file-type$': '<rootDir>/node_modules/file-type/core.js',
    // jsPDF's browser entry is an ES module; its Node build makes the same PDFs.
    '^jspdf$': '<rootDir>/node_modules/jspdf/dist/jspdf.node.min.js',
    '\\.css$': 'identity-obj-proxy',
    '\\.(png|jpe?g|webp|avif|gif|svg|mp4|webm|ttf)$': '<rootDir>/src/test/fileStub.ts',
  },
  globals: {
    __APP_ENV__: {},
    __APP_MODE__: 'test',
    __API_MOCKING__: false,
  },
  // For every test alike (none sets its own): room for a machine busy with other work.
  testTimeout: 15000,
  // CI machines have two cores; jest's default (cores - 1) would leave one idle.
  maxWorkers: 2,
};

export default config;

/**
 * Where API mocking starts in the browser. In every build but MSW mode this does nothing (and is
 * never loaded: startApp.tsx asks for it only when `__API_MOCKING__` is set). In MSW mode
 * (`npm run start:msw`) the build resolves this module to mocks/browser.ts instead (an alias in
 * webpack.config.js), whose `startApiMocking` starts the mock service worker; so src never imports
 * mocks/ itself.
 */
export interface ApiMockingOptions {
  apiUrl: string;
  paymentUrl: string;
  emailOrigin: string;
  projectId: string;
}

export async function startApiMocking(options: ApiMockingOptions): Promise<void> {
  void options;
}

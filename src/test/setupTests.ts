import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server, resetMockDatabase } from '../../mocks/node';

// One wait for every test, set here and nowhere else: how long findBy*/waitFor look for what a
// page shows (a first render with its route's chunk, a server answer) before failing. A few
// seconds, for machines busy with other work; tests set no timeouts of their own.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// antd's styles are kept out of jsdom's document (src/test/renderApp.tsx), so what antd hides with
// a class alone would count as shown. The one such state the tests meet, a closed drawer kept
// mounted, gets antd's own rule here, so a closed drawer is hidden as a user sees it.
document.head.insertAdjacentHTML(
  'beforeend',
  '<style data-test-harness>.ant-drawer-content-wrapper-hidden { display: none; }</style>',
);

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server, resetMockDatabase } from '../../mocks/node';

// Lazy route chunks are compiled on first import under jest; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

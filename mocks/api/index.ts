/** Browser-safe entry of the mock API module (the file store lives in ./fileStore, Node only). */
export * from './api';
export * from './database';
export * from './http';
export * from './ids';
export * from './listQuery';
export * from './store';
export * from './tokens';
export * from './generatedCourses';
export * from './rateLimit';

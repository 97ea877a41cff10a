// The feature's tests run against the same mock service as the browser (spec §7).
// eslint-disable-next-line no-restricted-imports -- test-only: the mock server for Vitest
export { setupMockServer } from '@/mocks/testing';
// eslint-disable-next-line no-restricted-imports -- test-only: the mock server for Vitest
export { server } from '@/mocks/node';

import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for real network-shaped work (the mock service, lazy chunks); allow for a
// busy runner instead of the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Waits are on conditions, so a generous limit costs nothing when things work and keeps a loaded
// machine (CI's two cores) from failing a test that is merely slow.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor give up after 1 s by default, which a loaded 2-core machine can exceed
// while a screen is still rendering (at load 18 one keystroke in the estimator took 0.3 s): the
// limit only catches a screen that never shows the text.
configure({ asyncUtilTimeout: 120_000 });

// Testing Library unmounts after each test only where vitest's globals are on; they are off here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Test files share one jsdom (isolate: false in vitest.config.ts): each file starts without the
// previous files' stored values.
localStorage.clear();
sessionStorage.clear();

// Vitest runs without globals: Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // sonner replays active toasts to a new Toaster: start each test without any.
  toast.dismiss();
  vi.unstubAllGlobals();
});

// jsdom does not implement scrolling; the editor scrolls to the top on every step.
window.scrollTo = () => undefined;

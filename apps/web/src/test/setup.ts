import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals: Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // sonner replays active toasts to a new Toaster: start each test without any.
  toast.dismiss();
  vi.unstubAllGlobals();
});

// jsdom does not implement scrolling; the editor scrolls to the top on every step.
window.scrollTo = () => undefined;

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { offlineHandler, startOfflineQueue } from './features/offline';
import { setOfflineHandler } from './lib/offline-writes';
import './index.css';

// Changes made without the network wait on the device and are sent when it returns.
setOfflineHandler(offlineHandler);
void startOfflineQueue();

const root = document.getElementById('root');
if (!root) throw new Error('#root introuvable');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { patchHistoryApi } from 'single-spa';
import { applyWebViewMode } from '@tamir/shared-ui';
import { createShellApi } from './app/api';
import { App } from './app/app';
import { createDefaultRemoteLoader } from './mfe';
import './styles/shell.css';

// Every pushState/replaceState now fires popstate, so the shell's router and each remote's
// own BrowserRouter follow the same URL whichever of them navigates.
patchHistoryApi();
// In the Android/iOS app's web view: no context menu, no text selection (spec §1).
applyWebViewMode();

const services = { api: createShellApi(), remotes: createDefaultRemoteLoader() };
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);

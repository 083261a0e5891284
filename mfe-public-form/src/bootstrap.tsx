import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@tamir/shared-ui/styles.css';
import { applyWebViewMode } from '@tamir/shared-ui/web-view';
import './styles.css';
import { PublicFormPage } from './features/public-form/public-form-page';
import { tokenFromPath } from './token';

// The standalone page the server sends for /forms/view/:token: no shell, no router, no login.
applyWebViewMode();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <PublicFormPage token={tokenFromPath(window.location.pathname)} />
    </StrictMode>,
  );
}

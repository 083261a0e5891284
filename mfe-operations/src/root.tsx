import type { ApiClient } from './api-context';
import { BrowserRouter } from 'react-router-dom';
import { ApiProvider } from './api-context';
import { AppRoutes } from './routes';
import './styles.css';

export interface RootProps {
  /** The shell's API client with the shared call rules (docs/contracts.md). */
  api: ApiClient;
}

export default function Root({ api }: RootProps) {
  return (
    <ApiProvider api={api}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ApiProvider>
  );
}

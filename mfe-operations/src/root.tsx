import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { ApiProvider, queryClient, type ApiClient } from '@tamir/shared-api';
import { AppRoutes } from './routes';
import type { Area } from './paths';
import './styles.css';

export interface RootProps {
  /** The shell's API client with the shared call rules (docs/contracts.md). */
  api: ApiClient;
  /** The shell's layout this parcel is mounted in; without it (standalone) every screen renders. */
  area?: Area;
}

/** The parcel is a React root of its own: it gets the portal's one query cache and the shell's client here. */
export default function Root({ api, area }: RootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api}>
        <BrowserRouter>
          <AppRoutes area={area} />
        </BrowserRouter>
      </ApiProvider>
    </QueryClientProvider>
  );
}

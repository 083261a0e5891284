import { Toaster } from '@tamir/shared-ui';
import { BrowserRouter } from 'react-router-dom';
import { ConnectivityGate } from '../features/connectivity/connectivity';
import { AppRoutes } from './routes';
import { ServicesProvider, type ShellServices } from '../lib/services';

export function App({ services }: { services: ShellServices }) {
  return (
    <ServicesProvider services={services}>
      <ConnectivityGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ConnectivityGate>
      <Toaster />
    </ServicesProvider>
  );
}

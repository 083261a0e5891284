import { renderStandalone } from '@tamir/shared-ui';
import Root from './root';

// `start:standalone`: the remote alone, with its own client and toasts; the dev server proxies /api.
renderStandalone(Root, { title: 'Operasyon modülü — geliştirici girişi', homePath: '/plate-search' });

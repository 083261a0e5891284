import { remoteParcel } from '@tamir/shared-ui';
import type { RootProps } from './root';

/** The './app' parcel the shell mounts under /admin/users, /admin/repair-shops, /admin/companies, /admin/notifications, /admin/settings, /admin/logs and /admin/kvkk. */
const parcel = remoteParcel<RootProps>(() => import('./root'));

export const { bootstrap, mount, unmount } = parcel;
export default parcel;

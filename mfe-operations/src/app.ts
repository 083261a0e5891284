import { remoteParcel } from '@tamir/shared-ui';
import type { RootProps } from './root';

/** The './app' parcel the shell mounts under /plate-search/* and /admin/* (docs/contracts.md). */
const parcel = remoteParcel<RootProps>(() => import('./root'));

export const { bootstrap, mount, unmount } = parcel;
export default parcel;

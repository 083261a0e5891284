import React from 'react';
import { remoteParcel } from '@tamir/shared-ui';

/** The './app' parcel: the public form page inside the shell at /forms/view/:token (docs/contracts.md). */
const parcel = remoteParcel(
  () => import('./root'),
  () => React.createElement('p', { className: 'pf-notice', role: 'alert' }, 'Form yüklenirken bir hata oluştu.'),
);

export const { bootstrap, mount, unmount } = parcel;
export default parcel;

import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ParcelError } from '@tamir/shared-ui';
import type { AppProps } from 'single-spa';
import type { RootProps } from './root';

/** The './app' parcel the shell mounts under /admin/users, /admin/repair-shops, /admin/companies, /admin/notifications, /admin/settings, /admin/logs and /admin/kvkk. */
const parcel = singleSpaReact<RootProps>({
  React,
  ReactDOMClient,
  // single-spa-react stores whatever the promise gives as the component: hand it the default export.
  loadRootComponent: () => import('./root').then((module) => module.default as React.FunctionComponent<(RootProps & AppProps) | undefined>),
  errorBoundary: () => React.createElement(ParcelError),
});

export const { bootstrap, mount, unmount } = parcel;
export default parcel;

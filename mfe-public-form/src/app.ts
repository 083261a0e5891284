import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';

/** The './app' parcel: the public form page inside the shell at /forms/view/:token (docs/contracts.md). */
const parcel = singleSpaReact({
  React,
  ReactDOMClient,
  // single-spa-react stores whatever the promise gives as the component: hand it the default export.
  loadRootComponent: () => import('./root').then((module) => module.default as React.FunctionComponent<AppProps | undefined>),
  errorBoundary: () => React.createElement('p', { className: 'pf-notice', role: 'alert' }, 'Form yüklenirken bir hata oluştu.'),
});

export const { bootstrap, mount, unmount } = parcel;
export default parcel;

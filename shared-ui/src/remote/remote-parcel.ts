import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { ParcelError } from './parcel-error';

/**
 * A remote's './app' parcel for the shell: the root component is loaded (its own chunk) on the
 * first mount; a crash while rendering shows `errorBoundary` (ParcelError unless given).
 */
export function remoteParcel<P extends object>(
  loadRoot: () => Promise<{ default: unknown }>,
  errorBoundary: () => React.ReactElement = () => React.createElement(ParcelError),
) {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    // single-spa-react stores whatever the promise gives as the component: hand it the default export.
    loadRootComponent: () => loadRoot().then((module) => module.default as React.FunctionComponent<(P & AppProps) | undefined>),
    errorBoundary,
  });
}

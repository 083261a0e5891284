// Test helpers of the kit, for the packages' jest tests (never imported by application code).
export { decodeQrSvg } from './decode-qr-svg';
export { installFakeCanvas, pngSizeOf, drawWithMouse, drawWithFinger, type CanvasCall } from './fake-canvas';
export { renderRoutes, toastMessages } from './render-routes';

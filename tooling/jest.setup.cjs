// jsdom lacks these; react-router 7 needs them.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// jsdom has no ResizeObserver; Radix Tooltip (CopyButton) measures with it. Observing nothing is
// what a layout-less DOM can offer.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/* global window */
// jsdom lacks a few browser APIs antd relies on.
if (typeof window !== 'undefined') {
  window.matchMedia = window.matchMedia || function matchMedia(query) {
    return { matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; } };
  };
  global.ResizeObserver = global.ResizeObserver || class { observe() {} unobserve() {} disconnect() {} };
}

// jsdom lacks TextEncoder (react-router 7 needs it at import time) and MessageChannel (antd).
const { TextDecoder, TextEncoder } = require('node:util');
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
globalThis.MessageChannel ??= class MessageChannel {
  constructor() {
    this.port1 = { onmessage: null, close() {} };
    this.port2 = { postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0), close() {} };
  }
};
if (typeof window !== 'undefined') {
  // jsdom logs "Not implemented" when antd measures a pseudo-element; measure the element instead.
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => computed(elt);
}

// jsdom lacks a few browser APIs antd relies on.
if (typeof window !== 'undefined') {
  window.matchMedia = window.matchMedia || function matchMedia(query) {
    return { matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; } };
  };
  global.ResizeObserver = global.ResizeObserver || class { observe() {} unobserve() {} disconnect() {} };
}

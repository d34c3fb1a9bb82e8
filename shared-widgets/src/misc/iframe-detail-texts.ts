/**
 * Texts and constants of the detail modal and the iframe wrapper (widgets-spec §2 "Detail modal
 * 详细信息", "Iframe wrapper", §9 "Detail modal width 1200", "Detail list columns: max 4 (default 3)").
 */
export const DETAIL_TEXTS = {
  TITLE: '详细信息',
  CLOSE: '关闭',
} as const;

/** §9: detail modal width 1200, 3 columns by default, at most 4. */
export const DETAIL_MODAL = { WIDTH: 1200, DEFAULT_COLUMNS: 3, MAX_COLUMNS: 4 } as const;

export const IFRAME_TEXTS = {
  LOADING: '页面加载中…',
  INVALID_URL: '页面地址无效',
} as const;

/**
 * Default sandbox of the iframe wrapper: scripts, forms, pop-ups and downloads, but NOT
 * allow-same-origin, so an embedded page cannot read the console's storage (the token).
 */
export const IFRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

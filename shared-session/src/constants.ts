/** Local storage keys of spec §3, spelt exactly as the spec lists them. */
export const STORAGE_KEYS = {
  ACCESS_TOKEN: 'Access-Token',
  SIDEBAR_TYPE: 'SIDEBAR_TYPE',
  DEFAULT_THEME: 'DEFAULT_THEME',
  DEFAULT_LAYOUT_MODE: 'DEFAULT_LAYOUT_MODE',
  DEFAULT_COLOR: 'DEFAULT_COLOR',
  DEFAULT_COLOR_WEAK: 'DEFAULT_COLOR_WEAK',
  DEFAULT_FIXED_HEADER: 'DEFAULT_FIXED_HEADER',
  DEFAULT_FIXED_SIDEMENU: 'DEFAULT_FIXED_SIDEMENU',
  DEFAULT_FIXED_HEADER_HIDDEN: 'DEFAULT_FIXED_HEADER_HIDDEN',
  DEFAULT_CONTENT_WIDTH_TYPE: 'DEFAULT_CONTENT_WIDTH_TYPE',
  DEFAULT_MULTI_PAGE: 'DEFAULT_MULTI_PAGE',
  USER_NAME: 'Login_Username',
  USER_INFO: 'Login_Userinfo',
  USER_AUTH: 'LOGIN_USER_BUTTON_AUTH',
  SYS_BUTTON_AUTH: 'SYS_BUTTON_AUTH',
  ENCRYPTED_STRING: 'ENCRYPTED_STRING',
  ENHANCE_PRE: 'enhance_',
  UI_CACHE_DB_DICT_DATA: 'UI_CACHE_DB_DICT_DATA',
  TENANT_ID: 'TENANT_ID',
  CACHE_INCLUDED_ROUTES: 'CACHE_INCLUDED_ROUTES',
} as const;

/** Constants of spec §9 (milliseconds unless named otherwise). */
export const SESSION_CONSTANTS = {
  /** Token and user info lifetime: 7 days. */
  TOKEN_TTL_MS: 604800000,
  /** Dictionary cache lifetime: 7 days. */
  DICT_TTL_MS: 604800000,
  /** Default lifetime of the cache helper. */
  DEFAULT_CACHE_TTL_MS: 30000,
  /** Timeout of the shared HTTP layer. */
  HTTP_TIMEOUT_MS: 90000,
  /** Context path of the API, same origin as the console. */
  API_BASE: '/jeecg-boot',
  /** Home path. */
  HOME_PATH: '/dashboard/analysis',
  /** Socket reconnect delay after error or close. */
  RECONNECT_MS: 5000,
  /** Close code of a socket whose token the server revoked (force logout, sign-out, frozen user). */
  SOCKET_CLOSE_REVOKED: 4001,
  /** Notice socket heartbeat. */
  NOTICE_HEARTBEAT_MS: 20000,
  /** Table-sync socket heartbeat and its reply timeout. */
  TABLE_HEARTBEAT_MS: 10000,
  TABLE_HEARTBEAT_TIMEOUT_MS: 6000,
  /** Notice polling. */
  POLLING_MS: 6000,
  /** Logout-and-reload delay after an HTTP 401. */
  RELOAD_AFTER_401_MS: 1500,
  /** Mobile breakpoints (px). */
  MOBILE_BREAKPOINT: 1088,
  SMALL_MOBILE_BREAKPOINT: 768,
  /** System name (browser title, login page). */
  SYSTEM_NAME: '车辆定位监控系统',
} as const;

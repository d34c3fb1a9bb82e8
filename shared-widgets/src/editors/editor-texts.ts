/**
 * Texts and constants of the editors (widgets-spec §2 Code editor / Rich-text editor / Markdown
 * editor, §4 Code editor, §9 "Code editor", "Rich-text and markdown editor height"). The spec gives
 * no wording for the dialogs, so these are the console's own.
 */
export const EDITOR_TEXTS = {
  /** Image dialog shared by the rich-text and markdown editors (§2: a local-upload tab and a web-address tab). */
  IMAGE_TITLE: '插入图片',
  TAB_LOCAL: '本地上传',
  TAB_WEB: '网络图片',
  IMAGE_URL: '图片地址',
  IMAGE_ALT: '图片描述',
  IMAGE_URL_REQUIRED: '请输入图片地址',
  /** §5 "URL starting http/https" message, reused for the web-address tab. */
  IMAGE_URL_INVALID: '请输入以http和https开头的网址',
  IMAGE_NOT_UPLOADED: '请先上传图片',
  /** Code editor. */
  FULLSCREEN: '全屏',
  EXIT_FULLSCREEN: '退出全屏',
  LANGUAGE: '语言',
  LOADING: '编辑器加载中…',
} as const;

/** Rich-text editor height in px (§9). */
export const RICH_TEXT_HEIGHT = 300;
/** Markdown editor height in px (§2 "300px", §9). */
export const MARKDOWN_HEIGHT = 300;
/** Storage folder and extra field of rich-text / markdown image uploads (§7: biz=jeditor, jeditor=1). */
export const EDITOR_UPLOAD = { biz: 'jeditor', extra: { jeditor: '1' } } as const;

/** Code editor constants of §9: height 240px, tab size 2, z-index 999 in fullscreen. */
export const CODE_EDITOR = {
  HEIGHT: '240px',
  TAB_SIZE: 2,
  FULLSCREEN_Z_INDEX: 999,
  /**
   * The spec's theme is panda-syntax, a CodeMirror theme that ace does not ship; `dracula` is the
   * closest ace theme (dark grey background, pink keywords, cyan / green strings and functions).
   */
  THEME: 'dracula',
} as const;

/** One language of the code editor's select (§9: 12 languages). `value` is the ace mode name. */
export interface CodeLanguage {
  label: string;
  value: string;
}

/** The 12 languages of §9, in the spec's order. */
export const CODE_LANGUAGES: CodeLanguage[] = [
  { label: 'CSS', value: 'css' },
  { label: 'JavaScript', value: 'javascript' },
  { label: 'XML/HTML', value: 'html' },
  { label: 'Java', value: 'java' },
  { label: 'Objective-C', value: 'objectivec' },
  { label: 'Python', value: 'python' },
  { label: 'R', value: 'r' },
  { label: 'Shell', value: 'sh' },
  { label: 'SQL', value: 'sql' },
  { label: 'Swift', value: 'swift' },
  { label: 'Vue', value: 'vue' },
  { label: 'Markdown', value: 'markdown' },
];

/** Reads a language given by value or label (any case, e.g. 'Shell', 'xml', 'Objective-C'); unknown gives javascript. */
export function codeLanguageOf(language: string | undefined): CodeLanguage {
  const key = (language ?? '').trim().toLowerCase();
  const aliases: Record<string, string> = { xml: 'html', 'xml/html': 'html', 'objective-c': 'objectivec', shell: 'sh', bash: 'sh', js: 'javascript', md: 'markdown' };
  const value = aliases[key] ?? key;
  return CODE_LANGUAGES.find((l) => l.value === value || l.label.toLowerCase() === value) ?? CODE_LANGUAGES[1];
}

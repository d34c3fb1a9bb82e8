/**
 * The upload type allow-list (docs/widgets-contract.md "Files"): a file is accepted only when its
 * extension is listed here AND its first bytes match that kind (magic bytes for images, PDF,
 * Office and archives; "no markup" for plain text). Active content (html, svg, js, exe, …) is
 * never listed, so it can be neither stored nor served. The content type served back is the one
 * of this table, never the one the client claimed.
 */

/** One allowed extension. */
export interface FileKind {
  contentType: string;
  /** images are served inline; everything else as attachment */
  image: boolean;
  /** checks the first bytes; true when they fit the extension */
  sniff(head: Buffer): boolean;
}

const startsWith = (bytes: number[], offset = 0) => (head: Buffer): boolean =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);

const ascii = (text: string, offset = 0) => startsWith([...text].map((c) => c.charCodeAt(0)), offset);

const PNG = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = startsWith([0xff, 0xd8, 0xff]);
const GIF = (h: Buffer) => ascii('GIF87a')(h) || ascii('GIF89a')(h);
const BMP = ascii('BM');
const WEBP = (h: Buffer) => ascii('RIFF')(h) && ascii('WEBP', 8)(h);
const PDF = ascii('%PDF-');
/** ZIP local header (docx, xlsx, pptx, zip) */
const ZIP = startsWith([0x50, 0x4b, 0x03, 0x04]);
/** OLE2 compound file (doc, xls, ppt) */
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const RAR = ascii('Rar!');
const SEVEN_Z = startsWith([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]);
const MP4 = ascii('ftyp', 4);
const MP3 = (h: Buffer) => ascii('ID3')(h) || startsWith([0xff, 0xfb])(h) || startsWith([0xff, 0xf3])(h);

const MARKUP = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|meta|link|style|\?xml)\b/i;

/** Plain text: no NUL byte and no HTML/SVG/XML markup in the first bytes (so no browser renders it as a page). */
export function looksLikePlainText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  return !MARKUP.test(head.toString('utf8'));
}

const kind = (contentType: string, sniff: (h: Buffer) => boolean, image = false): FileKind => ({ contentType, image, sniff });

/** Extension (lower case, no dot) → kind. */
export const FILE_KINDS: Readonly<Record<string, FileKind>> = {
  jpg: kind('image/jpeg', JPEG, true),
  jpeg: kind('image/jpeg', JPEG, true),
  png: kind('image/png', PNG, true),
  gif: kind('image/gif', GIF, true),
  bmp: kind('image/bmp', BMP, true),
  webp: kind('image/webp', WEBP, true),
  pdf: kind('application/pdf', PDF),
  doc: kind('application/msword', OLE),
  xls: kind('application/vnd.ms-excel', OLE),
  ppt: kind('application/vnd.ms-powerpoint', OLE),
  docx: kind('application/vnd.openxmlformats-officedocument.wordprocessingml.document', ZIP),
  xlsx: kind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP),
  pptx: kind('application/vnd.openxmlformats-officedocument.presentationml.presentation', ZIP),
  zip: kind('application/zip', ZIP),
  rar: kind('application/vnd.rar', RAR),
  '7z': kind('application/x-7z-compressed', SEVEN_Z),
  mp4: kind('video/mp4', MP4),
  mp3: kind('audio/mpeg', MP3),
  txt: kind('text/plain; charset=utf-8', looksLikePlainText),
  csv: kind('text/csv; charset=utf-8', looksLikePlainText),
  md: kind('text/markdown; charset=utf-8', looksLikePlainText),
};

/** Upload refusal texts (HTTP 4xx answers). */
export const UPLOAD_TEXT = {
  tooLarge: '文件大小超出限制',
  badType: '不支持上传该类型的文件',
  contentMismatch: '文件内容与扩展名不符',
  noFile: '请选择要上传的文件',
  badBiz: '上传路径(biz)不合法',
  empty: '文件内容为空',
  notFound: '文件不存在',
} as const;

/** The kind of an extension, or null when the extension is not allowed. */
export function kindOf(ext: string): FileKind | null {
  return Object.prototype.hasOwnProperty.call(FILE_KINDS, ext) ? FILE_KINDS[ext] : null;
}

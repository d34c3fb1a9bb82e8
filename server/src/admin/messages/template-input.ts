import { sanitizeRichText } from '../../plugins/html-sanitize.js';
import { optionalText, requiredText, textOf, type Body } from '../dicts/input.js';
import { bad } from '../dicts/texts.js';
import { MESSAGE_TEXT as T, TEMPLATE_TYPES, type TemplateType } from './message-texts.js';

/** Template codes: a letter, then letters, digits or underscores (at most 100). */
export const TEMPLATE_CODE = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
/** Longest template content. */
export const MAX_CONTENT = 20_000;

/** Whether a template type's content is HTML (e-mail and system message), sanitised on save. */
export function isHtmlType(type: TemplateType): boolean {
  return type !== '1';
}

/**
 * Parses placeholder values: a JSON object (text or the object) whose values are text or
 * numbers, at most 50 keys; empty → {}. @throws HttpError 400 测试数据必须是JSON对象….
 */
export function parseTestData(raw: unknown): Record<string, string> {
  if (raw === undefined || raw === null || raw === '') return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw bad(T.badTestJson);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad(T.badTestJson);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 50) throw bad(T.badTestJson);
  const out: Record<string, string> = {};
  for (const [k, v] of entries) {
    if (typeof v !== 'string' && typeof v !== 'number') throw bad(T.badTestJson);
    if (!/^\w{1,64}$/.test(k) || String(v).length > 2000) throw bad(T.badTestJson);
    out[k] = String(v);
  }
  return out;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Fills `${name}` placeholders of `content` with `data` (a missing name becomes ''); for HTML
 * types the values are HTML-escaped and the result sanitised again.
 */
export function renderTemplate(content: string, data: Record<string, string>, type: TemplateType): string {
  const filled = content.replace(/\$\{\s*(\w+)\s*\}/g, (_, name: string) => {
    const v = Object.prototype.hasOwnProperty.call(data, name) ? data[name] : '';
    return isHtmlType(type) ? v.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]) : v;
  });
  return isHtmlType(type) ? sanitizeRichText(filled) : filled;
}

/** Checked add / edit input of a template. @throws HttpError 400. */
export function parseTemplate(body: Body) {
  const type = textOf(body.templateType);
  if (!type || !Object.prototype.hasOwnProperty.call(TEMPLATE_TYPES, type)) throw bad(T.badType);
  const code = requiredText(body.templateCode, '模板编码', 100);
  if (!TEMPLATE_CODE.test(code)) throw bad(T.badCode);
  const content = typeof body.templateContent === 'string' ? body.templateContent : '';
  if (!content.trim()) throw bad('模板内容不能为空');
  if (content.length > MAX_CONTENT) throw bad(`模板内容不能超过${MAX_CONTENT}个字符`);
  const testJson = optionalText(body.templateTestJson, '测试数据', 20_000, true);
  if (testJson) parseTestData(testJson);
  const t = type as TemplateType;
  return {
    template_code: code,
    template_name: requiredText(body.templateName, '模板标题', 100),
    template_type: t,
    template_content: isHtmlType(t) ? sanitizeRichText(content) : content,
    template_test_json: testJson,
  };
}

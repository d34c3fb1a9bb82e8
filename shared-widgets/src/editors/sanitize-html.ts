import DOMPurify from 'dompurify';

/**
 * Cleans HTML for the rich-text editor (common brief: pasted and loaded HTML is sanitised on the
 * client with DOMPurify; the server sanitises again). Scripts, event-handler attributes,
 * `javascript:` URLs, iframes, objects, forms and styles elements are removed; ordinary rich-text
 * markup (headings, lists, tables, links, images, inline styles) is kept. Links get
 * `rel="noopener noreferrer"` when they open a new window.
 *
 * @param html untrusted HTML; null / undefined give ''.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'meta', 'link', 'base'],
    FORBID_ATTR: ['srcdoc', 'formaction'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: true,
  });
  if (!clean.includes('target=')) return clean;
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  doc.querySelectorAll('a[target]').forEach((a) => a.setAttribute('rel', 'noopener noreferrer'));
  return doc.body.innerHTML;
}

import { sanitizeHtml } from '../../src/editors/sanitize-html';
import { CODE_EDITOR, CODE_LANGUAGES, codeLanguageOf, MARKDOWN_HEIGHT, RICH_TEXT_HEIGHT } from '../../src/editors/editor-texts';

describe('sanitizeHtml (DOMPurify on loaded and pasted HTML)', () => {
  it('removes scripts, handlers, javascript: URLs and active elements', () => {
    const dirty = '<p onclick="steal()">正文<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://evil"></iframe><form action="/x"><input name="a"></form><style>body{}</style>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|<form|<input|<style/i);
    expect(clean).toContain('<p>正文</p>');
    expect(clean).toContain('<img src="x">');
    expect(clean).toContain('>链接</a>');
  });
  it('keeps ordinary rich-text markup, inline styles and wangEditor data attributes', () => {
    const html = '<h1>标题</h1><p style="text-align: center;"><strong>粗</strong><span style="color: rgb(255, 0, 0);">红</span></p><ul><li>一</li></ul><table><tbody><tr><td>格</td></tr></tbody></table><pre><code class="language-js">x</code></pre><div data-w-e-type="todo">待办</div>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it('adds rel=noopener to links that open a new window, and maps empty input to empty text', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">外链</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">外链</a>');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('editor constants (§9)', () => {
  it('has the 12 languages of the spec in order, heights and tab size', () => {
    expect(CODE_LANGUAGES.map((l) => l.label)).toEqual(['CSS', 'JavaScript', 'XML/HTML', 'Java', 'Objective-C', 'Python', 'R', 'Shell', 'SQL', 'Swift', 'Vue', 'Markdown']);
    expect(CODE_EDITOR).toMatchObject({ HEIGHT: '240px', TAB_SIZE: 2, FULLSCREEN_Z_INDEX: 999 });
    expect(RICH_TEXT_HEIGHT).toBe(300);
    expect(MARKDOWN_HEIGHT).toBe(300);
  });
  it('reads a language by value, label or alias; unknown gives JavaScript', () => {
    expect(codeLanguageOf('SQL').value).toBe('sql');
    expect(codeLanguageOf('XML/HTML').value).toBe('html');
    expect(codeLanguageOf('xml').value).toBe('html');
    expect(codeLanguageOf('Objective-C').value).toBe('objectivec');
    expect(codeLanguageOf('Shell').value).toBe('sh');
    expect(codeLanguageOf('vue').label).toBe('Vue');
    expect(codeLanguageOf('cobol').value).toBe('javascript');
    expect(codeLanguageOf(undefined).value).toBe('javascript');
  });
});

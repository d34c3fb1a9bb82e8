import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';

jest.setTimeout(180000);
configure({ asyncUtilTimeout: 20000 });
const get = jest.fn();
const put = jest.fn();
jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  return { ...actual, http: { get: (...a: unknown[]) => get(...a), put: (...a: unknown[]) => put(...a), post: jest.fn() } };
});
// @uiw/react-md-editor is ESM-only for jest: the markdown editor is a plain textarea here.
jest.mock('../../shared-widgets/src/editors/markdown-editor-impl', () => ({
  __esModule: true,
  default: ({ value, onChange }: { value?: string; onChange?(v: string): void }) => <textarea aria-label="markdown" value={value} onChange={(e) => onChange?.(e.target.value)} />,
}));

import { CodeEditorDemo } from '../src/features/widget-demo/upload/code-editor-demo';
import { DetailIframeDemo } from '../src/features/widget-demo/upload/detail-iframe-demo';
import { RichContentDemo } from '../src/features/widget-demo/upload/rich-content-demo';

const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result });
const RECORD = { id: 'd1', name: '杭州示例', sex_dictText: '男', age: 30, phone: '13800138000', enabled: 'Y', content: '<p>旧内容<script>alert(1)</script></p>', remark: '# 备注', createTime: '2026-01-01 10:00:00' };

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  get.mockImplementation(async (url: string) => (url === '/test/jeecgDemo/list' ? ok({ records: [RECORD], total: 1 }) : ok([])));
});

describe('编辑器 tab', () => {
  it('saves the rich-text and markdown content of the newest demo record and shows what the server stored', async () => {
    put.mockResolvedValue(ok({ ...RECORD, content: '<p>旧内容</p>', remark: '# 新备注' }, '编辑成功!'));
    render(<App><RichContentDemo /></App>);
    expect(await screen.findByText('富文本与Markdown（示例数据：杭州示例）')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-menu-key=consoleImage]')).not.toBeNull());
    expect(document.querySelector('[data-slate-editor]')?.textContent).toContain('旧内容');
    const md = (await screen.findByLabelText('markdown')) as HTMLTextAreaElement;
    expect(md.value).toBe('# 备注');
    fireEvent.change(md, { target: { value: '# 新备注' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    const [url, body] = put.mock.calls[0];
    expect(url).toBe('/test/jeecgDemo/edit');
    expect(body).toEqual(expect.objectContaining({ id: 'd1', remark: '# 新备注' }));
    expect(body.content).not.toContain('<script');
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
    expect(document.querySelector('.saved-html')?.innerHTML).toBe('<p>旧内容</p>');
  });

  it('the code editor reports language switches', async () => {
    render(<CodeEditorDemo />);
    await waitFor(() => expect(document.querySelector('.ace_editor')).not.toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('SQL'));
    await waitFor(() => expect(screen.getByTestId('code-language-events').textContent).toContain('切换语言：sql'));
    expect(screen.getByTestId('code-language-events').textContent).toContain('当前语言：SQL');
  });

  it('shows 详细信息 of the newest record and the iframe wrapper', async () => {
    render(<App><DetailIframeDemo /></App>);
    expect(screen.getByTitle('内嵌页面').getAttribute('src')).toBe('/jeecg-boot/v3/api-docs');
    fireEvent.click(screen.getByRole('button', { name: '查看详细信息' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('详细信息')).toBeTruthy();
    expect(within(dialog).getByText('杭州示例')).toBeTruthy();
    expect(within(dialog).getByText('13800138000')).toBeTruthy();
  });
});

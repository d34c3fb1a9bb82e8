import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';

jest.mock('shared-session', () => ({
  http: { post: jest.fn(), get: jest.fn() },
  handleHttpError: (e: unknown) => Promise.reject(e),
  SESSION_CONSTANTS: { API_BASE: '/jeecg-boot' },
}));

import { RichTextEditor } from '../../src/editors/rich-text-editor';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 15000 });

const imageButton = () => document.querySelector('[data-menu-key=consoleImage]') as HTMLElement;
const textArea = () => document.querySelector('[data-slate-editor]') as HTMLElement;

describe('RichTextEditor on wangEditor (§2, §9)', () => {
  it('loads lazily with height 300, a Chinese toolbar, and sanitised content', async () => {
    render(<App><RichTextEditor value={'<p>车辆<script>alert(1)</script><img src="x" onerror="alert(2)"></p>'} /></App>);
    await waitFor(() => expect(imageButton()).not.toBeNull());
    expect(imageButton().getAttribute('data-tooltip')).toBe('插入图片');
    expect(document.querySelector('[data-menu-key=headerSelect]')?.getAttribute('data-tooltip')).toBe('标题');
    expect(document.querySelector('[data-menu-key=group-image]')).toBeNull();
    expect((document.querySelector('[data-w-e-textarea]') as HTMLElement).style.height).toBe('300px');
    expect(textArea().textContent).toContain('车辆');
    expect(String(textArea().contentEditable)).toBe('true');
    expect(document.body.innerHTML).not.toMatch(/alert\(/);
  });

  it('inserts an image from the web-address tab of the image dialog and emits the HTML', async () => {
    const onChange = jest.fn();
    render(<App><RichTextEditor value="<p>说明</p>" onChange={onChange} /></App>);
    await waitFor(() => expect(imageButton()).not.toBeNull());
    fireEvent.click(imageButton());
    expect(await screen.findByRole('tab', { name: '本地上传' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '网络图片' }));
    fireEvent.change(screen.getByLabelText('图片地址'), { target: { value: 'https://example.com/a.png' } });
    fireEvent.change(screen.getByLabelText('图片描述'), { target: { value: '示意图' } });
    fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.calls.at(-1)?.[0] as string;
    expect(html).toContain('说明');
    expect(html).toMatch(/<img src="https:\/\/example.com\/a.png" alt="示意图"/);
  });

  it('is read-only when disabled', async () => {
    render(<App><RichTextEditor value="<p>只读</p>" disabled /></App>);
    await waitFor(() => expect(imageButton()).not.toBeNull());
    await waitFor(() => expect(String(textArea().contentEditable)).toBe('false'));
  });
});

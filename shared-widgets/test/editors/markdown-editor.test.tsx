import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';

/*
 * @uiw/react-md-editor and its unified/rehype dependencies are ES modules only, which this jest
 * setup does not transform; the editor is replaced by a small stand-in with the same contract
 * (commands with buttonProps and execute(state, api), api.replaceSelection at the cursor,
 * onChange, height, preview, previewOptions). The real editor runs on the demo page / e2e.
 */
const received: Record<string, unknown>[] = [];
jest.mock('@uiw/react-md-editor/nohighlight', () => {
  const { createElement: h, useRef } = jest.requireActual<typeof import('react')>('react');
  function FakeMDEditor(props: Record<string, any>) {
    received.push(props);
    const area = useRef<HTMLTextAreaElement>(null);
    const api = {
      replaceSelection(text: string) {
        const el = area.current as HTMLTextAreaElement;
        const value = String(props.value ?? '');
        const next = value.slice(0, el.selectionStart) + text + value.slice(el.selectionEnd);
        props.onChange(next);
        return { text: next, selectedText: '', selection: { start: 0, end: 0 } };
      },
    };
    return h('div', { 'data-height': props.height, 'data-preview': props.preview },
      !props.hideToolbar && props.commands.map((c: any) =>
        h('button', { key: c.name, type: 'button', 'aria-label': c.buttonProps?.['aria-label'] ?? c.name, onClick: () => c.execute?.({ text: props.value }, api) }, c.name)),
      h('textarea', { ref: area, 'aria-label': 'markdown', value: props.value, disabled: props.textareaProps?.disabled, onChange: (e: any) => props.onChange(e.target.value) }));
  }
  return { __esModule: true, default: FakeMDEditor };
});
jest.mock('@uiw/react-md-editor/commands-cn', () => ({
  getCommands: () => [
    { name: 'bold', keyCommand: 'bold', buttonProps: { 'aria-label': '粗体' } },
    { name: 'image', keyCommand: 'image', buttonProps: { 'aria-label': '添加图片' } },
  ],
  getExtraCommands: () => [{ name: 'fullscreen', keyCommand: 'fullscreen' }],
}));
jest.mock('rehype-sanitize', () => ({ __esModule: true, default: function rehypeSanitize() {} }));
jest.mock('shared-session', () => ({
  http: { post: jest.fn(), get: jest.fn() },
  handleHttpError: (e: unknown) => Promise.reject(e),
  SESSION_CONSTANTS: { API_BASE: '/jeecg-boot' },
}));

import rehypeSanitize from 'rehype-sanitize';
import { MarkdownEditor } from '../../src/editors/markdown-editor';
import { imageMarkdown } from '../../src/editors/markdown-editor-impl';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 10000 });

function Harness({ initial, spy }: { initial: string; spy: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <App>
      <MarkdownEditor value={value} onChange={(v) => { spy(v); setValue(v); }} />
    </App>
  );
}

beforeEach(() => (received.length = 0));

describe('imageMarkdown', () => {
  it('writes ![alt](url) and escapes what would break the syntax', () => {
    expect(imageMarkdown({ url: '/jeecg-boot/sys/common/static/jeditor/a.png', alt: '示意图' })).toBe('![示意图](/jeecg-boot/sys/common/static/jeditor/a.png)');
    expect(imageMarkdown({ url: 'https://x.cn/a (1).png', alt: 'a]b' })).toBe('![a\\]b](https://x.cn/a%20%281%29.png)');
  });
});

describe('MarkdownEditor (§2, §9)', () => {
  it('is 300 high with a live preview sanitised by rehype-sanitize', async () => {
    render(<Harness initial="# 标题" spy={jest.fn()} />);
    await screen.findByLabelText('markdown');
    const props = received.at(-1) as Record<string, any>;
    expect(props.height).toBe(300);
    expect(props.preview).toBe('live');
    expect(props.previewOptions.rehypePlugins[0][0]).toBe(rehypeSanitize);
  });

  it('replaces the image command by the image dialog and inserts ![描述](地址) at the cursor', async () => {
    const spy = jest.fn();
    render(<Harness initial="前文后文" spy={spy} />);
    const area = (await screen.findByLabelText('markdown')) as HTMLTextAreaElement;
    expect(screen.queryByRole('button', { name: '添加图片' })).toBeNull();
    area.setSelectionRange(2, 2);
    fireEvent.click(screen.getByRole('button', { name: '插入图片' }));
    fireEvent.click(await screen.findByRole('tab', { name: '网络图片' }));
    fireEvent.change(screen.getByLabelText('图片地址'), { target: { value: 'https://example.com/a.png' } });
    fireEvent.change(screen.getByLabelText('图片描述'), { target: { value: '图' } });
    fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('前文![图](https://example.com/a.png)后文'));
  });

  it('is read-only when disabled: preview only, no toolbar', async () => {
    render(<App><MarkdownEditor value="x" disabled /></App>);
    await screen.findByLabelText('markdown');
    const props = received.at(-1) as Record<string, any>;
    expect(props.preview).toBe('preview');
    expect(props.hideToolbar).toBe(true);
    expect(screen.queryByRole('button', { name: '插入图片' })).toBeNull();
  });
});

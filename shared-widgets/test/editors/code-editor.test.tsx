import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { CodeEditor } from '../../src/editors/code-editor';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 10000 });

interface AceElement extends HTMLElement {
  env: { editor: { getSession(): { getMode(): { $id: string }; getTabSize(): number }; getValue(): string; setValue(v: string): void; getTheme(): string; getReadOnly(): boolean } };
}
const ace = () => (document.querySelector('.ace_editor') as AceElement).env.editor;

describe('CodeEditor on react-ace (§2, §4, §9)', () => {
  it('renders lazily with height 240px, tab size 2, the dracula theme and the given language', async () => {
    render(<CodeEditor value="select 1" language="SQL" />);
    await waitFor(() => expect(document.querySelector('.ace_editor')).not.toBeNull());
    expect((document.querySelector('.ace_editor') as HTMLElement).style.height).toBe('240px');
    expect(ace().getSession().getMode().$id).toBe('ace/mode/sql');
    expect(ace().getSession().getTabSize()).toBe(2);
    expect(ace().getTheme()).toBe('ace/theme/dracula');
    expect(ace().getValue()).toBe('select 1');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('emits changes and is read-only when disabled', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<CodeEditor value="" onChange={onChange} />);
    await waitFor(() => expect(document.querySelector('.ace_editor')).not.toBeNull());
    ace().setValue('const a = 1;');
    expect(onChange).toHaveBeenLastCalledWith('const a = 1;');
    rerender(<CodeEditor value="const a = 1;" onChange={onChange} disabled />);
    await waitFor(() => expect(ace().getReadOnly()).toBe(true));
  });

  it('switches language through the select of 12 languages and emits onLanguageChange', async () => {
    const onLanguageChange = jest.fn();
    render(<CodeEditor value="<div/>" language="javascript" languageChange onLanguageChange={onLanguageChange} />);
    await waitFor(() => expect(document.querySelector('.ace_editor')).not.toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(12);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="XML/HTML"]') as HTMLElement);
    expect(onLanguageChange).toHaveBeenCalledWith('html');
    await waitFor(() => expect(ace().getSession().getMode().$id).toBe('ace/mode/html'));
  });

  it('follows a language prop change from the parent', async () => {
    function Harness() {
      const [lang, setLang] = useState('python');
      return (
        <>
          <button onClick={() => setLang('Shell')}>切换</button>
          <CodeEditor value="" language={lang} />
        </>
      );
    }
    render(<Harness />);
    await waitFor(() => expect(document.querySelector('.ace_editor')).not.toBeNull());
    expect(ace().getSession().getMode().$id).toBe('ace/mode/python');
    fireEvent.click(screen.getByText('切换'));
    await waitFor(() => expect(ace().getSession().getMode().$id).toBe('ace/mode/sh'));
  });

  it('toggles fullscreen over the page at z-index 999', async () => {
    render(<CodeEditor value="x" />);
    await waitFor(() => expect(document.querySelector('.ace_editor')).not.toBeNull());
    const box = screen.getByTestId('code-editor');
    expect(box.dataset.fullscreen).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(box.dataset.fullscreen).toBe('true');
    expect(box.style.position).toBe('fixed');
    expect(box.style.zIndex).toBe('999');
    fireEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(box.dataset.fullscreen).toBe('false');
    expect(box.style.position).toBe('relative');
  });
});

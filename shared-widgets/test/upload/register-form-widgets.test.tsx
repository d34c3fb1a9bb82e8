import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';

const post = jest.fn();
jest.mock('shared-session', () => ({
  http: { post: (...a: unknown[]) => post(...a), get: jest.fn() },
  handleHttpError: (e: unknown) => Promise.reject(e),
  SESSION_CONSTANTS: { API_BASE: '/jeecg-boot' },
}));

import { getFormWidget, isFormWidgetRegistered } from '../../src/form/widget-registry';
import { UPLOAD_EDITOR_FORM_WIDGETS } from '../../src/upload/register-form-widgets';
import type { FormSchemaItem } from '../../src/form/form-types';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 5000 });

const choose = (file: File) => act(async () => {
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
});

beforeEach(() => post.mockReset());

describe('upload / editor form widgets (common brief contract)', () => {
  it('registers file, image, umeditor, markdown and code', () => {
    for (const type of ['file', 'image', 'umeditor', 'markdown', 'code']) {
      expect(isFormWidgetRegistered(type)).toBe(true);
      expect(getFormWidget(type)).toBe(UPLOAD_EDITOR_FORM_WIDGETS[type]);
    }
  });

  it('file reads uploadnum, fileType and down from the extension JSON', async () => {
    const File_ = getFormWidget('file')!;
    const schema: FormSchemaItem = { key: 'files', label: '附件', type: 'file', fieldExtendJson: '{"uploadnum":1,"fileType":"pdf","down":"1"}' };
    const onChange = jest.fn();
    render(<App><File_ schema={schema} value="temp/a_1767225600000.pdf" onChange={onChange} /></App>);
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download file' })).toBeTruthy();
    await choose(new File(['x'], 'b.txt', { type: 'text/plain' }));
    expect(await screen.findByText('要求上传的附件为pdf格式，请按照要求上传！')).toBeTruthy();
    post.mockResolvedValue({ success: true, message: 'temp/b.pdf', code: 200 });
    await choose(new File(['x'], 'b.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('上传附件数量限制为1,将会替换已上传附件！')).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/b.pdf'));
  });

  it('image with uploadnum 1 is single-image mode (no reorder arrows)', () => {
    const Image_ = getFormWidget('image')!;
    render(<App><Image_ schema={{ key: 'img', label: '图片', type: 'image', fieldExtendJson: { uploadnum: 1 } }} value="temp/a.png" onChange={jest.fn()} /></App>);
    expect(screen.queryByRole('button', { name: '左移' })).toBeNull();
  });

  it('image without a limit shows the reorder arrows', () => {
    const Image_ = getFormWidget('image')!;
    render(<App><Image_ schema={{ key: 'img', label: '图片', type: 'image' }} value="temp/a.png,temp/b.png" onChange={jest.fn()} /></App>);
    expect(screen.getAllByRole('button', { name: '左移' })).toHaveLength(2);
  });
});

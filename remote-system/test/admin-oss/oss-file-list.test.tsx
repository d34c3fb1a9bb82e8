import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { calls, granted, ok, paramsOf } from './oss-mocks';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 8000 });
jest.mock('shared-session', () => jest.requireActual('./oss-mocks').sessionMock());
const uploadFile = jest.fn();
const saveBlob = jest.fn();
jest.mock('shared-widgets', () => ({
  ...jest.requireActual('shared-widgets'),
  uploadFile: (...a: unknown[]) => uploadFile(...a),
  saveBlob: (...a: unknown[]) => saveBlob(...a),
}));

import OssFileList from '../../src/views/oss-file-list';
import { formatSize } from '../../src/features/oss/format-size';
import type { OssFile } from '../../src/features/oss/oss-types';

const IMAGE: OssFile = {
  id: 'f1', fileName: '路线图.png', url: 'oss/20260101/路线图_1767225600000abcdef012345.png', biz: 'oss', fileSize: 1536, fileType: 'png',
  contentType: 'image/png', storeType: 's3', createBy: 'admin', createByName: '管理员', createTime: '2026-01-01 08:00:00',
};
const PDF: OssFile = { ...IMAGE, id: 'f2', fileName: 'report.pdf', url: 'temp/20260101/report_1.pdf', fileSize: 300, fileType: 'pdf', contentType: 'application/pdf', storeType: 'local', createBy: 'viewer', createByName: null };

beforeEach(() => {
  for (const m of Object.values(calls)) m.mockReset();
  uploadFile.mockReset();
  saveBlob.mockReset();
  granted.all = true;
  granted.codes = new Set();
  calls.get.mockImplementation(async (url: string) => {
    if (url === '/sys/oss/file/list') return ok({ records: [IMAGE, PDF], total: 2, size: 10, current: 1, pages: 1 });
    if (url.startsWith('/sys/common/download/')) return new Blob(['%PDF-1.4']);
    throw new Error(`unexpected GET ${url}`);
  });
  calls.delete.mockResolvedValue(ok(null, '删除成功!'));
});

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('formatSize', () => {
  it('shows bytes in 1024 steps with at most two decimals', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024 + 1)).toBe('5 MB');
    expect(formatSize(-1)).toBe('-');
  });
});

describe('对象存储 page', () => {
  it('lists the files newest first with size, type, store and uploader, and searches by name', async () => {
    render(<App><OssFileList /></App>);
    const row = await rowOf('路线图.png');
    expect(within(row).getByText('1.5 KB')).toBeTruthy();
    expect(within(row).getByText('PNG')).toBeTruthy();
    expect(within(row).getByText('对象存储(S3)')).toBeTruthy();
    expect(within(row).getByText('管理员')).toBeTruthy();
    expect(within(await rowOf('report.pdf')).getByText('viewer')).toBeTruthy();
    expect(paramsOf(calls.get, '/sys/oss/file/list')).toMatchObject({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
    expect(screen.getByText(/共\s*2\s*条/)).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入文件名称'), { target: { value: '路线' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(paramsOf(calls.get, '/sys/oss/file/list')).toMatchObject({ fileName: '路线', pageNo: 1 }));
  });

  it('deletes a row after 确定删除吗? and reloads', async () => {
    render(<App><OssFileList /></App>);
    fireEvent.click(within(await rowOf('report.pdf')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除吗?')).toBeTruthy();
    const loads = calls.get.mock.calls.length;
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('/sys/oss/file/delete', { params: { id: 'f2' } }));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    await waitFor(() => expect(calls.get.mock.calls.length).toBeGreaterThan(loads));
  });

  it('hides 删除 and 批量删除 without system:oss:delete', async () => {
    granted.all = false;
    granted.codes = new Set(['system:oss:list']);
    render(<App><OssFileList /></App>);
    const row = await rowOf('report.pdf');
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(within(row).getByRole('button', { name: /下\s*载/ })).toBeTruthy();
  });

  it('uploads with biz oss, reports success and reloads; shows the server refusal', async () => {
    uploadFile.mockResolvedValueOnce({ success: true, code: 200, message: 'oss/20260101/a_1.png' })
      .mockResolvedValueOnce({ success: false, code: 400, message: '不支持上传该类型的文件' });
    const { container } = render(<App><OssFileList /></App>);
    await rowOf('report.pdf');
    const loads = calls.get.mock.calls.length;
    const input = () => container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByText('a.png 上传成功')).toBeTruthy();
    expect(uploadFile).toHaveBeenCalledWith(expect.any(File), { biz: 'oss' });
    await waitFor(() => expect(calls.get.mock.calls.length).toBeGreaterThan(loads));
    // rc-upload renders a fresh input after each pick
    fireEvent.change(input(), { target: { files: [new File(['x'], 'b.exe')] } });
    expect(await screen.findByText('不支持上传该类型的文件')).toBeTruthy();
  });

  it('previews images only, and downloads through /sys/common/download', async () => {
    render(<App><OssFileList /></App>);
    expect(within(await rowOf('report.pdf')).queryByRole('button', { name: /预\s*览/ })).toBeNull();
    fireEvent.click(within(await rowOf('路线图.png')).getByRole('button', { name: /预\s*览/ }));
    const img = (await screen.findByAltText('路线图.png')) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`/jeecg-boot/sys/common/static/oss/20260101/${encodeURIComponent('路线图_1767225600000abcdef012345.png')}`);
    fireEvent.click(within(await rowOf('report.pdf')).getByRole('button', { name: /下\s*载/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'report.pdf'));
    expect(calls.get).toHaveBeenCalledWith('/sys/common/download/temp/20260101/report_1.pdf', { responseType: 'blob' });
  });
});

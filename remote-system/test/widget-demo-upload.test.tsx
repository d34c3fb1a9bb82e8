import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import * as XLSX from 'xlsx';

jest.setTimeout(180000);
configure({ asyncUtilTimeout: 15000 });
const get = jest.fn();
const post = jest.fn();
const granted = new Set<string>();
jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    http: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) },
    hasPermission: (code: string) => granted.has(code),
  };
});

import { ImportExportDemo } from '../src/features/widget-demo/upload/import-export-demo';
import { exampleRow, TEMPLATE_TITLES } from '../src/features/widget-demo/upload/import-template';

const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result });
const ROW = { id: 'd1', name: '杭州示例', sex: '1', sex_dictText: '男', age: 30, birthday: '1995-06-18', phone: '13800138000', enabled: 'Y', cron: null, effective: null, createTime: '2026-01-01 10:00:00' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let blobs: Blob[];
let saved: string[];

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  granted.clear();
  blobs = [];
  saved = [];
  get.mockImplementation(async (url: string) => {
    if (url === '/test/jeecgDemo/list') return ok({ records: [ROW], total: 1 });
    if (url === '/test/jeecgDemo/exportXls') return new Blob(['PK'], { type: XLSX_TYPE });
    return ok([]);
  });
  URL.createObjectURL = jest.fn((b: Blob) => {
    blobs.push(b);
    return 'blob:x';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

/** jsdom's Blob has no arrayBuffer(): read it with a FileReader. */
const bytesOf = (blob: Blob) => new Promise<ArrayBuffer>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(reader.result as ArrayBuffer);
  reader.onerror = () => reject(reader.error);
  reader.readAsArrayBuffer(blob);
});
const view = () => render(<App><ImportExportDemo /></App>);

describe('上传与导入 tab: Excel import / export of the demo records', () => {
  it('hides 导入 and 导出 without the button permissions', async () => {
    view();
    expect(await screen.findByText('杭州示例')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s*入$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出$/ })).toBeNull();
    expect(screen.getByRole('button', { name: /下载导入模板/ })).toBeTruthy();
  });

  it('imports through 导入EXCEL in online mode, warns about bad rows with the error file link, and reloads', async () => {
    granted.add('test:jeecgDemo:importExcel');
    post.mockResolvedValue({ success: true, code: 201, message: '导入成功,但是有错误数据!', result: 'import_error/20260101/示例_错误信息_1767225600000.xlsx' });
    view();
    await screen.findByText('杭州示例');
    const listCalls = get.mock.calls.filter((c) => c[0] === '/test/jeecgDemo/list').length;
    fireEvent.click(screen.getByRole('button', { name: /导\s*入$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('是否开启校验')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch'));
    await act(async () => {
      fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['PK'], '示例.xlsx', { type: XLSX_TYPE })] } });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /开始上传/ }));
    expect((await screen.findAllByText('导入成功,但是有错误数据!')).length).toBeGreaterThan(0);
    const [url, form] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/test/jeecgDemo/importExcel');
    expect(form.get('validateStatus')).toBe('1');
    expect(screen.getByRole('link', { name: /点击下载/ }).getAttribute('href')).toContain('/jeecg-boot/sys/common/static/import_error/20260101/');
    await waitFor(() => expect(get.mock.calls.filter((c) => c[0] === '/test/jeecgDemo/list').length).toBeGreaterThan(listCalls));
  });

  it('exports the current query and the selected rows as 组件示例.xlsx', async () => {
    granted.add('test:jeecgDemo:exportXls');
    view();
    await screen.findByText('杭州示例');
    fireEvent.change(screen.getByLabelText('名称包含'), { target: { value: '杭州' } });
    fireEvent.keyDown(screen.getByLabelText('名称包含'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(get).toHaveBeenCalledWith('/test/jeecgDemo/list', expect.objectContaining({ params: expect.objectContaining({ name: '*杭州*' }) })));
    await screen.findByText('杭州示例');
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    fireEvent.click(screen.getByRole('button', { name: /导\s*出$/ }));
    await waitFor(() => expect(saved).toEqual(['组件示例.xlsx']));
    const call = get.mock.calls.find((c) => c[0] === '/test/jeecgDemo/exportXls');
    expect(call?.[1]).toEqual({ params: expect.objectContaining({ name: '*杭州*', selections: 'd1' }), responseType: 'blob' });
    expect(call?.[1].params.pageNo).toBeUndefined();
  });

  it('下载导入模板 saves a workbook with the import headers and a valid example row', async () => {
    view();
    fireEvent.click(screen.getByRole('button', { name: /下载导入模板/ }));
    await waitFor(() => expect(saved).toEqual(['导入模板.xlsx']));
    const book = XLSX.read(new Uint8Array(await bytesOf(blobs[0])), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual(TEMPLATE_TITLES);
    const example = exampleRow(new Date('2026-01-01T00:00:00Z'));
    expect(example.手机号).toMatch(/^1[34578]\d{9}$/);
    expect(example.编号).toMatch(/^IMP\d+$/);
    expect((rows[1] as unknown[])[0]).toBe('示例导入');
  });
});

const get = jest.fn();
const warning = jest.fn();
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => get(...a), post: jest.fn() },
  handleHttpError: (e: unknown) => Promise.reject(e),
  SESSION_CONSTANTS: { API_BASE: '/jeecg-boot' },
}));
jest.mock('antd', () => ({ ...jest.requireActual('antd'), message: { warning: (t: string) => warning(t) } }));

import { exportListXls } from '../../src/import/export-list';
import { importFailedText } from '../../src/import/import-texts';

let saved: string[];
beforeEach(() => {
  get.mockReset();
  warning.mockReset();
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('exportListXls (§7 export, §9 default name)', () => {
  it('gets the list with its params and selections as a blob and saves it as 导出文件.xlsx by default', async () => {
    get.mockResolvedValue(new Blob(['PK..'], { type: XLSX_TYPE }));
    await expect(exportListXls('/test/jeecgDemo/exportXls', { name: '*张*', selections: 'a,b' })).resolves.toBe(true);
    expect(get).toHaveBeenCalledWith('/test/jeecgDemo/exportXls', { params: { name: '*张*', selections: 'a,b' }, responseType: 'blob' });
    expect(saved).toEqual(['导出文件.xlsx']);
  });

  it('uses the given name and .xls for the old format', async () => {
    get.mockResolvedValue(new Blob(['x'], { type: 'application/vnd.ms-excel' }));
    await exportListXls('/x', {}, '示例数据');
    expect(saved).toEqual(['示例数据.xls']);
  });

  it('warns 文件下载失败 for an empty blob and saves nothing', async () => {
    get.mockResolvedValue(new Blob([]));
    await expect(exportListXls('/x')).resolves.toBe(false);
    expect(warning).toHaveBeenCalledWith('文件下载失败');
    expect(saved).toEqual([]);
  });

  it('shows the message of a JSON refusal in place of a file', async () => {
    get.mockResolvedValue(new Blob([JSON.stringify({ success: false, code: 510, message: '没有导出权限' })], { type: 'application/json' }));
    await expect(exportListXls('/x')).resolves.toBe(false);
    expect(warning).toHaveBeenCalledWith('没有导出权限');
  });

  it('resolves false when the request fails', async () => {
    get.mockRejectedValue(new Error('Network Error'));
    await expect(exportListXls('/x')).resolves.toBe(false);
    expect(saved).toEqual([]);
  });
});

describe('importFailedText (§8)', () => {
  it('puts the file names before the server message unless it names a file already', () => {
    expect(importFailedText(['a.xlsx', 'b.xls'], '没有导入权限')).toBe('a.xlsx、b.xls 没有导入权限');
    expect(importFailedText(['a.xlsx'], 'a.xlsx：文件解析失败')).toBe('a.xlsx：文件解析失败');
  });
});

import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';

const post = jest.fn();
jest.mock('shared-session', () => ({
  http: { post: (...a: unknown[]) => post(...a), get: jest.fn() },
  handleHttpError: (e: unknown) => Promise.reject(e),
  SESSION_CONSTANTS: { API_BASE: '/jeecg-boot' },
}));

import { ImportExcelModal, type ImportExcelModalProps } from '../../src/import/import-excel-modal';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 5000 });

const xlsx = (name: string) => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const choose = (...files: File[]) => act(async () => {
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files } });
});
const startButton = () => screen.getByRole('button', { name: /开始上传|上传中/ }) as HTMLButtonElement;

function open(props: Partial<ImportExcelModalProps> = {}) {
  const onOk = jest.fn();
  const onClose = jest.fn();
  const view = render(
    <App>
      <ImportExcelModal open url="/test/jeecgDemo/importExcel" onOk={onOk} onClose={onClose} {...props} />
    </App>,
  );
  return { onOk, onClose, ...view };
}

beforeEach(() => post.mockReset());

describe('ImportExcelModal', () => {
  it('opens empty with 关闭 and a disabled 开始上传, width 600, no switch outside online mode', () => {
    open();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('导入EXCEL')).toBeTruthy();
    expect(startButton().disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: /关\s*闭/ })).toBeTruthy();
    expect(screen.queryByText('是否开启校验')).toBeNull();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('600px');
    expect((document.querySelector('input[type=file]') as HTMLInputElement).accept).toBe('.xls,.xlsx');
  });

  it('posts several files as files[] with validateStatus in online mode, shows 上传中... and closes on success', async () => {
    let finish: (v: unknown) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { onOk, onClose } = open({ online: true, biz: 'demo', foreignKeys: { demoId: '1' } });
    const toggle = screen.getByRole('switch', { name: '是否开启校验' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(toggle).getByText('否')).toBeTruthy();
    expect(within(toggle).getByText('是')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await choose(xlsx('一月.xlsx'), xlsx('二月.xls'));
    expect(screen.getByText('一月.xlsx')).toBeTruthy();
    fireEvent.click(startButton());
    await waitFor(() => expect(startButton().textContent).toContain('上传中...'));
    const [url, form] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/test/jeecgDemo/importExcel');
    expect((form.getAll('files[]') as File[]).map((f) => f.name)).toEqual(['一月.xlsx', '二月.xls']);
    expect(form.get('validateStatus')).toBe('1');
    expect(form.get('isSingleTableImport')).toBe('demo');
    expect(form.get('foreignKeys')).toBe('{"demoId":"1"}');
    await act(async () => finish({ success: true, code: 200, message: '文件导入成功！数据行数：2', result: null }));
    expect(await screen.findByText('文件导入成功！数据行数：2')).toBeTruthy();
    expect(onOk).toHaveBeenCalledWith(expect.objectContaining({ code: 200 }));
    expect(onClose).toHaveBeenCalled();
  });

  it('sends validateStatus 0 when the switch stays off, and nothing of it outside online mode', async () => {
    post.mockResolvedValue({ success: true, code: 200, message: 'ok' });
    open({ online: true });
    await choose(xlsx('a.xlsx'));
    fireEvent.click(startButton());
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect((post.mock.calls[0][1] as FormData).get('validateStatus')).toBe('0');
  });

  it('code 201 warns 导入成功,但是有错误数据! with a download link to result, and still signals OK', async () => {
    post.mockResolvedValue({ success: true, code: 201, message: '总上传行数：3，已导入行数：2，错误行数：1', result: 'import/20260101/错误信息_1767225600000.xlsx' });
    const { onOk } = open();
    await choose(xlsx('a.xlsx'));
    fireEvent.click(startButton());
    expect((await screen.findAllByText('导入成功,但是有错误数据!')).length).toBeGreaterThan(0);
    const tip = screen.getByTestId('import-error-tip');
    expect(tip.textContent).toContain('总上传行数：3，已导入行数：2，错误行数：1');
    const link = within(tip).getByRole('link', { name: /点击下载/ });
    expect(link.getAttribute('href')).toBe(`/jeecg-boot/sys/common/static/import/20260101/${encodeURIComponent('错误信息_1767225600000.xlsx')}`);
    expect(onOk).toHaveBeenCalledWith(expect.objectContaining({ code: 201 }));
  });

  it('another failure warns with the file name and the server message and stays open', async () => {
    post.mockRejectedValue({ response: { status: 403, data: { success: false, code: 510, message: '没有导入权限' } } });
    const { onOk, onClose } = open();
    await choose(xlsx('车辆.xlsx'));
    fireEvent.click(startButton());
    expect(await screen.findByText('车辆.xlsx 没有导入权限')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('refuses a file that is not .xls / .xlsx and 关闭 closes', async () => {
    const { onClose } = open();
    await choose(new File(['a'], 'a.csv', { type: 'text/csv' }));
    expect(await screen.findByText('要求上传的附件为.xls,.xlsx格式，请按照要求上传！')).toBeTruthy();
    expect(startButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens again with an empty list and validation off', async () => {
    const onClose = jest.fn();
    const { rerender } = render(<App><ImportExcelModal open online url="/x" onClose={onClose} /></App>);
    fireEvent.click(screen.getByRole('switch'));
    await choose(xlsx('a.xlsx'));
    rerender(<App><ImportExcelModal open={false} online url="/x" onClose={onClose} /></App>);
    rerender(<App><ImportExcelModal open online url="/x" onClose={onClose} /></App>);
    expect(screen.queryByText('a.xlsx')).toBeNull();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });
});

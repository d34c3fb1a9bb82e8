import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { SuperQuery } from '../../src/super-query/super-query';
import { SAVED_QUERY_PREFIX } from '../../src/super-query/saved-query-store';
import type { SuperQueryField, SuperQueryOutput } from '../../src/super-query/super-query-types';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 5000 });

const fields: SuperQueryField[] = [
  { value: 'name', text: '名称', type: 'string', dbType: 'string' },
  { value: 'sex', text: '性别', type: 'list', dbType: 'int', options: [{ value: '1', text: '男' }, { value: '2', text: '女' }] },
];

function setup() {
  const onSearch = jest.fn<void, [SuperQueryOutput]>();
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <SuperQuery fieldList={fields} saveCode="/demo" onSearch={onSearch} />
      </App>
    </ConfigProvider>,
  );
  return onSearch;
}

async function choose(label: string, option: string) {
  const box = [...document.querySelectorAll(`[aria-label="${label}"]`)].at(-1) as HTMLElement;
  fireEvent.mouseDown(box);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].filter((el) => el.textContent === option);
    if (!found.length) throw new Error(`no option ${option}`);
    return found.at(-1)!;
  });
  fireEvent.click(item);
}

/** antd gives every modal title the id "test-id" under jest, so dialogs are found by their title text. */
const modalOf = (title: string) => screen.getByText(title, { selector: '.ant-modal-title' }).closest('.ant-modal') as HTMLElement;
const findModal = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
const dialog = () => modalOf('高级查询构造器');
/** A button by its text (spaces ignored; antd's OK reads 确定 in zh_CN); getByRole is too slow on antd's DOM. */
function button(name: string, scope: HTMLElement = document.body): HTMLElement {
  const names = name === '确定' ? ['确定', 'OK'] : [name];
  const found = [...scope.querySelectorAll('button')].find((b) => names.includes((b.textContent ?? '').replace(/\s/g, '')));
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
const advancedButton = () => button('高级查询');

async function openWithNameCondition(value: string) {
  fireEvent.click(advancedButton());
  await findModal('高级查询构造器');
  await choose('查询字段', '名称');
  fireEvent.change(within(dialog()).getByLabelText('查询值'), { target: { value } });
}

beforeEach(() => localStorage.clear());

describe('SuperQuery', () => {
  it('refuses an empty query with 不能查询空条件 and starts with one eq row', async () => {
    const onSearch = setup();
    fireEvent.click(advancedButton());
    await findModal('高级查询构造器');
    expect(within(dialog()).getAllByTestId('super-query-row')).toHaveLength(1);
    expect(within(dialog()).getByText('等于')).toBeTruthy();
    fireEvent.click(button('查询', dialog()));
    expect(await screen.findByText('不能查询空条件')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('runs a query, marks the button active with 清空, and 清空 re-runs an empty query', async () => {
    const onSearch = setup();
    await openWithNameCondition('张');
    await choose('匹配规则', '包含');
    fireEvent.click(button('查询', dialog()));
    expect(onSearch).toHaveBeenCalledTimes(1);
    const out = onSearch.mock.calls[0][0];
    expect(out.params).toEqual([{ field: 'name', rule: 'like', val: '张', type: 'string', dbType: 'string' }]);
    expect(out.superQueryParams).toBe(encodeURIComponent(JSON.stringify(out.params)));
    expect(out.superQueryMatchType).toBe('and');
    const clear = await screen.findByText('清空');
    fireEvent.mouseEnter(advancedButton());
    expect(await screen.findByText('已有高级查询条件生效')).toBeTruthy();
    fireEvent.click(clear);
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSearch.mock.calls[1][0].params).toEqual([]);
    expect(onSearch.mock.calls[1][0].superQueryParams).toBe('');
    await waitFor(() => expect(screen.queryByText('清空')).toBeNull());
  });

  it('resets to 没有任何查询条件 with a 点击新增 link; a dictionary in-query joins values', async () => {
    const onSearch = setup();
    fireEvent.click(advancedButton());
    await findModal('高级查询构造器');
    fireEvent.click(button('重置', dialog()));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ params: [] }));
    expect(within(dialog()).getByText(/没有任何查询条件/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByText('点击新增'));
    await choose('查询字段', '性别');
    await choose('匹配规则', '在...中');
    await choose('查询值', '男');
    await choose('查询值', '女');
    await choose('匹配方式', 'OR（条件中的任意一个匹配）');
    fireEvent.click(button('查询', dialog()));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ matchType: 'or', params: [{ field: 'sex', rule: 'in', val: '1,2', type: 'list', dbType: 'int' }] }));
  });

  it('saves with a name prompt, asks before overwriting, loads and deletes saved queries', async () => {
    const onSearch = setup();
    fireEvent.click(advancedButton());
    await findModal('高级查询构造器');
    fireEvent.click(button('保存查询条件', dialog()));
    expect(await screen.findByText('空条件不能保存')).toBeTruthy();

    await choose('查询字段', '名称');
    fireEvent.change(within(dialog()).getByLabelText('查询值'), { target: { value: '李' } });
    fireEvent.click(button('保存查询条件', dialog()));
    const prompt = await findModal('请输入保存的名称');
    fireEvent.click(button('确定', prompt));
    expect(await within(prompt).findByText('保存名称不能为空')).toBeTruthy();
    const input = within(prompt).getByLabelText('请输入保存的名称');
    fireEvent.change(input, { target: { value: '姓李' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const panel = within(dialog()).getByTestId('saved-queries');
    expect(within(panel).getByText('姓李')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(`${SAVED_QUERY_PREFIX}/demo`)!).value[0]).toEqual({ title: '姓李', matchType: 'and', records: [{ field: 'name', rule: 'eq', val: '李', type: 'string', dbType: 'string' }] });

    fireEvent.click(button('保存查询条件', dialog()));
    const again = await findModal('请输入保存的名称');
    fireEvent.change(within(again).getByLabelText('请输入保存的名称'), { target: { value: '姓李' } });
    fireEvent.click(button('确定', again));
    expect((await screen.findAllByText('姓李 已存在，是否覆盖？')).length).toBeGreaterThan(0);
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(button('确定', confirm));
    await waitFor(() => expect(screen.getAllByText('保存成功').length).toBeGreaterThan(0));

    await act(async () => {
      fireEvent.click(button('重置', dialog()));
    });
    fireEvent.click(within(dialog()).getByText('姓李'));
    expect(within(dialog()).getAllByTestId('super-query-row')).toHaveLength(1);
    fireEvent.click(button('查询', dialog()));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ params: [{ field: 'name', rule: 'eq', val: '李', type: 'string', dbType: 'string' }] }));

    fireEvent.click(advancedButton());
    fireEvent.click(within(dialog()).getByLabelText('删除 姓李'));
    expect(await screen.findByText('是否删除当前查询？')).toBeTruthy();
    const pop = document.querySelector('.ant-popconfirm') as HTMLElement;
    fireEvent.click(button('确定', pop));
    await waitFor(() => expect(within(dialog()).queryByText('姓李')).toBeNull());
    expect(JSON.parse(localStorage.getItem(`${SAVED_QUERY_PREFIX}/demo`)!).value).toEqual([]);
  });
});

import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 5000 });
const get = jest.fn();
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => get(...a) },
  getDictItems: () => [],
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { nextLevelToLoad } from '../../src/selects/linked-api';
import { LinkedSelect } from '../../src/selects/linked-select';

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result });
const CONFIG = { table: 'sys_category', txt: 'name', key: 'code', idField: 'id', pidField: 'pid', condition: '{"pid":"0"}' };
const OTHERS = [{ field: 'sub', title: '子类' }, { field: 'leaf', title: '细类' }];
const OPTIONS: Record<string, { id: string; store: string; label: string }[]> = {
  root: [{ id: 'i1', store: 'B01', label: '车辆分类' }, { id: 'i2', store: 'B02', label: '物资分类' }],
  i1: [{ id: 'i11', store: 'B01A01', label: '货车' }],
  i2: [{ id: 'i21', store: 'B02A01', label: '办公用品' }],
  i11: [{ id: 'i111', store: 'B01A01A01', label: '冷藏车' }],
};

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (_url: string, cfg: { params: Record<string, string> }) => ok(OPTIONS[cfg.params.pidValue ?? 'root'] ?? []));
});

function Harness({ initial, onValues }: { initial: Record<string, string | undefined>; onValues(v: Record<string, string | undefined>): void }) {
  const [values, setValues] = useState(initial);
  return <LinkedSelect config={CONFIG} field="top" title="大类" others={OTHERS} values={values} onChange={(v) => { setValues(v); onValues(v); }} />;
}

const params = () => get.mock.calls.map((c) => c[1].params);

describe('cascading select (widgets-spec §3, §4 Cascading select, §7 querySelectOptions)', () => {
  it('plans loading level by level for filled values', () => {
    const loaded = [{ parent: null, list: OPTIONS.root }];
    expect(nextLevelToLoad(['a', 'b'], { a: 'B01' }, loaded)).toEqual({ level: 1, pid: 'i1' });
    expect(nextLevelToLoad(['a', 'b'], { a: 'B01' }, [...loaded, { parent: 'i1', list: OPTIONS.i1 }])).toBeNull();
    expect(nextLevelToLoad(['a', 'b'], {}, loaded)).toBeNull();
    expect(nextLevelToLoad(['a', 'b'], { a: 'XX' }, loaded)).toBeNull();
  });

  it('loads the first level by condition; choosing loads the next by parent id and clears later levels', async () => {
    const onValues = jest.fn();
    render(<Harness initial={{}} onValues={onValues} />);
    await waitFor(() => expect(params()[0]).toEqual({ table: 'sys_category', txt: 'name', key: 'code', idField: 'id', pidField: 'pid', condition: '{"pid":"0"}' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '大类' }));
    fireEvent.click(await screen.findByText('车辆分类'));
    expect(onValues).toHaveBeenLastCalledWith({ top: 'B01', sub: undefined, leaf: undefined });
    await waitFor(() => expect(params()[1]).toEqual({ table: 'sys_category', txt: 'name', key: 'code', idField: 'id', pidField: 'pid', pidValue: 'i1' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '子类' }));
    fireEvent.click(await screen.findByText('货车'));
    await waitFor(() => expect(params()[2].pidValue).toBe('i11'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '细类' }));
    fireEvent.click(await screen.findByText('冷藏车'));
    expect(onValues).toHaveBeenLastCalledWith({ top: 'B01', sub: 'B01A01', leaf: 'B01A01A01' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '大类' }));
    fireEvent.click(await screen.findByText('物资分类'));
    expect(onValues).toHaveBeenLastCalledWith({ top: 'B02', sub: undefined, leaf: undefined });
    await waitFor(() => expect(params().at(-1).pidValue).toBe('i2'));
  });

  it('on form data load, each filled level loads its child options in order', async () => {
    render(<Harness initial={{ top: 'B01', sub: 'B01A01', leaf: 'B01A01A01' }} onValues={jest.fn()} />);
    await waitFor(() => expect(params().map((p) => p.pidValue)).toEqual([undefined, 'i1', 'i11']));
    expect(await screen.findByText('冷藏车')).toBeTruthy();
    expect(screen.getByText('货车')).toBeTruthy();
  });
});

import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 8000 });
jest.mock('shared-session', () => ({ http: { get: jest.fn() }, getDictItems: () => [], SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 } }));

import { areaOptions, areaPath, areaText, buildAreaTree, loadAreaTree, divisionCode } from '../../src/selects/area-data';
import { AreaSelect, areaTypeError } from '../../src/selects/area-select';

describe('area code tree (widgets-spec §2 Area picker: three levels under root 86)', () => {
  it('pads division codes and builds {86: {province}, province: {city}, city: {district}}', () => {
    expect(divisionCode('33')).toBe('330000');
    expect(divisionCode('3301')).toBe('330100');
    expect(divisionCode('441900003')).toBe('441900003000');
    const tree = buildAreaTree([{ code: '33', name: '浙江省', children: [{ code: '3301', name: '杭州市', children: [{ code: '330106', name: '西湖区' }] }] }]);
    expect(tree).toEqual({ 86: { 330000: '浙江省' }, 330000: { 330100: '杭州市' }, 330100: { 330106: '西湖区' } });
    expect(areaPath(tree, '330106')).toEqual(['330000', '330100', '330106']);
    expect(areaText(tree, '330106')).toBe('浙江省/杭州市/西湖区');
    expect(areaText(tree, '999999')).toBe('');
    expect(areaOptions(tree)[0].children?.[0].children?.[0]).toEqual({ value: '330106', label: '西湖区' });
  });

  it('loads the current national data from the npm package', async () => {
    const tree = await loadAreaTree();
    expect(Object.keys(tree['86'])).toHaveLength(31);
    expect(tree['86']['110000']).toBe('北京市');
    expect(tree['330100']['330106']).toBe('西湖区');
    expect(areaText(tree, '330106')).toBe('浙江省/杭州市/西湖区');
    expect(areaText(tree, '440305')).toBe('广东省/深圳市/南山区');
    expect(areaText(tree, '441900003000')).toBe('广东省/东莞市/东城街道');
    const codes = Object.values(tree).flatMap((children) => Object.keys(children));
    expect(codes.every((c) => /^\d{6}(\d{6})?$/.test(c))).toBe(true);
  });

  it("a bad type gives 请选择正确的类型 ('Bad type value')", () => {
    expect(areaTypeError('cascader')).toBeNull();
    expect(areaTypeError('select')).toBeNull();
    expect(areaTypeError('radio')).toBe('请选择正确的类型');
    render(<AreaSelect type="radio" />);
    expect(screen.getByTestId('area-type-error').textContent).toBe('请选择正确的类型');
  });
});

describe('AreaSelect', () => {
  it('shows a district value as its path and emits the district code', async () => {
    const onChange = jest.fn();
    render(<AreaSelect value="330106" onChange={onChange} />);
    await waitFor(() => expect(screen.getByTestId('area-cascader').textContent).toContain('西湖区'));
    expect(screen.getByTestId('area-cascader').textContent).toContain('浙江省');
  });

  it('select type: choosing a province enables the city and clears lower levels', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<AreaSelect type="select" value="330106" onChange={onChange} />);
    await screen.findByTestId('area-selects');
    expect(screen.getByTestId('area-selects').textContent).toContain('杭州市');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '请选择省' }));
    fireEvent.change(screen.getByRole('combobox', { name: '请选择省' }), { target: { value: '北京' } });
    fireEvent.click(await screen.findByText('北京市', { selector: '.ant-select-item-option-content' }));
    expect(onChange).toHaveBeenLastCalledWith('110000');
    rerender(<AreaSelect type="select" value="110000" onChange={onChange} />);
    expect(screen.getByTestId('area-selects').textContent).not.toContain('杭州市');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '请选择市' }));
    fireEvent.click(await screen.findByText('市辖区'));
    expect(onChange).toHaveBeenLastCalledWith('110100');
  });
});

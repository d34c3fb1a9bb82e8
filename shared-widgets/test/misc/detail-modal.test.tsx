import { fireEvent, render, screen } from '@testing-library/react';
import { DetailModal, detailColumns } from '../../src/misc/detail-modal';

describe('detailColumns (§9: max 4, default 3)', () => {
  it('clamps and defaults', () => {
    expect(detailColumns(undefined)).toBe(3);
    expect(detailColumns(2)).toBe(2);
    expect(detailColumns(4)).toBe(4);
    expect(detailColumns(6)).toBe(4);
    expect(detailColumns(0)).toBe(3);
    expect(detailColumns(Number.NaN)).toBe(3);
  });
});

describe('DetailModal 详细信息', () => {
  it('is 1200 wide, titled 详细信息, lists fields in 3 columns and closes with 关闭', () => {
    const onClose = jest.fn();
    render(
      <DetailModal
        open
        onClose={onClose}
        items={[
          { label: '车牌号', value: '浙A12345' },
          { label: '司机', value: '王伟' },
          { label: '备注', value: '' },
          { label: '所属部门', value: '西湖车队' },
        ]}
      />,
    );
    expect(screen.getByText('详细信息')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1200px');
    const rows = document.querySelectorAll('.ant-descriptions-row');
    expect(rows[0].querySelectorAll('th')).toHaveLength(3);
    expect(screen.getByText('浙A12345')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(onClose).toHaveBeenCalled();
  });

  it('uses at most 4 columns', () => {
    render(<DetailModal open column={9} onClose={() => undefined} items={Array.from({ length: 8 }, (_, i) => ({ label: `字段${i}`, value: i }))} />);
    expect(document.querySelectorAll('.ant-descriptions-row')[0].querySelectorAll('th')).toHaveLength(4);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { ListPagination } from '../../src/misc/list-pagination';
import { paginationConfig } from '../../src/misc/pagination-config';

jest.setTimeout(30000);

describe('pagination defaults (widgets-spec §9)', () => {
  it('page 1, size 10, 10/20/30, quick jumper, 共 N 条', () => {
    const cfg = paginationConfig();
    expect(cfg).toMatchObject({ current: 1, pageSize: 10, pageSizeOptions: ['10', '20', '30'], showQuickJumper: true, showSizeChanger: true });
    expect(cfg.showTotal?.(57, [1, 10])).toBe('共 57 条');
    expect(paginationConfig({ pageSize: 20 }).pageSize).toBe(20);
  });
  it('renders the total and the quick jumper, and reports page changes', () => {
    const onChange = jest.fn();
    render(<ListPagination total={57} onChange={onChange} />);
    expect(screen.getByText('共 57 条')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-options-quick-jumper input')).toBeTruthy();
    expect(document.querySelectorAll('.ant-pagination-item')).toHaveLength(6);
    fireEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 10);
  });
});

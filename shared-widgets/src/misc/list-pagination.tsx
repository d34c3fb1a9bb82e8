import { Pagination } from 'antd';
import { DEFAULT_PAGE_SIZE, paginationConfig } from './pagination-config';

export interface ListPaginationProps {
  /** Current page (1-based, default 1). */
  current?: number;
  /** Rows per page (default 10). */
  pageSize?: number;
  total: number;
  /** Page or size changed; a size change goes back to page 1. */
  onChange(page: number, pageSize: number): void;
  disabled?: boolean;
}

/**
 * The list pagination (widgets-spec §2 "Pagination", §9): page 1 and size 10 by default, sizes
 * 10/20/30, quick jumper, 共 N 条. Changing the page size returns to page 1.
 */
export function ListPagination({ current = 1, pageSize = DEFAULT_PAGE_SIZE, total, onChange, disabled }: ListPaginationProps) {
  return (
    <Pagination
      {...paginationConfig({ current, pageSize, total, disabled })}
      onChange={(page, size) => onChange(size !== pageSize ? 1 : page, size)}
    />
  );
}

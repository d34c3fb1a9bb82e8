import type { PaginationProps } from 'antd';
import { MISC_TEXTS } from './misc-texts';

/** Page size options (widgets-spec §9 "Generic list page size 10 (10/20/30)"). */
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];
/** Default page size (widgets-spec §9 "Pagination defaults"). */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * The pagination defaults of widgets-spec §9 as antd props (page 1, size 10, 10/20/30, quick
 * jumper, total text 共 N 条), for `<Table pagination={...}>` or `<Pagination>`; `overrides` win.
 */
export function paginationConfig(overrides: PaginationProps = {}): PaginationProps {
  return {
    current: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (total: number) => MISC_TEXTS.total(total),
    ...overrides,
  };
}

// The pager of a table showing a list of the list kit: page = offset/limit + 1, a new page size starts
// again from the first page (admin spec §4 Lists).
import type { TablePaginationConfig } from 'antd';
import type { ListPaging } from './use-list-state.ts';

export function listPagination(
  list: ListPaging,
  total: number,
  options: { sizes?: readonly number[]; hideOnSinglePage?: boolean } = {},
): TablePaginationConfig {
  return {
    current: list.page,
    pageSize: list.limit,
    total,
    showSizeChanger: !!options.sizes,
    pageSizeOptions: options.sizes ? [...options.sizes] : undefined,
    hideOnSinglePage: options.hideOnSinglePage,
    onChange: (page, size) => list.setPage(page, size),
  };
}

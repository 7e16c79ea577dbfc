// A server-paged lookup table (admin spec §4 Lists) over a list of the list kit, whose page, limit and
// filters live in the URL. Loading, error (with retry) and empty states included.
import type { ReactNode } from 'react';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../lists/list-params.ts';
import { listPagination } from '../lists/list-pagination.ts';
import { LoadFailed } from '../lists/LoadFailed.tsx';
import type { ListPaging } from '../lists/use-list-state.ts';
import { usePagedLookup } from './use-paged-lookup.ts';

export function PagedTable<T extends object>({
  lookup,
  path,
  method,
  filters,
  list,
  enabled = true,
  empty,
  idle,
  ...table
}: {
  lookup: string;
  path: string;
  method?: 'GET' | 'POST';
  /** What the request sends: the list's filters, or values made from them. */
  filters: Record<string, unknown>;
  list: ListPaging;
  enabled?: boolean;
  empty: string;
  /** Shown instead of the table while the query may not run (a required filter is missing). */
  idle?: ReactNode;
} & Omit<TableProps<T>, 'dataSource' | 'locale' | 'pagination' | 'loading'>) {
  const { t } = useTranslation();
  const { limit, offset } = list;
  const query = usePagedLookup<T>(lookup, path, filters, { limit, offset }, { method, enabled });
  if (!enabled) return <>{idle}</>;
  if (query.isError && !query.data) return <LoadFailed retry={query.refetch} />;
  return (
    <Table<T>
      scroll={{ x: true }}
      {...table}
      loading={query.isFetching}
      dataSource={query.data?.items ?? []}
      locale={{ emptyText: query.isLoading ? t('app.loading') : empty }}
      pagination={listPagination(list, query.data?.total ?? 0, { sizes: PAGE_SIZES })}
    />
  );
}

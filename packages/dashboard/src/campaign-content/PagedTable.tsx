// A server-paged table (admin spec §4 Lists): page = offset/limit + 1; changing a filter or the limit
// resets the offset to 0. Loading, error (with retry) and empty states included.
import { useState, type ReactNode } from 'react';
import { Button, Result, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { offsetOf, pageOf } from '@eventory/domain/paging';
import { usePagedLookup } from './content-api.ts';

export const DEFAULT_LIMIT = 20;

/** Filters plus paging, with the offset reset whenever a filter changes. */
export function usePaging<F extends Record<string, string | number | undefined>>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState({ limit: DEFAULT_LIMIT, offset: 0 });
  return {
    filters,
    page,
    setFilter: <K extends keyof F>(name: K, value: F[K]) => {
      setFilters((f) => ({ ...f, [name]: value }));
      setPage((p) => ({ ...p, offset: 0 }));
    },
    setPage,
  };
}

export function PagedTable<T extends object>({
  lookup,
  path,
  method,
  filters,
  page,
  onPage,
  enabled = true,
  empty,
  idle,
  ...table
}: {
  lookup: string;
  path: string;
  method?: 'GET' | 'POST';
  filters: Record<string, unknown>;
  page: { limit: number; offset: number };
  onPage: (page: { limit: number; offset: number }) => void;
  enabled?: boolean;
  empty: string;
  /** Shown instead of the table while the query may not run (a required filter is missing). */
  idle?: ReactNode;
} & Omit<TableProps<T>, 'dataSource' | 'locale' | 'pagination' | 'loading'>) {
  const { t } = useTranslation();
  const { limit, offset } = page;
  const query = usePagedLookup<T>(lookup, path, filters, page, { method, enabled });
  if (!enabled) return <>{idle}</>;
  if (query.isError && !query.data)
    return (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return (
    <Table<T>
      scroll={{ x: true }}
      {...table}
      loading={query.isFetching}
      dataSource={query.data?.items ?? []}
      locale={{ emptyText: query.isLoading ? t('app.loading') : empty }}
      pagination={{
        current: pageOf(offset, limit),
        pageSize: limit,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        onChange: (next, size) =>
          onPage(size !== limit ? { limit: size, offset: 0 } : { limit, offset: offsetOf(next, limit) }),
      }}
    />
  );
}

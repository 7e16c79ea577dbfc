// The loading and error states of every list and record a screen loads (admin spec §4 Lists, issue #4
// §5): loading, then the error with a retry, else the content. Content given as a function gets the
// loaded data (and a query without data counts as failed); a list shows its empty state through its
// table's emptyText.
import type { ReactNode } from 'react';
import { Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed.tsx';

export interface LoadingQuery<T> {
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
  data?: T;
}

export function Loaded<T>({
  query,
  children,
}: {
  query: LoadingQuery<T>;
  children: ReactNode | ((data: T) => ReactNode);
}) {
  const { t } = useTranslation();
  if (query.isLoading)
    return (
      <Space data-testid="content-loading">
        <Spin />
        {t('app.loading')}
      </Space>
    );
  if (typeof children === 'function') {
    if (query.isError || query.data === undefined) return <LoadFailed retry={query.refetch} />;
    return children(query.data);
  }
  if (query.isError) return <LoadFailed retry={query.refetch} />;
  return children;
}

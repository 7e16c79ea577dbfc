// The loading and error states every list of the engine admin shows (issue #4 §5); the list itself shows
// its empty state through its table's emptyText.
import type { ReactNode } from 'react';
import { Button, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function ListState({
  query,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isLoading)
    return (
      <Space data-testid="list-loading">
        <Spin />
        {t('app.loading')}
      </Space>
    );
  if (query.isError)
    return (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return children;
}

// The frame of an operational tool's list screen (cache system, function system): the title and what the
// tool is for, a note when the user may only read, the "new" action for users who may write, and the list
// with its empty text — or "could not load" with the reason and a retry (admin spec §4 Lists, §8).
import type { ReactNode } from 'react';
import { Alert, Button, Card, Result, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export interface ToolListScreenProps<Row> {
  title: string;
  intro: string;
  canWrite: boolean;
  newLabel: string;
  onNew: () => void;
  list: UseQueryResult<{ items: Row[] }>;
  testId: string;
  emptyText: string;
  columns: ColumnsType<Row>;
  /** The screen's dialogs. */
  children?: ReactNode;
}

export function ToolListScreen<Row extends { id: number | string }>({
  title,
  intro,
  canWrite,
  newLabel,
  onNew,
  list,
  testId,
  emptyText,
  columns,
  children,
}: ToolListScreenProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      {!canWrite && (
        <Alert type="info" showIcon message={t('access.readOnlyTool')} style={{ marginBottom: 16 }} />
      )}
      <Card
        extra={
          canWrite && (
            <Button type="primary" onClick={onNew}>
              {newLabel}
            </Button>
          )
        }
      >
        {list.isError ? (
          <Result
            status="error"
            title={t('common.loadFailed')}
            subTitle={list.error instanceof Error ? list.error.message : undefined}
            extra={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <Table<Row>
            rowKey="id"
            size="small"
            data-testid={testId}
            loading={list.isLoading}
            dataSource={list.data?.items ?? []}
            locale={{ emptyText }}
            scroll={{ x: true }}
            columns={columns}
          />
        )}
      </Card>
      {children}
    </>
  );
}

// Function system (admin spec §2 /function-system, §7 Function system): functions (a script in storage
// with default arguments), their settings and a run that shows stdout and stderr.
import { useState } from 'react';
import { Alert, Button, Card, Popconfirm, Result, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { FunctionConfig } from '@eventory/domain/functions';
import { useServices } from '../services/use-services.ts';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { FUNCTIONS_KEY, useFunctions } from './use-functions.ts';
import { FunctionDialog } from './FunctionDialog.tsx';
import { RunDialog } from './RunDialog.tsx';

export default function FunctionScreen() {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const canWrite = useCanWrite('functionSystem');
  const functions = useFunctions();
  const [editing, setEditing] = useState<FunctionConfig | 'new' | null>(null);
  const [running, setRunning] = useState<FunctionConfig | null>(null);

  const done = (description: string) => {
    toasts.add({ type: 'success', message: t('notice.successTitle'), description });
    return queryClient.invalidateQueries({ queryKey: FUNCTIONS_KEY });
  };

  async function remove(fn: FunctionConfig) {
    try {
      await api.delete(`function/${fn.id}`);
      await done(t('functions.deleted', { id: fn.id }));
    } catch {
      // Shown by the API client.
    }
  }

  return (
    <>
      <Typography.Title level={2}>{t('menu.function')}</Typography.Title>
      <Typography.Paragraph>{t('functions.intro')}</Typography.Paragraph>
      {!canWrite && (
        <Alert type="info" showIcon message={t('storage.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <Card
        extra={
          canWrite && (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('functions.newFunction')}
            </Button>
          )
        }
      >
        {functions.isError ? (
          <Result
            status="error"
            title={t('common.loadFailed')}
            subTitle={functions.error instanceof Error ? functions.error.message : undefined}
            extra={<Button onClick={() => void functions.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <Table<FunctionConfig>
            rowKey="id"
            size="small"
            data-testid="function-list"
            loading={functions.isLoading}
            dataSource={functions.data?.items ?? []}
            locale={{ emptyText: t('functions.empty') }}
            scroll={{ x: true }}
            columns={[
              { title: 'ID', dataIndex: 'id' },
              { title: t('functions.filepath'), dataIndex: 'filepath' },
              {
                title: t('functions.args'),
                dataIndex: 'args',
                render: (args: string[]) => args.map((arg, i) => <Tag key={i}>{arg}</Tag>),
              },
              { title: t('functions.description'), dataIndex: 'description' },
              {
                title: t('functions.updated'),
                dataIndex: 'updateTime',
                render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss'),
              },
              ...(canWrite
                ? [
                    {
                      title: t('common.actions'),
                      key: 'actions',
                      render: (_: unknown, fn: FunctionConfig) => (
                        <Space>
                          <Button
                            size="small"
                            type="primary"
                            aria-label={`${t('functions.run')} ${fn.id}`}
                            onClick={() => setRunning(fn)}
                          >
                            {t('functions.run')}
                          </Button>
                          <Button
                            size="small"
                            aria-label={`${t('functions.edit')} ${fn.id}`}
                            onClick={() => setEditing(fn)}
                          >
                            {t('functions.edit')}
                          </Button>
                          <Popconfirm
                            title={t('functions.deleteConfirm', { id: fn.id })}
                            okText={t('common.yes')}
                            cancelText={t('common.cancel')}
                            onConfirm={() => remove(fn)}
                          >
                            <Button size="small" danger aria-label={`${t('functions.delete')} ${fn.id}`}>
                              {t('functions.delete')}
                            </Button>
                          </Popconfirm>
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Card>
      {editing && (
        <FunctionDialog
          fn={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void done(
              editing === 'new'
                ? t('functions.created', { id: saved.id })
                : t('functions.saved', { id: saved.id }),
            );
          }}
        />
      )}
      {running && <RunDialog fn={running} onClose={() => setRunning(null)} />}
    </>
  );
}

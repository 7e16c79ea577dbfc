// Cache system (admin spec §2 /cache-system, §7 Cache system): the cache configs, their settings and
// each one's value. Writes are offered only to users who may write.
import { useState } from 'react';
import { Alert, Button, Card, Popconfirm, Result, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { CacheConfig } from '@eventory/domain/cache-system';
import { useServices } from '../services/use-services.ts';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { CACHE_KEY, useCacheConfigs } from './use-cache-configs.ts';
import { CacheConfigDialog } from './CacheConfigDialog.tsx';
import { CacheValueEditor } from './CacheValueEditor.tsx';

export default function CacheScreen() {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const canWrite = useCanWrite('cacheSystem');
  const configs = useCacheConfigs();
  const [editing, setEditing] = useState<CacheConfig | 'new' | null>(null);
  const [valueOf, setValueOf] = useState<CacheConfig | null>(null);

  const done = (description: string) => {
    toasts.add({ type: 'success', message: t('notice.successTitle'), description });
    return queryClient.invalidateQueries({ queryKey: CACHE_KEY });
  };

  async function remove(config: CacheConfig) {
    try {
      await api.delete(`cache-system/cache-configs/${config.id}`);
      await done(t('cache.deleted', { name: config.name }));
    } catch {
      // Shown by the API client.
    }
  }

  return (
    <>
      <Typography.Title level={2}>{t('menu.cache')}</Typography.Title>
      <Typography.Paragraph>{t('cache.intro')}</Typography.Paragraph>
      {!canWrite && (
        <Alert type="info" showIcon message={t('storage.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <Card
        extra={
          canWrite && (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('cache.newCache')}
            </Button>
          )
        }
      >
        {configs.isError ? (
          <Result
            status="error"
            title={t('common.loadFailed')}
            subTitle={configs.error instanceof Error ? configs.error.message : undefined}
            extra={<Button onClick={() => void configs.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <Table<CacheConfig>
            rowKey="id"
            size="small"
            data-testid="cache-list"
            loading={configs.isLoading}
            dataSource={configs.data?.items ?? []}
            locale={{ emptyText: t('cache.empty') }}
            scroll={{ x: true }}
            columns={[
              { title: 'ID', dataIndex: 'id' },
              { title: t('cache.name'), dataIndex: 'name' },
              { title: t('cache.contentType'), dataIndex: 'contentType' },
              { title: t('cache.ttlSeconds'), dataIndex: ['options', 'ttlSeconds'] },
              { title: t('cache.description'), dataIndex: ['options', 'description'] },
              {
                title: t('cache.updated'),
                dataIndex: 'updateTime',
                render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss'),
              },
              {
                title: t('common.actions'),
                key: 'actions',
                render: (_, config) => (
                  <Space>
                    <Button
                      size="small"
                      aria-label={`${t('cache.value')} ${config.name}`}
                      onClick={() => setValueOf(config)}
                    >
                      {t('cache.value')}
                    </Button>
                    {canWrite && (
                      <>
                        <Button
                          size="small"
                          aria-label={`${t('cache.editConfig')} ${config.name}`}
                          onClick={() => setEditing(config)}
                        >
                          {t('cache.editConfig')}
                        </Button>
                        <Popconfirm
                          title={t('cache.deleteConfirm', { name: config.name })}
                          okText={t('common.yes')}
                          cancelText={t('common.cancel')}
                          onConfirm={() => remove(config)}
                        >
                          <Button size="small" danger aria-label={`${t('cache.delete')} ${config.name}`}>
                            {t('cache.delete')}
                          </Button>
                        </Popconfirm>
                      </>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      {editing && (
        <CacheConfigDialog
          config={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void done(
              editing === 'new'
                ? t('cache.created', { name: saved.name })
                : t('cache.saved', { name: saved.name }),
            );
          }}
        />
      )}
      {valueOf && <CacheValueEditor config={valueOf} onClose={() => setValueOf(null)} />}
    </>
  );
}

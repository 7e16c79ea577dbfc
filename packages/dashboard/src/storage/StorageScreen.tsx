// Storage (admin spec §2 /storage, §7 Storage): browse files by prefix, upload, rename and delete.
// The listing follows nextQuery.pageToken to its end; writes are offered only to users who may write.
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Popconfirm, Result, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { StorageItem } from '@eventory/domain/storage';
import { useServices } from '../services/use-services.ts';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { useStorageListing } from './use-storage-listing.ts';
import { UploadDialog } from './UploadDialog.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import './messages.ts';

/** Bytes as people read them: 512 B, 1.5 KiB, 2.0 MiB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export default function StorageScreen() {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const canWrite = useCanWrite('storageSystem');
  const [prefix, setPrefix] = useState('');
  const [uploading, setUploading] = useState(false);
  const [moving, setMoving] = useState<string | null>(null);
  const listing = useStorageListing(prefix);
  const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);

  const done = (description: string) => {
    toasts.add({ type: 'success', message: t('notice.successTitle'), description });
    return queryClient.invalidateQueries({ queryKey: ['storage'] });
  };

  async function remove(path: string) {
    try {
      await api.post('storage/delete', { filepath: path });
      await done(t('storage.deleted', { path }));
    } catch {
      // Shown by the API client.
    }
  }

  return (
    <>
      <Typography.Title level={2}>{t('menu.storage')}</Typography.Title>
      <Typography.Paragraph>{t('storage.intro')}</Typography.Paragraph>
      {!canWrite && (
        <Alert type="info" showIcon message={t('access.readOnlyTool')} style={{ marginBottom: 16 }} />
      )}
      <Card
        extra={
          canWrite && (
            <Button type="primary" onClick={() => setUploading(true)}>
              {t('storage.upload')}
            </Button>
          )
        }
        title={
          <Form
            layout="inline"
            data-testid="storage-prefix"
            onFinish={({ prefix: typed }: { prefix?: string }) => setPrefix((typed ?? '').trim())}
          >
            <Form.Item label={t('storage.prefix')} name="prefix" tooltip={t('storage.prefixHint')}>
              <Input allowClear placeholder="campaign/" autoComplete="off" />
            </Form.Item>
            <Button htmlType="submit">{t('storage.show')}</Button>
          </Form>
        }
      >
        {listing.isError ? (
          <Result
            status="error"
            title={t('common.loadFailed')}
            subTitle={listing.error instanceof Error ? listing.error.message : undefined}
            extra={<Button onClick={() => void listing.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <>
            <Typography.Text type="secondary" data-testid="storage-count">
              {listing.hasNextPage
                ? t('storage.loadingMore', { count: listing.items.length })
                : t('storage.count', { count: listing.items.length })}
            </Typography.Text>
            <Table<StorageItem>
              rowKey="name"
              size="small"
              data-testid="storage-list"
              loading={listing.isLoading}
              dataSource={listing.items}
              pagination={{ pageSize: 50, showSizeChanger: false }}
              locale={{ emptyText: t('storage.empty') }}
              scroll={{ x: true }}
              columns={[
                { title: t('storage.name'), dataIndex: 'name' },
                { title: t('storage.size'), dataIndex: 'size', render: (v: number) => sizeText(v) },
                {
                  title: t('storage.updated'),
                  dataIndex: 'updated',
                  render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss'),
                },
                ...(canWrite
                  ? [
                      {
                        title: t('common.actions'),
                        key: 'actions',
                        render: (_: unknown, item: StorageItem) => (
                          <Space>
                            <Button
                              size="small"
                              aria-label={`${t('storage.move')} ${item.name}`}
                              onClick={() => setMoving(item.name)}
                            >
                              {t('storage.move')}
                            </Button>
                            <Popconfirm
                              title={t('storage.deleteConfirm', { path: item.name })}
                              okText={t('common.yes')}
                              cancelText={t('common.cancel')}
                              onConfirm={() => remove(item.name)}
                            >
                              <Button size="small" danger aria-label={`${t('storage.delete')} ${item.name}`}>
                                {t('storage.delete')}
                              </Button>
                            </Popconfirm>
                          </Space>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </>
        )}
      </Card>
      {uploading && (
        <UploadDialog
          folder={folder}
          onClose={() => setUploading(false)}
          onUploaded={(path) => {
            setUploading(false);
            void done(t('storage.uploaded', { path }));
          }}
        />
      )}
      {moving && (
        <MoveDialog
          from={moving}
          onClose={() => setMoving(null)}
          onMoved={(to) => {
            setMoving(null);
            void done(t('storage.moved', { from: moving, to }));
          }}
        />
      )}
    </>
  );
}

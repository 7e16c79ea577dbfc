// /gift-bucket/list (decision 0054): the crawler (config, mark, reset) and the buckets with their state,
// pool and actions (edit, recalculate, delete). States arrive live over the gift-bucket channel.
import { useState } from 'react';
import { Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GiftBucket, GiftBucketSummary } from '@eventory/domain/gift-buckets';
import { useServices } from '../services/use-services.ts';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { BucketEditor } from './BucketEditor.tsx';
import { BucketStateTag } from './BucketStateTag.tsx';
import { CrawlerCard } from './CrawlerCard.tsx';
import { LiveBadge } from './LiveBadge.tsx';
import { GIFT_BUCKETS_KEY, useGiftBuckets } from './use-gift-buckets.ts';
import { useCrawlerConfig } from './use-crawler-config.ts';
import { useGiftBucketChannel } from './use-gift-bucket-channel.ts';
import './messages.ts';

export default function GiftBucketList() {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const client = useQueryClient();
  const live = useGiftBucketChannel();
  const crawler = useCrawlerConfig();
  const buckets = useGiftBuckets();
  const canWrite = useCanWrite('workerSystem');
  const [editing, setEditing] = useState<GiftBucket | null | 'new'>(null);

  async function act(bucket: GiftBucket, action: 'recalculate' | 'delete') {
    try {
      if (action === 'delete') {
        await api.delete(`gift-bucket/bucket/${bucket.uuid}`);
        toasts.add({ type: 'success', message: t('gift-buckets.deleted', { name: bucket.name }) });
      } else {
        await api.post(`gift-bucket/bucket/${bucket.uuid}/recalculate`);
        toasts.add({ type: 'info', message: t('gift-buckets.recalculateAsked', { name: bucket.name }) });
      }
      await client.invalidateQueries({ queryKey: GIFT_BUCKETS_KEY });
    } catch {
      // The API client has shown the error.
    }
  }

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2}>{t('menu.giftBucket')}</Typography.Title>
        <LiveBadge live={live} />
      </Space>
      <Loaded query={crawler}>{(c) => <CrawlerCard crawler={c} canWrite={canWrite} />}</Loaded>
      <Card
        title={t('gift-buckets.buckets')}
        style={{ marginTop: 16 }}
        extra={
          canWrite && (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('gift-buckets.newBucket')}
            </Button>
          )
        }
      >
        <Loaded query={buckets}>
          {(items) => (
            <Table<GiftBucketSummary>
              rowKey="uuid"
              size="small"
              pagination={false}
              dataSource={items}
              locale={{ emptyText: t('gift-buckets.noBuckets') }}
              columns={[
                { title: t('gift-buckets.name'), dataIndex: 'name' },
                { title: t('gift-buckets.type'), render: (_, b) => t(`gift-buckets.type${b.type}`) },
                { title: t('gift-buckets.state'), render: (_, b) => <BucketStateTag state={b.state} /> },
                {
                  title: t('gift-buckets.giftIDs'),
                  render: (_, b) =>
                    b.giftIDs.length === 0
                      ? t('gift-buckets.everyGift')
                      : b.giftIDs.map((g) => <Tag key={g}>{g}</Tag>),
                },
                {
                  title: t('gift-buckets.pool'),
                  render: (_, b) => t('gift-buckets.poolSummary', { size: b.poolSize, total: b.poolTotal }),
                },
                { title: t('gift-buckets.mark'), dataIndex: 'mark' },
                { title: t('gift-buckets.container'), dataIndex: 'containerID' },
                ...(canWrite
                  ? [
                      {
                        key: 'actions',
                        render: (_: unknown, b: GiftBucketSummary) => (
                          <Space wrap>
                            <Button size="small" onClick={() => setEditing(b)}>
                              {t('gift-buckets.edit')}
                            </Button>
                            <Popconfirm
                              title={t('gift-buckets.recalculateConfirm', { name: b.name })}
                              okText={t('gift-buckets.recalculate')}
                              cancelText={t('gift-buckets.cancel')}
                              onConfirm={() => act(b, 'recalculate')}
                            >
                              <Button size="small">{t('gift-buckets.recalculate')}</Button>
                            </Popconfirm>
                            <Popconfirm
                              title={t('gift-buckets.deleteConfirm', { name: b.name })}
                              okText={t('gift-buckets.delete')}
                              cancelText={t('gift-buckets.cancel')}
                              onConfirm={() => act(b, 'delete')}
                            >
                              <Button size="small" danger>
                                {t('gift-buckets.delete')}
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
        </Loaded>
      </Card>
      {editing !== null && (
        <BucketEditor bucket={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
    </>
  );
}

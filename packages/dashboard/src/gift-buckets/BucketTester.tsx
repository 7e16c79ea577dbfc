// /tester/gift-bucket (decision 0054): send a gift and see what it does to each bucket. The buckets and
// the chosen bucket's pool refresh every second (admin spec §9) and on every live state change.
import { useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPES, TEST_EVENT_SOURCE } from '@eventory/domain/events';
import type { GiftBucketPoolRow, GiftBucketSummary } from '@eventory/domain/gift-buckets';
import { useServices } from '../services/use-services.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { BucketStateTag } from './BucketStateTag.tsx';
import { LiveBadge } from './LiveBadge.tsx';
import { useGiftBuckets } from './use-gift-buckets.ts';
import { useGiftBucket } from './use-gift-bucket.ts';
import { useGiftBucketChannel } from './use-gift-bucket-channel.ts';
import { useCrawlerConfig } from './use-crawler-config.ts';
import './messages.ts';

/** Admin spec §9: the bucket tester view refreshes every 1 s. */
export const TESTER_REFRESH_MS = 1000;

interface GiftValues {
  giftID: string;
  senderID: string;
  receiverID: string;
  point: number | null;
}

export default function BucketTester() {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const live = useGiftBucketChannel();
  const buckets = useGiftBuckets({ refetchInterval: TESTER_REFRESH_MS });
  const crawler = useCrawlerConfig({ refetchInterval: 10 * TESTER_REFRESH_MS });
  const [chosen, setChosen] = useState<string | undefined>();
  const pool = useGiftBucket(chosen, { refetchInterval: TESTER_REFRESH_MS });
  const [busy, setBusy] = useState(false);
  // Each bucket's pool total when the last gift was sent: the change column counts from there.
  const before = useRef<Map<string, number> | null>(null);

  async function send(values: GiftValues) {
    setBusy(true);
    before.current = new Map((buckets.data ?? []).map((b) => [b.uuid, b.poolTotal]));
    const ID = crypto.randomUUID();
    try {
      await api.post('event', {
        ID,
        source: TEST_EVENT_SOURCE,
        type: EVENT_TYPES.Gift,
        timestamp: Date.now(),
        giftEvent: {
          giftID: values.giftID,
          senderID: values.senderID,
          receiverID: values.receiverID,
          point: values.point ?? 0,
        },
      });
      toasts.add({ type: 'success', message: t('gift-buckets.sent', { id: ID }) });
    } catch {
      before.current = null;
    } finally {
      setBusy(false);
    }
  }
  const change = (b: GiftBucketSummary) => {
    const was = before.current?.get(b.uuid);
    if (was === undefined) return '—';
    const delta = b.poolTotal - was;
    return delta > 0 ? `+${delta}` : String(delta);
  };

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2}>{t('menu.testerGiftBucket')}</Typography.Title>
        <LiveBadge live={live} />
      </Space>
      <Typography.Paragraph>{t('gift-buckets.testerIntro')}</Typography.Paragraph>
      {crawler.data && !crawler.data.enabled && (
        <Alert type="warning" showIcon title={t('gift-buckets.crawlerOff')} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={16}>
        <Col xs={24} lg={8}>
          <Card title={t('gift-buckets.sendGift')}>
            <Form<GiftValues>
              layout="vertical"
              name="bucketGift"
              initialValues={{ giftID: 'rose', senderID: 'viewer-1', receiverID: 'streamer-1', point: 10 }}
              onFinish={send}
            >
              <Form.Item
                label={t('gift-buckets.giftID')}
                name="giftID"
                rules={[{ required: true, whitespace: true }]}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item
                label={t('gift-buckets.senderID')}
                name="senderID"
                rules={[{ required: true, whitespace: true }]}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item
                label={t('gift-buckets.receiverID')}
                name="receiverID"
                rules={[{ required: true, whitespace: true }]}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item label={t('gift-buckets.point')} name="point">
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('gift-buckets.send')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title={t('gift-buckets.buckets')}>
            <Loaded query={buckets}>
              {(items) => (
                <Table<GiftBucketSummary>
                  rowKey="uuid"
                  size="small"
                  pagination={false}
                  dataSource={items}
                  locale={{ emptyText: t('gift-buckets.noBucketsTester') }}
                  rowSelection={{
                    type: 'radio',
                    selectedRowKeys: chosen ? [chosen] : [],
                    onChange: (keys) => setChosen(keys[0] === undefined ? undefined : String(keys[0])),
                  }}
                  columns={[
                    { title: t('gift-buckets.name'), dataIndex: 'name' },
                    { title: t('gift-buckets.type'), render: (_, b) => t(`gift-buckets.type${b.type}`) },
                    { title: t('gift-buckets.state'), render: (_, b) => <BucketStateTag state={b.state} /> },
                    {
                      title: t('gift-buckets.pool'),
                      render: (_, b) =>
                        t('gift-buckets.poolSummary', { size: b.poolSize, total: b.poolTotal }),
                    },
                    {
                      title: t('gift-buckets.sinceGift'),
                      render: (_, b) => <span data-testid={`change-${b.name}`}>{change(b)}</span>,
                    },
                  ]}
                />
              )}
            </Loaded>
          </Card>
          <Card
            style={{ marginTop: 16 }}
            title={pool.data ? t('gift-buckets.poolOf', { name: pool.data.name }) : t('gift-buckets.pool')}
          >
            {chosen === undefined ? (
              <Typography.Text type="secondary">{t('gift-buckets.choose')}</Typography.Text>
            ) : (
              <Loaded query={pool}>
                {(detail) => (
                  <Table<GiftBucketPoolRow>
                    rowKey="key"
                    size="small"
                    pagination={false}
                    dataSource={detail.pool}
                    locale={{ emptyText: t('gift-buckets.emptyPool') }}
                    columns={[
                      { title: t('gift-buckets.key'), dataIndex: 'key' },
                      { title: t('gift-buckets.points'), dataIndex: 'score' },
                    ]}
                  />
                )}
              </Loaded>
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}

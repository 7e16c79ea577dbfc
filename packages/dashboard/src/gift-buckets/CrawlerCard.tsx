// The crawler's config (PATCH gift-bucket/config), its mark against the newest event and the mark reset
// (POST gift-bucket/crawler/reset-mark). Read-only for whoever may not write under workerSystem.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, InputNumber, Popconfirm, Space, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  GIFT_BUCKET_GAP_WAIT_MS,
  GIFT_BUCKET_LIMITS,
  type GiftBucketConfig,
  type GiftBucketCrawler,
} from '@eventory/domain/gift-buckets';
import { useServices } from '../services/use-services.ts';
import { useFormEdited } from '../forms/use-form-edited.ts';
import { GIFT_BUCKETS_KEY } from './use-gift-buckets.ts';
import './messages.ts';

type Limited = keyof typeof GIFT_BUCKET_LIMITS;

export function CrawlerCard({ crawler, canWrite }: { crawler: GiftBucketCrawler; canWrite: boolean }) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const client = useQueryClient();
  const [form] = Form.useForm<GiftBucketConfig>();
  const [busy, setBusy] = useState(false);
  const { edited, onValuesChange, saved } = useFormEdited();
  useEffect(() => form.setFieldsValue(crawler), [crawler, form]);

  const refresh = () => client.invalidateQueries({ queryKey: GIFT_BUCKETS_KEY });
  async function save(values: GiftBucketConfig) {
    setBusy(true);
    try {
      await api.patch('gift-bucket/config', values);
      saved();
      toasts.add({ type: 'success', message: t('gift-buckets.configSaved') });
      await refresh();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }
  async function resetMark() {
    try {
      const { crawler: moved } = await api.post<{ crawler: GiftBucketCrawler }>(
        'gift-bucket/crawler/reset-mark',
        {},
      );
      toasts.add({ type: 'success', message: t('gift-buckets.markReset', { mark: moved.mark }) });
      await refresh();
    } catch {
      // The API client has shown the error.
    }
  }
  const whole = (name: Limited) => {
    const { min, max } = GIFT_BUCKET_LIMITS[name];
    return (
      <Form.Item
        label={t(`gift-buckets.${name}`)}
        name={name}
        rules={[
          {
            type: 'integer',
            min,
            max,
            required: true,
            message: t('gift-buckets.wholeNumber', { min, max }),
          },
        ]}
      >
        <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} disabled={!canWrite} />
      </Form.Item>
    );
  };

  return (
    <Card title={t('gift-buckets.crawler')} data-testid="crawler-card">
      <p>{t('gift-buckets.crawlerIntro')}</p>
      {!crawler.enabled && (
        <Alert type="warning" showIcon title={t('gift-buckets.crawlerOff')} style={{ marginBottom: 16 }} />
      )}
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('gift-buckets.mark')}>
          <span data-testid="crawler-mark">{crawler.mark}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('gift-buckets.head')}>
          <span data-testid="crawler-head">{crawler.head}</span>
        </Descriptions.Item>
      </Descriptions>
      <Form<GiftBucketConfig>
        form={form}
        layout="vertical"
        initialValues={crawler}
        onFinish={save}
        onValuesChange={onValuesChange}
        style={{ maxWidth: 520 }}
      >
        <Form.Item label={t('gift-buckets.enabled')} name="enabled" valuePropName="checked">
          <Switch disabled={!canWrite} />
        </Form.Item>
        {whole('tickInterval')}
        <Form.Item
          label={t('gift-buckets.ensureIdContinuous')}
          name="ensureIdContinuous"
          valuePropName="checked"
          extra={t('gift-buckets.ensureIdContinuousHint', { seconds: GIFT_BUCKET_GAP_WAIT_MS / 1000 })}
        >
          <Switch disabled={!canWrite} />
        </Form.Item>
        {whole('accumulatorInterval')}
        {whole('batchSize')}
        {canWrite && (
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={busy} disabled={!edited}>
              {t('gift-buckets.saveConfig')}
            </Button>
            <Popconfirm
              title={t('gift-buckets.resetMarkConfirm')}
              okText={t('gift-buckets.resetMark')}
              cancelText={t('gift-buckets.cancel')}
              onConfirm={resetMark}
            >
              <Button>{t('gift-buckets.resetMark')}</Button>
            </Popconfirm>
          </Space>
        )}
      </Form>
    </Card>
  );
}

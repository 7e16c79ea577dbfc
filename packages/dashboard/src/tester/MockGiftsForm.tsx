// POST giftbox/generate: mock gifts between listed users (empty: the demo population), one batch.
import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_GENERATED_EVENTS, type TesterIngestResult } from '@eventory/domain/tester';
import { useServices } from '../services/use-services.ts';
import { IngestResultNote } from './IngestResultNote.tsx';
import { idsOf } from './ids-of.ts';
import './messages.ts';

interface Values {
  count: number;
  giftIDs: string;
  senderIDs: string;
  receiverIDs: string;
  pointMin: number;
  pointMax: number;
  seed?: number | null;
}

export function MockGiftsForm() {
  const { t } = useTranslation();
  const { api } = useServices();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TesterIngestResult | null>(null);

  async function generate(v: Values) {
    setBusy(true);
    try {
      setResult(
        await api.post<TesterIngestResult>('giftbox/generate', {
          count: v.count,
          giftIDs: idsOf(v.giftIDs),
          senderIDs: idsOf(v.senderIDs),
          receiverIDs: idsOf(v.receiverIDs),
          pointMin: v.pointMin,
          pointMax: v.pointMax,
          ...(typeof v.seed === 'number' ? { seed: v.seed } : {}),
        }),
      );
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('tester-tools.mockGifts')}>
      <p>{t('tester-tools.mockGiftsIntro')}</p>
      <Form<Values>
        name="mockGifts"
        layout="vertical"
        initialValues={{
          count: 100,
          giftIDs: '',
          senderIDs: '',
          receiverIDs: '',
          pointMin: 1,
          pointMax: 100,
        }}
        onFinish={generate}
        style={{ maxWidth: 520 }}
      >
        <Form.Item
          label={t('tester-tools.count')}
          name="count"
          rules={[
            {
              type: 'integer',
              min: 1,
              max: MAX_GENERATED_EVENTS,
              required: true,
              message: t('tester-tools.wholeNumber', { min: 1, max: MAX_GENERATED_EVENTS }),
            },
          ]}
        >
          <InputNumber min={1} max={MAX_GENERATED_EVENTS} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('tester-tools.giftIDs')} name="giftIDs" extra={t('tester-tools.idsHint')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label={t('tester-tools.senderIDs')} name="senderIDs" extra={t('tester-tools.idsHint')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label={t('tester-tools.receiverIDs')} name="receiverIDs" extra={t('tester-tools.idsHint')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label={t('tester-tools.pointMin')} name="pointMin">
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('tester-tools.pointMax')} name="pointMax">
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('tester-tools.seed')} name="seed">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('tester-tools.generate')}
        </Button>
      </Form>
      {result && <IngestResultNote result={result} />}
    </Card>
  );
}

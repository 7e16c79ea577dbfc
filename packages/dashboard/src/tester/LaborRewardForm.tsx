// POST giftbox/send-labor-reward-log: points for a streamer, an OP event signed with the admin's email.
import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LaborReward, TesterIngestResult } from '@eventory/domain/tester';
import { useServices } from '../services/use-services.ts';
import { IngestResultNote } from './IngestResultNote.tsx';
import './messages.ts';

export function LaborRewardForm() {
  const { t } = useTranslation();
  const { api } = useServices();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TesterIngestResult | null>(null);

  async function send(values: LaborReward) {
    setBusy(true);
    try {
      setResult(await api.post<TesterIngestResult>('giftbox/send-labor-reward-log', values));
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('tester-tools.laborReward')} style={{ marginTop: 16 }}>
      <p>{t('tester-tools.laborRewardIntro')}</p>
      <Form<LaborReward>
        name="laborReward"
        layout="vertical"
        initialValues={{ streamerID: '', point: 100, reason: '' }}
        onFinish={send}
        style={{ maxWidth: 520 }}
      >
        <Form.Item
          label={t('tester-tools.streamerID')}
          name="streamerID"
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('tester-tools.required', { field: t('tester-tools.streamerID') }),
            },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('tester-tools.point')}
          name="point"
          rules={[
            { required: true, message: t('tester-tools.required', { field: t('tester-tools.point') }) },
          ]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('tester-tools.reason')} name="reason">
          <Input autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('tester-tools.sendLaborReward')}
        </Button>
      </Form>
      {result && <IngestResultNote result={result} />}
    </Card>
  );
}

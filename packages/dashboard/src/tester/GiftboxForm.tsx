// POST giftbox/send: several gifts in one batch (a row per gift).
import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GiftboxSend, TesterIngestResult } from '@eventory/domain/tester';
import { useServices } from '../services/use-services.ts';
import { IngestResultNote } from './IngestResultNote.tsx';
import './messages.ts';

const blankGift = { giftID: 'gift-1', senderID: '', receiverID: '', point: 10, count: 1 };

export function GiftboxForm() {
  const { t } = useTranslation();
  const { api } = useServices();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TesterIngestResult | null>(null);
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('tester-tools.required', { field }) },
  ];

  async function send(values: GiftboxSend) {
    setBusy(true);
    try {
      setResult(await api.post<TesterIngestResult>('giftbox/send', values));
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('tester-tools.gifts')}>
      <p>{t('tester-tools.giftboxIntro')}</p>
      <Form<GiftboxSend>
        name="giftbox"
        layout="vertical"
        initialValues={{ gifts: [blankGift] }}
        onFinish={send}
      >
        <Form.List name="gifts">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="end" wrap data-testid={`gift-row-${index}`}>
                  <Form.Item
                    label={t('tester-tools.giftID')}
                    name={[field.name, 'giftID']}
                    rules={required(t('tester-tools.giftID'))}
                  >
                    <Input autoComplete="off" />
                  </Form.Item>
                  <Form.Item
                    label={t('tester-tools.senderID')}
                    name={[field.name, 'senderID']}
                    rules={required(t('tester-tools.senderID'))}
                  >
                    <Input autoComplete="off" />
                  </Form.Item>
                  <Form.Item
                    label={t('tester-tools.receiverID')}
                    name={[field.name, 'receiverID']}
                    rules={required(t('tester-tools.receiverID'))}
                  >
                    <Input autoComplete="off" />
                  </Form.Item>
                  <Form.Item label={t('tester-tools.point')} name={[field.name, 'point']}>
                    <InputNumber min={0} />
                  </Form.Item>
                  <Form.Item label={t('tester-tools.count')} name={[field.name, 'count']}>
                    <InputNumber min={1} precision={0} />
                  </Form.Item>
                  <Form.Item>
                    <Button onClick={() => remove(field.name)} disabled={fields.length === 1}>
                      {t('tester-tools.remove')}
                    </Button>
                  </Form.Item>
                </Space>
              ))}
              <Space>
                <Button onClick={() => add(blankGift)}>{t('tester-tools.addGift')}</Button>
                <Button type="primary" htmlType="submit" loading={busy}>
                  {t('tester-tools.sendGiftbox')}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
      {result && <IngestResultNote result={result} />}
    </Card>
  );
}

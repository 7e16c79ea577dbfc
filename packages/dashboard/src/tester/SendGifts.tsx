// Tester > Send Gifts: sends one gift event (POST /v1/admin/event) as if a viewer sent it, and shows
// what it changed.
import { useState } from 'react';
import { AutoComplete, Button, Card, Form, Input, InputNumber, List, Result, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EVENT_TYPES,
  TEST_EVENT_SOURCE,
  testEventSchema,
  type TestEvent,
  type TestEventResult,
} from '@eventory/domain/events';
import type { UserInfo } from '@eventory/domain/leaderboard-read';
import { useServices } from '../services/use-services.ts';
import { applyIssues } from '../campaigns/form-issues.ts';

interface GiftFormValues {
  senderID: string;
  receiverID: string;
  giftID: string;
  point: number | null;
}

function usePlatformUsers(kind: 'viewer' | 'streamer') {
  const { api } = useServices();
  return useQuery({
    queryKey: ['platform-users', kind],
    queryFn: ({ signal }) => api.get<{ items: UserInfo[] }>('platform/users', { signal, query: { kind } }),
    staleTime: 120_000,
  });
}

const userOptions = (users: UserInfo[] | undefined) =>
  (users ?? []).map((u) => ({ value: u.userID, label: `${u.displayName} (${u.userID})` }));

export default function SendGifts() {
  const { t } = useTranslation();
  const { api } = useServices();
  const [form] = Form.useForm<GiftFormValues>();
  const viewers = usePlatformUsers('viewer');
  const streamers = usePlatformUsers('streamer');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ event: TestEvent; result: TestEventResult } | null>(null);

  async function submit(values: GiftFormValues) {
    const parsed = testEventSchema.safeParse({
      ID: crypto.randomUUID(),
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
    if (!parsed.success) {
      // giftEvent fields are named after the form's fields.
      return applyIssues(
        form,
        parsed.error.issues.map((issue) => ({
          ...issue,
          path: issue.path.slice(issue.path[0] === 'giftEvent' ? 1 : 0),
        })),
      );
    }
    setBusy(true);
    try {
      const result = await api.post<TestEventResult>('event', parsed.data);
      setSent({ event: parsed.data, result });
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  const filter = (input: string, option?: { value: string; label: string }) =>
    !!option && option.label.toLowerCase().includes(input.toLowerCase());

  return (
    <>
      <Typography.Title level={2}>{t('menu.sendGifts')}</Typography.Title>
      <Typography.Paragraph>{t('tester.intro')}</Typography.Paragraph>
      <Card>
        <Form<GiftFormValues>
          form={form}
          name="sendGift"
          layout="vertical"
          data-testid="tester-form"
          initialValues={{ senderID: '', receiverID: '', giftID: 'gift-1', point: 0 }}
          onFinish={submit}
          style={{ maxWidth: 520 }}
        >
          <Form.Item label={t('tester.sender')} name="senderID" extra={t('tester.userHint')}>
            <AutoComplete options={userOptions(viewers.data?.items)} filterOption={filter}>
              <Input autoComplete="off" />
            </AutoComplete>
          </Form.Item>
          <Form.Item label={t('tester.receiver')} name="receiverID" extra={t('tester.userHint')}>
            <AutoComplete options={userOptions(streamers.data?.items)} filterOption={filter}>
              <Input autoComplete="off" />
            </AutoComplete>
          </Form.Item>
          <Form.Item label={t('tester.giftId')} name="giftID">
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label={t('tester.point')} name="point">
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('tester.timestampNow')}</Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('tester.send')}
          </Button>
        </Form>
      </Card>
      {sent && <SendResult event={sent.event} result={sent.result} />}
    </>
  );
}

function SendResult({ event, result }: { event: TestEvent; result: TestEventResult }) {
  const { t } = useTranslation();
  return (
    <Card title={t('tester.result')} style={{ marginTop: 16 }} data-testid="tester-result">
      <Result
        status={result.duplicate ? 'warning' : 'success'}
        title={result.duplicate ? t('tester.duplicate') : t('tester.accepted')}
        subTitle={`${t('tester.eventId')}: ${event.ID}`}
      />
      {result.effects.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('tester.noEffects')}</Typography.Paragraph>
      ) : (
        <List
          size="small"
          dataSource={result.effects}
          renderItem={(effect) => <List.Item>{t('tester.effect', effect)}</List.Item>}
        />
      )}
    </Card>
  );
}

// "Create leaderboard": POST leaderboards (which makes its Leaderboard container), and with "Score
// gifts" checked a Gift evaluator ranking receivers by points into that container.
import { useState } from 'react';
import { Button, Card, Checkbox, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leaderboardInputSchema, type Campaign, type Leaderboard } from '@eventory/domain/campaign';
import { EVENT_TYPES } from '@eventory/domain/events';
import type { EvaluatorInput } from '@eventory/domain/containers';
import { useServices } from '../app/services.ts';
import { DATE_TIME_FORMAT, fromUnixSeconds, toUnixSeconds } from './time.ts';
import { applyIssues } from './form-issues.ts';

interface LeaderboardFormValues {
  groupName: string;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  scoreGifts: boolean;
}

/** The evaluator "Score gifts" adds: each gift adds its Point to the receiver's record. */
export const giftEvaluatorFor = (containerID: number): EvaluatorInput => ({
  targetContainerID: containerID,
  eventType: EVENT_TYPES.Gift,
  resultKey: 'ReceiverID',
  judges: [],
  scoreCalc: { kind: 'field', field: 'Point' },
});

export function LeaderboardCreateForm({ campaign, disabled }: { campaign: Campaign; disabled: boolean }) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LeaderboardFormValues>();
  const [busy, setBusy] = useState(false);

  async function submit(values: LeaderboardFormValues) {
    const parsed = leaderboardInputSchema.safeParse({
      eventID: campaign.ID,
      groupName: values.groupName,
      startTime: toUnixSeconds(values.startTime),
      endTime: toUnixSeconds(values.endTime),
    });
    if (!parsed.success) return applyIssues(form, parsed.error.issues);
    setBusy(true);
    try {
      const leaderboard = await api.post<Leaderboard>('leaderboards', parsed.data);
      if (values.scoreGifts) await api.post('evaluators', giftEvaluatorFor(leaderboard.containerID));
      toasts.add({
        type: 'success',
        message: t('notice.successTitle'),
        description: t('leaderboard.created', { groupName: leaderboard.groupName }),
      });
      form.resetFields(['groupName']);
      await queryClient.invalidateQueries({ queryKey: ['campaign', campaign.ID, 'leaderboards'] });
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('leaderboard.createTitle')}>
      <Form<LeaderboardFormValues>
        form={form}
        name="leaderboardCreate"
        layout="vertical"
        data-testid="leaderboard-create-form"
        disabled={disabled}
        initialValues={{
          groupName: '',
          startTime: fromUnixSeconds(campaign.startTime),
          endTime: fromUnixSeconds(campaign.endTime),
          scoreGifts: true,
        }}
        onFinish={submit}
      >
        <Form.Item
          label={t('leaderboard.groupName')}
          name="groupName"
          rules={[{ required: true, message: t('common.required', { field: t('leaderboard.groupName') }) }]}
        >
          <Input autoComplete="off" placeholder="main" />
        </Form.Item>
        <Form.Item label={t('campaign.startTime')} name="startTime">
          <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('campaign.endTime')} name="endTime">
          <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="scoreGifts" valuePropName="checked">
          <Checkbox>{t('leaderboard.scoreGifts')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('leaderboard.create')}
        </Button>
      </Form>
    </Card>
  );
}

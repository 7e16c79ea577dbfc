// "Create leaderboard": POST leaderboards (which makes its Leaderboard container), and with "Score
// gifts" checked a Gift evaluator ranking receivers by points into that container.
import { useMemo } from 'react';
import { Button, Card } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leaderboardInputSchema, type Campaign, type Leaderboard } from '@eventory/domain/campaign';
import { EVENT_TYPES } from '@eventory/domain/events';
import type { EvaluatorInput } from '@eventory/domain/evaluators';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { CheckboxField, DateField, DynamicFormView, TextField } from '../forms/fields.tsx';
import { useSave } from '../forms/use-save.ts';

interface LeaderboardFormValues {
  groupName: string;
  startTime: number;
  endTime: number;
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
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { busy, save } = useSave();
  const initialValues = useMemo<LeaderboardFormValues>(
    () => ({
      groupName: '',
      startTime: campaign.startTime,
      // A leaderboard has its own end: a Forever campaign (endTime 0) suggests 30 days after the start.
      endTime: campaign.endTime > campaign.startTime ? campaign.endTime : campaign.startTime + 30 * 86_400,
      scoreGifts: true,
    }),
    [campaign.startTime, campaign.endTime],
  );
  const rules = useMemo<FieldRules<LeaderboardFormValues>>(
    () => ({
      groupName: { label: t('leaderboard.groupName'), required: true },
      startTime: { label: t('campaign.startTime'), kind: 'date' },
      endTime: { label: t('campaign.endTime'), kind: 'date' },
    }),
    [t],
  );
  const form = useDynamicForm({ id: 'leaderboard-create', initialValues, rules });

  async function submit(values: LeaderboardFormValues) {
    const parsed = leaderboardInputSchema.safeParse({
      eventID: campaign.ID,
      groupName: values.groupName,
      startTime: values.startTime,
      endTime: values.endTime,
    });
    if (!parsed.success) return;
    await save(async () => {
      const leaderboard = await api.post<Leaderboard>('leaderboards', parsed.data);
      if (values.scoreGifts) await api.post('evaluators', giftEvaluatorFor(leaderboard.containerID));
      form.reset({ ...values, groupName: '' });
      await queryClient.invalidateQueries({ queryKey: ['campaign', campaign.ID, 'leaderboards'] });
      return t('leaderboard.created', { groupName: leaderboard.groupName });
    });
  }

  return (
    <Card title={t('leaderboard.createTitle')}>
      <DynamicFormView form={form} disabled={disabled} onSubmit={submit} testId="leaderboard-create-form">
        <TextField form={form} name="groupName" placeholder="main" />
        <DateField form={form} name="startTime" />
        <DateField form={form} name="endTime" />
        <CheckboxField form={form} name="scoreGifts">
          {t('leaderboard.scoreGifts')}
        </CheckboxField>
        <Button type="primary" htmlType="submit" loading={busy} disabled={disabled || !form.canSubmit}>
          {t('leaderboard.create')}
        </Button>
      </DynamicFormView>
    </Card>
  );
}

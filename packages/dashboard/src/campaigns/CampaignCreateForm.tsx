// "Create campaign" (admin spec §4): POST campaigns returns the ID, then PATCH campaigns/{ID} writes
// the campaign URL (its event page), then "Success!" / "Create Campaign: {codeName} success!".
import { useMemo, useState } from 'react';
import { Button, Card } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_TIMEZONES,
  campaignInputSchema,
  campaignUrl,
  codeNameSchema,
  type Campaign,
  type CampaignInput,
} from '@eventory/domain/campaign';
import { PROJECT_REGIONS } from '@eventory/domain/regions';
import { useServices } from '../services/use-services.ts';
import type { FieldRules, Validator } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DateField, DynamicFormView, SelectField, TextField } from '../forms/fields.tsx';
import { useSave } from '../forms/use-save.ts';

interface CampaignFormValues {
  codeName: string;
  name: string;
  startTime: number;
  endTime: number;
  timezone: CampaignInput['timezone'];
  regions: CampaignInput['regions'];
}

/** The domain's code-name rules (lowercase, reserved names) as a form validator. */
export const codeNameValidator: Validator<unknown> = (value) => {
  const parsed = codeNameSchema.safeParse(value);
  return parsed.success || (parsed.error.issues[0]?.message ?? false);
};

export const endAfterStart =
  (message: string): Validator<{ startTime: number }> =>
  (end, values) =>
    !values.startTime || (end as number) > values.startTime || message;

export const regionOptions = PROJECT_REGIONS.map((r) => ({ value: r, label: r }));

export function CampaignCreateForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { busy, save } = useSave();
  const [initialValues] = useState<CampaignFormValues>(() => ({
    codeName: '',
    name: '',
    startTime: dayjs().startOf('minute').unix(),
    endTime: dayjs().startOf('minute').add(30, 'day').unix(),
    timezone: 'GMT+0800',
    regions: [],
  }));
  const rules = useMemo<FieldRules<CampaignFormValues>>(
    () => ({
      codeName: { label: t('campaign.codeName'), required: true, validators: [codeNameValidator] },
      name: { label: t('campaign.name'), required: true },
      startTime: { label: t('campaign.startTime'), kind: 'date', required: true },
      endTime: {
        label: t('campaign.endTime'),
        kind: 'date',
        required: true,
        validators: [endAfterStart(t('campaign.endBeforeStart'))],
      },
      timezone: { label: t('campaign.timezone'), kind: 'select', required: true },
      regions: { label: t('campaign.regions'), kind: 'array' },
    }),
    [t],
  );
  const form = useDynamicForm({ id: 'campaign-create', initialValues, rules });

  async function submit(values: CampaignFormValues) {
    const parsed = campaignInputSchema.safeParse(values);
    if (!parsed.success) return;
    await save(async () => {
      const { ID } = await api.post<{ ID: number }>('campaigns', parsed.data);
      await api.patch<Campaign>(`campaigns/${ID}`, {
        URL: campaignUrl(window.location.origin, parsed.data.codeName),
      });
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      navigate(`/eventory/${ID}`);
      return t('campaign.created', { codeName: parsed.data.codeName });
    });
  }

  return (
    <Card title={t('campaign.createTitle')}>
      <DynamicFormView form={form} disabled={disabled} onSubmit={submit} testId="campaign-create-form">
        <TextField form={form} name="codeName" placeholder="summer-cup" />
        <TextField form={form} name="name" />
        <DateField form={form} name="startTime" />
        <DateField form={form} name="endTime" />
        <SelectField
          form={form}
          name="timezone"
          options={CAMPAIGN_TIMEZONES.map((tz) => ({ value: tz, label: tz }))}
        />
        <SelectField form={form} name="regions" multiple allowClear options={regionOptions} />
        <Button type="primary" htmlType="submit" loading={busy} disabled={disabled || !form.canSubmit}>
          {t('campaign.create')}
        </Button>
      </DynamicFormView>
    </Card>
  );
}

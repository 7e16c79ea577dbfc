// "Create campaign" (admin spec §4): POST campaigns returns the ID, then PATCH campaigns/{ID} writes
// the campaign URL (its event page), then "Success!" / "Create Campaign: {codeName} success!".
import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_TIMEZONES,
  campaignInputSchema,
  campaignUrl,
  type Campaign,
  type CampaignInput,
} from '@eventory/domain/campaign';
import { PROJECT_REGIONS } from '@eventory/domain/regions';
import { useServices } from '../app/services.ts';
import { DATE_TIME_FORMAT, toUnixSeconds } from './time.ts';
import { applyIssues } from './form-issues.ts';

interface CampaignFormValues {
  codeName: string;
  name: string;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  timezone: CampaignInput['timezone'];
  regions: CampaignInput['regions'];
}

export function CampaignCreateForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<CampaignFormValues>();
  const [busy, setBusy] = useState(false);
  const [initialValues] = useState<CampaignFormValues>(() => ({
    codeName: '',
    name: '',
    startTime: dayjs().startOf('minute'),
    endTime: dayjs().startOf('minute').add(30, 'day'),
    timezone: 'GMT+0800',
    regions: [],
  }));

  async function submit(values: CampaignFormValues) {
    const parsed = campaignInputSchema.safeParse({
      codeName: values.codeName,
      name: values.name,
      startTime: toUnixSeconds(values.startTime),
      endTime: toUnixSeconds(values.endTime),
      timezone: values.timezone,
      regions: values.regions,
    });
    if (!parsed.success) return applyIssues(form, parsed.error.issues);
    if (parsed.data.endTime <= parsed.data.startTime) {
      form.setFields([{ name: 'endTime', errors: [t('campaign.endBeforeStart')] }]);
      return;
    }
    setBusy(true);
    try {
      const { ID } = await api.post<{ ID: number }>('campaigns', parsed.data);
      await api.patch<Campaign>(`campaigns/${ID}`, {
        URL: campaignUrl(window.location.origin, parsed.data.codeName),
      });
      toasts.add({
        type: 'success',
        message: t('notice.successTitle'),
        description: t('campaign.created', { codeName: parsed.data.codeName }),
      });
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      navigate(`/eventory/${ID}`);
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  const required = (field: string) => [{ required: true, message: t('common.required', { field }) }];
  return (
    <Card title={t('campaign.createTitle')}>
      <Form<CampaignFormValues>
        form={form}
        name="campaignCreate"
        layout="vertical"
        data-testid="campaign-create-form"
        initialValues={initialValues}
        disabled={disabled}
        onFinish={submit}
      >
        <Form.Item label={t('campaign.codeName')} name="codeName" rules={required(t('campaign.codeName'))}>
          <Input autoComplete="off" placeholder="summer-cup" />
        </Form.Item>
        <Form.Item label={t('campaign.name')} name="name" rules={required(t('campaign.name'))}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('campaign.startTime')} name="startTime" rules={required(t('campaign.startTime'))}>
          <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('campaign.endTime')} name="endTime" rules={required(t('campaign.endTime'))}>
          <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('campaign.timezone')} name="timezone">
          <Select options={CAMPAIGN_TIMEZONES.map((tz) => ({ value: tz, label: tz }))} />
        </Form.Item>
        <Form.Item label={t('campaign.regions')} name="regions">
          <Select mode="multiple" allowClear options={PROJECT_REGIONS.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('campaign.create')}
        </Button>
      </Form>
    </Card>
  );
}

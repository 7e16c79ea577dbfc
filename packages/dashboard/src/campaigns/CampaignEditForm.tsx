// Edit every field of a campaign (PATCH campaigns/{id}); on success "Success!" with
// "Update Campaign: {code} success!" (admin spec §8). The theme length must be a number followed by
// px, em, %, vh or vw (§5).
import { useMemo } from 'react';
import { Button, Card, Col, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_KINDS,
  CAMPAIGN_SIZES,
  CAMPAIGN_TIMEZONES,
  DURATION_TYPES,
  type Campaign,
  type CampaignInput,
} from '@eventory/domain/campaign';
import { useServices } from '../services/use-services.ts';
import { themeLengthValidator, type FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DateField, DynamicFormView, SelectField, SwitchField, TextField } from '../forms/fields.tsx';
import { codeNameValidator, endAfterStart, regionOptions } from './CampaignCreateForm.tsx';
import { useCorporations } from './use-corporations.ts';
import { useTags } from './use-tags.ts';
import { useSave } from '../forms/use-save.ts';
import { useRereadTimes } from '../time-references/use-reread-times.ts';

export interface CampaignEditValues {
  codeName: string;
  name: string;
  designName: string;
  kind: CampaignInput['kind'];
  size: CampaignInput['size'];
  timezone: CampaignInput['timezone'];
  durationType: CampaignInput['durationType'];
  regions: string[];
  scope: string;
  corporation: string;
  department: string;
  tagIDs: number[];
  themeLength: string;
  URL: string;
  startTime: number;
  endTime: number;
  isPermanent: boolean;
}

export const editValuesOf = (c: Campaign): CampaignEditValues => ({
  codeName: c.codeName,
  name: c.name,
  designName: c.designName ?? '',
  kind: c.kind,
  size: c.size,
  timezone: c.timezone,
  durationType: c.durationType,
  regions: [...c.regions],
  scope: c.scope ?? '',
  corporation: c.corporation ?? '',
  department: c.department ?? '',
  tagIDs: [...(c.tagIDs ?? [])],
  themeLength: c.theme?.length ?? '',
  URL: c.URL ?? '',
  startTime: c.startTime,
  endTime: c.endTime,
  isPermanent: c.isPermanent,
});

/** The PATCH body: the form's fields, the theme length inside the campaign's theme. */
export function patchOf(campaign: Campaign, values: CampaignEditValues) {
  const { themeLength, ...fields } = values;
  const theme: Record<string, string> = { ...(campaign.theme ?? {}) } as Record<string, string>;
  if (themeLength.trim()) theme.length = themeLength.trim();
  else delete theme.length;
  return {
    ...fields,
    codeName: fields.codeName.trim(),
    name: fields.name.trim(),
    designName: fields.designName.trim(),
    scope: fields.scope.trim(),
    // A Forever campaign has no end (endTime 0).
    endTime: fields.durationType === 'Forever' ? 0 : fields.endTime,
    theme,
  };
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function CampaignEditForm({ campaign, disabled }: { campaign: Campaign; disabled: boolean }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tags = useTags();
  const corporations = useCorporations();
  const { busy, save } = useSave();
  const initialValues = useMemo(() => editValuesOf(campaign), [campaign]);
  const rules = useMemo<FieldRules<CampaignEditValues>>(
    () => ({
      codeName: { label: t('campaign.codeName'), required: true, validators: [codeNameValidator] },
      name: { label: t('campaign.name'), required: true },
      designName: { label: t('campaign.designName') },
      kind: { label: t('campaign.kind'), kind: 'select', required: true },
      size: { label: t('campaign.size'), kind: 'select', required: true },
      timezone: { label: t('campaign.timezone'), kind: 'select', required: true },
      durationType: { label: t('campaign.durationType'), kind: 'select', required: true },
      regions: { label: t('campaign.regions'), kind: 'array' },
      scope: { label: t('campaign.scope') },
      corporation: { label: t('campaign.corporation'), kind: 'select' },
      department: { label: t('campaign.department'), kind: 'select' },
      tagIDs: { label: t('campaign.tags'), kind: 'array' },
      themeLength: {
        label: t('campaign.themeLength'),
        validators: [themeLengthValidator(t('campaign.themeLengthInvalid'))],
      },
      URL: { label: t('campaign.url') },
      startTime: { label: t('campaign.startTime'), kind: 'date', required: true },
      endTime: {
        label: t('campaign.endTime'),
        kind: 'date',
        validators: [
          (end, values) =>
            values.durationType === 'Forever' ||
            !!end ||
            t('common.required', { field: t('campaign.endTime') }),
          endAfterStart(t('campaign.endBeforeStart')),
        ],
      },
      isPermanent: { label: t('campaign.isPermanent'), kind: 'boolean' },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `campaign-edit-${campaign.ID}`, initialValues, rules });
  const rereadTimes = useRereadTimes(campaign.ID);
  const departments = corporations.data?.find((c) => c.name === form.values.corporation)?.departments ?? [];

  async function submit(values: CampaignEditValues) {
    await save(async () => {
      const updated = await api.patch<Campaign>(`campaigns/${campaign.ID}`, patchOf(campaign, values));
      queryClient.setQueryData(['campaign', campaign.ID], updated);
      form.reset(editValuesOf(updated));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
        queryClient.invalidateQueries({ queryKey: ['campaign', campaign.ID, 'last-edit'] }),
        rereadTimes(),
      ]);
      return t('campaign.updated', { code: updated.codeName });
    });
  }

  const half = { xs: 24, md: 12 };
  return (
    <Card title={t('campaign.editTitle')}>
      <DynamicFormView form={form} disabled={disabled} onSubmit={submit} testId="campaign-edit-form">
        <Row gutter={16}>
          <Col {...half}>
            <TextField form={form} name="codeName" />
          </Col>
          <Col {...half}>
            <TextField form={form} name="name" />
          </Col>
          <Col {...half}>
            <TextField form={form} name="designName" />
          </Col>
          <Col {...half}>
            <TextField form={form} name="URL" />
          </Col>
          <Col {...half}>
            <SelectField form={form} name="kind" options={options(CAMPAIGN_KINDS)} />
          </Col>
          <Col {...half}>
            <SelectField form={form} name="size" options={options(CAMPAIGN_SIZES)} />
          </Col>
          <Col {...half}>
            <SelectField form={form} name="timezone" options={options(CAMPAIGN_TIMEZONES)} />
          </Col>
          <Col {...half}>
            <SelectField form={form} name="durationType" options={options(DURATION_TYPES)} />
          </Col>
          <Col {...half}>
            <DateField form={form} name="startTime" />
          </Col>
          <Col {...half}>
            <DateField form={form} name="endTime" />
          </Col>
          <Col {...half}>
            <SelectField form={form} name="regions" multiple allowClear options={regionOptions} />
          </Col>
          <Col {...half}>
            <TextField form={form} name="scope" />
          </Col>
          <Col {...half}>
            <SelectField
              form={form}
              name="corporation"
              allowClear
              options={(corporations.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
            />
          </Col>
          <Col {...half}>
            <SelectField form={form} name="department" allowClear options={options(departments)} />
          </Col>
          <Col {...half}>
            <SelectField
              form={form}
              name="tagIDs"
              multiple
              allowClear
              options={(tags.data ?? []).map((tag) => ({ value: tag.ID, label: tag.name }))}
            />
          </Col>
          <Col {...half}>
            <TextField form={form} name="themeLength" placeholder="12px" />
          </Col>
          <Col {...half}>
            <SwitchField form={form} name="isPermanent" />
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={busy} disabled={disabled || !form.canSubmit}>
          {t('campaign.update')}
        </Button>
      </DynamicFormView>
    </Card>
  );
}

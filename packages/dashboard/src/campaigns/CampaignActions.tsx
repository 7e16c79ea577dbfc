// Copy and export of a campaign (admin spec §5 copy, §7 POST campaigns/{id}/copy and /export).
import { useMemo, useState } from 'react';
import { Button, Modal, Space } from 'antd';
import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@eventory/domain/campaign';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DynamicFormView, TextField } from '../forms/fields.tsx';
import { codeNameValidator } from './CampaignCreateForm.tsx';
import { downloadJson, exportFileName } from './download.ts';
import { useCanWrite } from './use-can-write.ts';
import { useSave } from '../forms/use-save.ts';

interface CopyValues {
  codeName: string;
  name: string;
}

function CopyForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { busy, save } = useSave();
  const rules = useMemo<FieldRules<CopyValues>>(
    () => ({
      codeName: {
        label: t('campaign.copyCodeName'),
        required: true,
        validators: [
          codeNameValidator,
          (value) => value !== campaign.codeName || t('campaign.copySameCodeName'),
        ],
      },
      name: { label: t('campaign.copyName') },
    }),
    [t, campaign.codeName],
  );
  const [initialValues] = useState<CopyValues>({ codeName: '', name: '' });
  const form = useDynamicForm({ id: 'campaign-copy', initialValues, rules });

  async function submit(values: CopyValues) {
    await save(async () => {
      const { ID } = await api.post<{ ID: number }>(`campaigns/${campaign.ID}/copy`, {
        codeName: values.codeName.trim(),
        name: values.name.trim() || undefined,
      });
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      onDone();
      navigate(`/eventory/${ID}`);
      return t('campaign.copied', { codeName: values.codeName.trim() });
    });
  }

  return (
    <DynamicFormView form={form} onSubmit={submit} testId="campaign-copy-form">
      <TextField form={form} name="codeName" placeholder={`${campaign.codeName}-copy`} />
      <TextField form={form} name="name" placeholder={campaign.name} />
      <Space>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!form.canSubmit}>
          {t('campaign.copySubmit')}
        </Button>
      </Space>
    </DynamicFormView>
  );
}

export function CampaignActions({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const area = campaign.isPermanent ? 'permanent' : 'regular';
  const canCopy = useCanWrite('campaignControl', area);
  const canExport = useCanWrite('exportImportCampaign', area);
  const [copying, setCopying] = useState(false);
  const [exporting, setExporting] = useState(false);

  async function exportCampaign() {
    setExporting(true);
    try {
      const document = await api.post<unknown>(`campaigns/${campaign.ID}/export`);
      const fileName = exportFileName(campaign.codeName);
      downloadJson(fileName, document);
      toasts.add({
        type: 'success',
        message: t('notice.successTitle'),
        description: t('campaign.exported', { file: fileName }),
      });
    } catch {
      // The API client has shown the error.
    } finally {
      setExporting(false);
    }
  }

  return (
    <Space wrap>
      <Button
        icon={<CopyOutlined />}
        data-testid="copy-button"
        disabled={!canCopy}
        onClick={() => setCopying(true)}
      >
        {t('campaign.copy')}
      </Button>
      <Button
        icon={<ExportOutlined />}
        data-testid="export-button"
        disabled={!canExport}
        loading={exporting}
        onClick={() => void exportCampaign()}
      >
        {t('campaign.export')}
      </Button>
      <Modal
        open={copying}
        title={t('campaign.copyTitle', { codeName: campaign.codeName })}
        footer={null}
        onCancel={() => setCopying(false)}
        destroyOnHidden
      >
        <CopyForm campaign={campaign} onDone={() => setCopying(false)} />
      </Modal>
    </Space>
  );
}

// "Import campaign" (admin spec §7 POST campaigns/import): a .json export document, optionally under a
// new code name. A refused document lists every problem, so the file can be fixed in one go.
import { useState } from 'react';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import { ApiError } from '../services/api-client.ts';
import { useCanWrite } from './use-can-write.ts';

export interface ImportProblem {
  field: string;
  message: string;
}

/** The problems of a 400 INVALID_DOCUMENT answer, else none. */
export function importProblems(error: unknown): ImportProblem[] {
  if (!(error instanceof ApiError) || !error.body) return [];
  const problems = (error.body as { problems?: unknown }).problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (p): p is ImportProblem =>
      typeof p === 'object' && p !== null && typeof (p as ImportProblem).message === 'string',
  );
}

/** The file's text; FileReader where Blob.text is missing (older browsers, jsdom). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

export function ImportCampaign() {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canImport = useCanWrite('exportImportCampaign');
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [codeName, setCodeName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; problems: ImportProblem[] } | null>(null);

  function close() {
    setOpen(false);
    setFile(null);
    setCodeName('');
    setFailure(null);
  }

  async function submit() {
    if (!file) return setFailure({ message: t('campaign.importNoFile'), problems: [] });
    let document: unknown;
    try {
      document = JSON.parse(await readText(file));
    } catch {
      return setFailure({ message: t('campaign.importBadJson'), problems: [] });
    }
    setBusy(true);
    setFailure(null);
    try {
      const { ID } = await api.post<{ ID: number }>('campaigns/import', {
        document,
        codeName: codeName.trim() || undefined,
      });
      toasts.add({ type: 'success', message: t('notice.successTitle'), description: t('campaign.imported') });
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      close();
      navigate(`/eventory/${ID}`);
    } catch (error) {
      setFailure({
        message: error instanceof ApiError ? error.message : t('common.loadFailed'),
        problems: importProblems(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        icon={<ImportOutlined />}
        data-testid="import-button"
        disabled={!canImport}
        onClick={() => setOpen(true)}
      >
        {t('campaign.import')}
      </Button>
      <Modal
        open={open}
        title={t('campaign.importTitle')}
        okText={t('campaign.importSubmit')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: busy, disabled: !file }}
        onOk={() => void submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <label htmlFor="campaign-import-file">{t('campaign.importFile')}</label>
          <input
            id="campaign-import-file"
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFailure(null);
            }}
          />
          <label htmlFor="campaign-import-code-name">{t('campaign.importCodeName')}</label>
          <Input
            id="campaign-import-code-name"
            autoComplete="off"
            value={codeName}
            onChange={(e) => setCodeName(e.target.value)}
          />
          {failure && (
            <Alert
              type="error"
              showIcon
              title={failure.message}
              description={
                failure.problems.length > 0 && (
                  <>
                    <Typography.Text>{t('campaign.importProblems')}</Typography.Text>
                    <ul aria-label={t('campaign.importProblems')} data-testid="import-problems">
                      {failure.problems.map((p, i) => (
                        <li key={i}>
                          {p.field ? <Typography.Text code>{p.field}</Typography.Text> : null} {p.message}
                        </li>
                      ))}
                    </ul>
                  </>
                )
              }
            />
          )}
        </Space>
      </Modal>
    </>
  );
}

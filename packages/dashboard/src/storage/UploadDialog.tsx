// The upload form of the storage screen (admin API POST storage/upload, multipart: filepath, file):
// the path defaults to the shown folder plus the chosen file's name and is checked as the server checks it.
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StorageWriteAnswer } from '@eventory/domain/storage';
import { useServices } from '../services/use-services.ts';
import { filePathRule, STORAGE_KINDS } from './path-rules.ts';
import './messages.ts';

export function UploadDialog({
  folder,
  onClose,
  onUploaded,
}: {
  folder: string;
  onClose: () => void;
  onUploaded: (path: string) => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [form] = Form.useForm<{ filepath: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit({ filepath }: { filepath: string }) {
    if (!file) {
      setMissingFile(true);
      return;
    }
    const body = new FormData();
    body.append('filepath', filepath);
    body.append('file', file, file.name);
    setBusy(true);
    try {
      const answer = await api.post<StorageWriteAnswer>('storage/upload', body);
      onUploaded(answer.item.name);
    } catch {
      // The API client has shown what went wrong; the dialog stays open to retry.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('storage.uploadTitle')}
      okText={t('storage.upload')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="storage-upload"
        onFinish={submit}
        initialValues={{ filepath: folder }}
      >
        <Form.Item
          label={t('storage.file')}
          htmlFor="storage-upload-file"
          validateStatus={missingFile ? 'error' : undefined}
          help={missingFile ? t('storage.chooseFile') : undefined}
        >
          <input
            id="storage-upload-file"
            type="file"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setMissingFile(false);
              const current = form.getFieldValue('filepath') as string;
              if (chosen && (current === '' || current.endsWith('/')))
                form.setFieldsValue({ filepath: `${current}${chosen.name}` });
            }}
          />
        </Form.Item>
        <Form.Item
          label={t('storage.filepath')}
          name="filepath"
          extra={t('storage.filepathHint', { kinds: STORAGE_KINDS })}
          rules={[filePathRule(t)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

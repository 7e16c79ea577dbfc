// Rename or move one file (admin API POST storage/move {from, to, overwrite}).
import { useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormEdited } from '../forms/use-form-edited.ts';
import type { StorageWriteAnswer } from '@eventory/domain/storage';
import { useServices } from '../services/use-services.ts';
import { filePathRule } from './path-rules.ts';
import './messages.ts';

export function MoveDialog({
  from,
  onClose,
  onMoved,
}: {
  from: string;
  onClose: () => void;
  onMoved: (to: string) => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [form] = Form.useForm<{ to: string; overwrite: boolean }>();
  const { edited, onValuesChange } = useFormEdited();
  const [busy, setBusy] = useState(false);

  async function submit(values: { to: string; overwrite: boolean }) {
    setBusy(true);
    try {
      const answer = await api.post<StorageWriteAnswer>('storage/move', {
        from,
        to: values.to,
        overwrite: values.overwrite,
      });
      onMoved(answer.item.name);
    } catch {
      // Shown by the API client (e.g. a file already at the new path); the dialog stays open.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('storage.moveTitle', { path: from })}
      okText={t('storage.move')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: !edited }}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="storage-move"
        onValuesChange={onValuesChange}
        onFinish={submit}
        initialValues={{ to: from, overwrite: false }}
      >
        <Form.Item label={t('storage.to')} name="to" rules={[filePathRule(t)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="overwrite" valuePropName="checked">
          <Checkbox>{t('storage.overwrite')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

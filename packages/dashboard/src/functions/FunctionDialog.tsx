// Create or replace a function (admin API POST function, PUT function/{id}): its script's storage path,
// default arguments and description; the path checked as the server checks it.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { storagePathProblem } from '@eventory/domain/storage';
import type { FunctionConfig } from '@eventory/domain/functions';
import { useServices } from '../services/use-services.ts';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useSave } from '../forms/use-save.ts';
import { linesOf } from './lines.ts';
import './messages.ts';

interface Values {
  filepath: string;
  args: string;
  description: string;
}

export function FunctionDialog({
  fn,
  onClose,
  onSaved,
}: {
  fn: FunctionConfig | null;
  onClose: () => void;
  onSaved: (saved: FunctionConfig) => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [form] = Form.useForm<Values>();
  const { busy, save } = useSave();

  async function submit(values: Values) {
    const body = {
      filepath: values.filepath.trim(),
      args: linesOf(values.args ?? ''),
      description: values.description ?? '',
    };
    await save(async () => {
      const saved = fn
        ? await api.put<FunctionConfig>(`function/${fn.id}`, body)
        : await api.post<FunctionConfig>('function', body);
      onSaved(saved);
    });
  }

  return (
    <FormDialog<Values>
      title={fn ? t('functions.editTitle', { id: fn.id }) : t('functions.newTitle')}
      form={form}
      testId="function-form"
      busy={busy}
      onFinish={submit}
      onClose={onClose}
      initialValues={{
        filepath: fn?.filepath ?? 'functions/',
        args: (fn?.args ?? []).join('\n'),
        description: fn?.description ?? '',
      }}
    >
      <Form.Item
        label={t('functions.filepath')}
        name="filepath"
        extra={t('functions.filepathHint')}
        rules={[
          {
            validator: async (_, value: unknown) => {
              const path = typeof value === 'string' ? value.trim() : '';
              const problem = storagePathProblem(path);
              if (problem) throw new Error(t('functions.pathProblem', { problem }));
              if (!/\.m?js$/i.test(path)) throw new Error(t('functions.notScript'));
            },
          },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('functions.args')} name="args">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item label={t('functions.description')} name="description">
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </FormDialog>
  );
}

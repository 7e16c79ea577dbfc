// Create or change a cache config (admin API POST cache-configs, PATCH cache-configs/{id}): name,
// content type (the editor's language), expiry and description.
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CACHE_CONTENT_TYPES,
  MAX_CACHE_TTL,
  type CacheConfig,
  type CacheContentType,
} from '@eventory/domain/cache-system';
import { useServices } from '../services/use-services.ts';
import { FormDialog } from '../forms/FormDialog.tsx';
import { useSave } from '../forms/use-save.ts';
import './messages.ts';

interface Values {
  name: string;
  contentType: CacheContentType;
  ttlSeconds: number;
  description: string;
}

export function CacheConfigDialog({
  config,
  onClose,
  onSaved,
}: {
  config: CacheConfig | null;
  onClose: () => void;
  onSaved: (saved: CacheConfig) => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [form] = Form.useForm<Values>();
  const { busy, save } = useSave();

  async function submit(values: Values) {
    const body = {
      name: values.name.trim(),
      contentType: values.contentType,
      options: { ttlSeconds: values.ttlSeconds ?? 0, description: values.description ?? '' },
    };
    await save(async () => {
      const saved = config
        ? await api.patch<CacheConfig>(`cache-system/cache-configs/${config.id}`, body)
        : await api.post<CacheConfig>('cache-system/cache-configs', body);
      onSaved(saved);
    });
  }

  return (
    <FormDialog<Values>
      title={config ? t('cache.editTitle', { name: config.name }) : t('cache.newTitle')}
      form={form}
      testId="cache-config-form"
      busy={busy}
      onFinish={submit}
      onClose={onClose}
      initialValues={{
        name: config?.name ?? '',
        contentType: config?.contentType ?? 'application/json',
        ttlSeconds: config?.options.ttlSeconds ?? 0,
        description: config?.options.description ?? '',
      }}
    >
      <Form.Item
        label={t('cache.name')}
        name="name"
        extra={t('cache.nameHint')}
        rules={[
          { required: true, whitespace: true, message: t('common.required', { field: t('cache.name') }) },
          { pattern: /^\s*[A-Za-z0-9._:-]{1,200}\s*$/, message: t('cache.nameHint') },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('cache.contentType')} name="contentType">
        <Select options={CACHE_CONTENT_TYPES.map((type) => ({ value: type, label: type }))} />
      </Form.Item>
      <Form.Item
        label={t('cache.ttlSeconds')}
        name="ttlSeconds"
        rules={[
          {
            type: 'integer',
            min: 0,
            max: MAX_CACHE_TTL,
            message: t('cache.wholeSeconds', { max: MAX_CACHE_TTL }),
          },
        ]}
      >
        <InputNumber min={0} max={MAX_CACHE_TTL} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('cache.description')} name="description">
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </FormDialog>
  );
}

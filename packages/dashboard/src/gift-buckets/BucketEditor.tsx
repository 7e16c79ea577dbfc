// Creates a bucket (POST gift-bucket/buckets) or renames it and changes its gifts (PATCH bucket/{uuid}),
// checked by the schema the server applies.
import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  GIFT_BUCKET_TYPES,
  giftBucketInputSchema,
  type GiftBucket,
  type GiftBucketType,
} from '@eventory/domain/gift-buckets';
import { useServices } from '../services/use-services.ts';
import { useFormEdited } from '../forms/use-form-edited.ts';
import { GIFT_BUCKETS_KEY } from './use-gift-buckets.ts';
import './messages.ts';

interface EditorValues {
  name: string;
  type: GiftBucketType;
  giftIDs: string;
}

/** Gift ids as typed: one per line (commas and spaces also separate), blanks dropped. */
export const giftIDsOf = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter((id) => id !== '');

export function BucketEditor({ bucket, onDone }: { bucket: GiftBucket | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const client = useQueryClient();
  const [form] = Form.useForm<EditorValues>();
  const { edited, onValuesChange } = useFormEdited();
  const [busy, setBusy] = useState(false);

  async function submit(values: EditorValues) {
    const body = { name: values.name, type: values.type, giftIDs: giftIDsOf(values.giftIDs ?? '') };
    const parsed = giftBucketInputSchema.safeParse(body);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: String(issue.path[0] ?? 'name') as keyof EditorValues,
          errors: [issue.message],
        })),
      );
      return;
    }
    setBusy(true);
    try {
      if (bucket) {
        await api.patch(`gift-bucket/bucket/${bucket.uuid}`, {
          name: parsed.data.name,
          giftIDs: parsed.data.giftIDs,
        });
        toasts.add({ type: 'success', message: t('gift-buckets.saved', { name: parsed.data.name }) });
      } else {
        await api.post('gift-bucket/buckets', parsed.data);
        toasts.add({ type: 'success', message: t('gift-buckets.created', { name: parsed.data.name }) });
      }
      await client.invalidateQueries({ queryKey: GIFT_BUCKETS_KEY });
      onDone();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={bucket ? t('gift-buckets.editBucket', { name: bucket.name }) : t('gift-buckets.newBucket')}
      okText={bucket ? t('gift-buckets.save') : t('gift-buckets.create')}
      cancelText={t('gift-buckets.cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: !edited }}
      onOk={() => form.submit()}
      onCancel={onDone}
      destroyOnHidden
    >
      <Form<EditorValues>
        form={form}
        layout="vertical"
        name="giftBucket"
        initialValues={{
          name: bucket?.name ?? '',
          type: bucket?.type ?? 'GiftID',
          giftIDs: (bucket?.giftIDs ?? []).join('\n'),
        }}
        onFinish={submit}
        onValuesChange={onValuesChange}
      >
        <Form.Item
          label={t('gift-buckets.name')}
          name="name"
          rules={[{ required: true, whitespace: true, message: t('gift-buckets.nameRequired') }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('gift-buckets.type')} name="type">
          <Select
            disabled={bucket !== null}
            options={GIFT_BUCKET_TYPES.map((type) => ({ value: type, label: t(`gift-buckets.type${type}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('gift-buckets.giftIDs')} name="giftIDs">
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

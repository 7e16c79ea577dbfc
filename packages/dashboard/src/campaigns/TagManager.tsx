// The tag manager (admin spec §7 tags/all, POST tags, PATCH tags/{ID}): campaigns pick tags in their
// edit form; here tags are created and renamed or recoloured.
import { useMemo, useState } from 'react';
import { Button, Card, Empty, Modal, Space, Tag as TagChip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tagColorSchema, type Tag } from '@eventory/domain/campaign';
import { useServices } from '../services/use-services.ts';
import type { FieldRules, Validator } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DynamicFormView, TextField } from '../forms/fields.tsx';
import { useTags } from './use-tags.ts';
import { useCanWrite } from './use-can-write.ts';
import { useSave } from '../forms/use-save.ts';

interface TagValues {
  name: string;
  color: string;
}

const colorValidator =
  (message: string): Validator<unknown> =>
  (value) =>
    tagColorSchema.safeParse(value).success || message;

function TagForm({ tag, onDone }: { tag: Tag | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { busy, save } = useSave();
  const [initialValues] = useState<TagValues>({ name: tag?.name ?? '', color: tag?.color ?? '#1677ff' });
  const rules = useMemo<FieldRules<TagValues>>(
    () => ({
      name: { label: t('tag.name'), required: true },
      color: { label: t('tag.color'), required: true, validators: [colorValidator(t('tag.colorInvalid'))] },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `tag-${tag?.ID ?? 'new'}`, initialValues, rules });

  async function submit(values: TagValues) {
    const body = { name: values.name.trim(), color: values.color.trim() };
    await save(async () => {
      if (tag) await api.patch(`tags/${tag.ID}`, body);
      else await api.post('tags', body);
      await queryClient.invalidateQueries({ queryKey: ['tags'] });
      onDone();
      return t('tag.saved', { name: body.name });
    });
  }

  return (
    <DynamicFormView form={form} onSubmit={submit} testId="tag-form">
      <TextField form={form} name="name" />
      <TextField form={form} name="color" placeholder="#1677ff" />
      <Space>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!form.canSubmit}>
          {t('common.save')}
        </Button>
      </Space>
    </DynamicFormView>
  );
}

export function TagManager() {
  const { t } = useTranslation();
  const tags = useTags();
  const canWrite = useCanWrite('tagConfiguration');
  const [editing, setEditing] = useState<{ tag: Tag | null } | null>(null);

  return (
    <Card
      title={t('tag.title')}
      extra={
        <Button icon={<PlusOutlined />} disabled={!canWrite} onClick={() => setEditing({ tag: null })}>
          {t('tag.create')}
        </Button>
      }
    >
      {(tags.data ?? []).length === 0 ? (
        <Empty description={t('tag.empty')} />
      ) : (
        <Space wrap>
          {(tags.data ?? []).map((tag) => (
            <Space.Compact key={tag.ID}>
              <TagChip color={tag.color}>{tag.name}</TagChip>
              <Button
                size="small"
                icon={<EditOutlined />}
                disabled={!canWrite}
                aria-label={t('tag.edit', { name: tag.name })}
                onClick={() => setEditing({ tag })}
              />
            </Space.Compact>
          ))}
        </Space>
      )}
      <Modal
        open={editing !== null}
        title={editing?.tag ? t('tag.edit', { name: editing.tag.name }) : t('tag.create')}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing && <TagForm tag={editing.tag} onDone={() => setEditing(null)} />}
      </Modal>
    </Card>
  );
}

// Admin Whitelist (super admin only): who may sign in, with which roles, super admin and read-only flags.
import { useState } from 'react';
import {
  Button,
  Card,
  Form,
  Input,
  Modal,
  Popconfirm,
  Result,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormEdited } from '../forms/use-form-edited.ts';
import { ROLES, type Role } from '@eventory/domain/permissions';
import { useServices } from '../services/use-services.ts';

export interface WhitelistEntry {
  email: string;
  roles: Role[];
  isSuperAdmin: boolean;
  readonly: boolean;
}

const QUERY_KEY = ['admin-whitelist'];

export default function AdminWhitelist() {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<WhitelistEntry | 'new' | null>(null);
  const entries = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => api.get<{ items: WhitelistEntry[] }>('whitelist', { signal }),
  });
  const save = useMutation({
    mutationFn: (entry: WhitelistEntry) =>
      api.put(`whitelist/${encodeURIComponent(entry.email)}`, {
        roles: entry.roles,
        isSuperAdmin: entry.isSuperAdmin,
        readonly: entry.readonly,
      }),
    onSuccess: (_, entry) => {
      toasts.add({
        type: 'success',
        message: t('notice.successTitle'),
        description: t('whitelist.saved', { email: entry.email }),
      });
      setEditing(null);
      return queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });
  const remove = useMutation({
    mutationFn: (email: string) => api.delete(`whitelist/${encodeURIComponent(email)}`),
    onSuccess: (_, email) => {
      toasts.add({
        type: 'success',
        message: t('notice.successTitle'),
        description: t('whitelist.removed', { email }),
      });
      return queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });

  return (
    <>
      <Typography.Title level={2}>{t('menu.adminWhitelist')}</Typography.Title>
      <Typography.Paragraph>{t('whitelist.intro')}</Typography.Paragraph>
      <Card
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('whitelist.add')}
          </Button>
        }
      >
        {entries.isError ? (
          <Result
            status="error"
            title={t('common.loadFailed')}
            extra={<Button onClick={() => void entries.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <Table<WhitelistEntry>
            rowKey="email"
            loading={entries.isLoading}
            dataSource={entries.data?.items ?? []}
            locale={{ emptyText: t('whitelist.empty') }}
            scroll={{ x: true }}
            columns={[
              { title: t('whitelist.email'), dataIndex: 'email' },
              {
                title: t('whitelist.roles'),
                dataIndex: 'roles',
                render: (roles: Role[]) => roles.map((role) => <Tag key={role}>{role}</Tag>),
              },
              {
                title: t('whitelist.superAdmin'),
                dataIndex: 'isSuperAdmin',
                render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
              },
              {
                title: t('whitelist.readonly'),
                dataIndex: 'readonly',
                render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
              },
              {
                title: t('common.actions'),
                key: 'actions',
                render: (_, entry) => (
                  <Space>
                    <Button
                      size="small"
                      aria-label={`${t('whitelist.edit')} ${entry.email}`}
                      onClick={() => setEditing(entry)}
                    >
                      {t('whitelist.edit')}
                    </Button>
                    <Popconfirm
                      title={t('whitelist.removeConfirm', { email: entry.email })}
                      okText={t('common.yes')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => remove.mutateAsync(entry.email).catch(() => undefined)}
                    >
                      <Button size="small" danger aria-label={`${t('whitelist.remove')} ${entry.email}`}>
                        {t('whitelist.remove')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      {editing && (
        <WhitelistEntryModal
          entry={editing === 'new' ? null : editing}
          saving={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(entry) => save.mutate(entry)}
        />
      )}
    </>
  );
}

function WhitelistEntryModal({
  entry,
  saving,
  onCancel,
  onSave,
}: {
  entry: WhitelistEntry | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (entry: WhitelistEntry) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WhitelistEntry>();
  const { edited, onValuesChange } = useFormEdited();
  return (
    <Modal
      open
      title={entry ? t('whitelist.editTitle', { email: entry.email }) : t('whitelist.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !edited }}
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form<WhitelistEntry>
        form={form}
        name="whitelistEntry"
        layout="vertical"
        data-testid="whitelist-form"
        onValuesChange={onValuesChange}
        initialValues={entry ?? { email: '', roles: ['ViewOnly'], isSuperAdmin: false, readonly: false }}
        onFinish={(values) =>
          onSave({ ...values, email: (entry?.email ?? values.email).trim().toLowerCase() })
        }
      >
        <Form.Item
          label={t('whitelist.email')}
          name="email"
          rules={[
            { required: true, type: 'email', message: t('common.required', { field: t('whitelist.email') }) },
          ]}
        >
          <Input type="email" disabled={entry !== null} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('whitelist.roles')} name="roles">
          <Select<Role[]> mode="multiple" options={ROLES.map((role) => ({ value: role, label: role }))} />
        </Form.Item>
        <Form.Item label={t('whitelist.superAdmin')} name="isSuperAdmin" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label={t('whitelist.readonly')} name="readonly" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

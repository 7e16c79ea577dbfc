// The development sign-in (only when the server opens POST /v1/admin/auth/dev, never in production).
import { useState } from 'react';
import { Button, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@eventory/domain/permissions';
import type { AdminSession } from '@eventory/domain/session';
import { useSignIn } from './use-sign-in.ts';

interface DevSignInValues {
  email: string;
  roles: Role[];
}

export function DevSignInForm({ onSignedIn }: { onSignedIn?: (session: AdminSession) => void }) {
  const { t } = useTranslation();
  const { forDevelopment } = useSignIn();
  const [busy, setBusy] = useState(false);

  async function submit(values: DevSignInValues) {
    setBusy(true);
    try {
      const session = await forDevelopment(values.email.trim(), values.roles);
      onSignedIn?.(session);
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<DevSignInValues>
      name="devSignIn"
      layout="vertical"
      data-testid="dev-sign-in-form"
      initialValues={{ email: '', roles: ['developer'] }}
      onFinish={submit}
    >
      <Typography.Title level={5}>{t('auth.devSignInTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('auth.devSignInHint')}</Typography.Paragraph>
      <Form.Item
        label={t('auth.email')}
        name="email"
        rules={[{ required: true, type: 'email', message: t('common.required', { field: t('auth.email') }) }]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('auth.roles')} name="roles">
        <Select<Role[]> mode="multiple" options={ROLES.map((role) => ({ value: role, label: role }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('auth.devSignInSubmit')}
      </Button>
    </Form>
  );
}

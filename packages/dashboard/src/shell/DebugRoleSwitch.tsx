// The debug role switch (admin spec §2): outside production, a user holding `debug` picks roles that
// replace their own in every permission gate, through the ?debugRole= query parameter. The API client
// passes the parameter on, and the server's guard applies the same rule.
import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ROLES } from '@eventory/domain/permissions';
import { useAuth } from '../auth/use-auth.ts';

export const parseDebugRoles = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r !== '');

export function DebugRoleSwitch() {
  const { t } = useTranslation();
  const { canSwitchRole, debugRole, setDebugRole } = useAuth();
  const [, setSearchParams] = useSearchParams();
  if (!canSwitchRole) return null;

  function change(roles: string[]) {
    const value = roles.join(',') || null;
    setDebugRole(value);
    // Kept in the address too, so a reload or a shared link keeps the same view.
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set('debugRole', value);
        else next.delete('debugRole');
        return next;
      },
      { replace: true },
    );
  }

  return (
    <Space size="small" data-testid="debug-role-switch">
      <Typography.Text type="secondary">{t('shell.debugRole')}</Typography.Text>
      <Select<string[]>
        aria-label={t('shell.debugRole')}
        mode="multiple"
        size="small"
        allowClear
        placeholder={t('shell.debugRoleNone')}
        style={{ minWidth: 180 }}
        value={parseDebugRoles(debugRole)}
        onChange={change}
        options={ROLES.map((role) => ({ value: role, label: role }))}
      />
    </Space>
  );
}

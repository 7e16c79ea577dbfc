// The user's side of the top bar: role label (Super Admin or Readonly), email, language, SignOut.
import { Alert, Button, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '@eventory/domain/permissions';
import { LOCALES, type Locale } from '@eventory/domain/locales';
import { useAuth } from '../auth/use-auth.ts';
import { useLocale } from '../services/use-locale.ts';
import { LOCALE_NAMES } from '../i18n/i18n.ts';
import { DebugRoleSwitch } from './DebugRoleSwitch.tsx';

export function UserBar() {
  const { t } = useTranslation();
  const { grantee, signOut } = useAuth();
  const { locale, changeLocale } = useLocale();
  return (
    <Space wrap size="middle">
      {grantee?.isSuperAdmin ? (
        <Tag color="gold">{t('shell.superAdmin')}</Tag>
      ) : grantee && isReadOnly(grantee) ? (
        <Tag color="blue">{t('shell.readonly')}</Tag>
      ) : null}
      {grantee && <Typography.Text data-testid="user-email">{grantee.email}</Typography.Text>}
      <DebugRoleSwitch />
      <Select<Locale>
        aria-label={t('app.language')}
        size="small"
        value={locale}
        onChange={changeLocale}
        style={{ minWidth: 150 }}
        options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
      />
      {grantee && <Button onClick={signOut}>{t('shell.signOut')}</Button>}
    </Space>
  );
}

export function ProductionWarning() {
  const { t } = useTranslation();
  return <Alert banner type="warning" showIcon title={t('shell.productionWarning')} />;
}

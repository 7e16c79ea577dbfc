// The blocking page an unauthenticated user sees instead of any route.
import { Card, Divider, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import { PRODUCT_NAME } from '../services/runtime.ts';
import { usePageTitle } from '../services/use-page-title.ts';
import { useAuth } from './use-auth.ts';
import { GoogleSignInButton } from './GoogleSignInButton.tsx';
import { DevSignInForm } from './DevSignInForm.tsx';
import { useSignIn } from './use-sign-in.ts';

export function SignInPage() {
  const { t } = useTranslation();
  const { config } = useServices();
  const { status } = useAuth();
  const { withGoogle } = useSignIn();
  usePageTitle(t('menu.signIn'));

  if (status === 'restoring') {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spin description={t('auth.restoring')} />
      </Flex>
    );
  }

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: 420, maxWidth: '100%' }}>
        <main>
          <Typography.Title level={2}>{PRODUCT_NAME}</Typography.Title>
          <Typography.Title level={4}>{t('auth.signInTitle')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('auth.signInHint')}</Typography.Paragraph>
          {config.googleClientId ? (
            <GoogleSignInButton
              clientId={config.googleClientId}
              onCredential={(token) => void withGoogle(token).catch(() => undefined)}
            />
          ) : (
            <Typography.Paragraph type="secondary">{t('auth.googleUnavailable')}</Typography.Paragraph>
          )}
          {config.devSignIn && (
            <>
              <Divider />
              <DevSignInForm />
            </>
          )}
        </main>
      </Card>
    </Flex>
  );
}

// /proxy-login and /single-signin: sign in for an external site that opened this window, then post
// the session to that opener only, at the callback's origin. States: wait → waiting for Google →
// success | failure.
import { useEffect, useMemo, useRef } from 'react';
import { Button, Card, Divider, Flex, Result, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import { PRODUCT_NAME } from '../services/runtime.ts';
import { useAuth } from '../auth/use-auth.ts';
import { useSignIn } from '../auth/use-sign-in.ts';
import { GoogleSignInButton } from '../auth/GoogleSignInButton.tsx';
import { DevSignInForm } from '../auth/DevSignInForm.tsx';
import { checkCallback, sessionMayProxy, type ProxyFailure } from './proxy-flow.ts';

type ProxyState =
  | { kind: 'wait' }
  | { kind: 'waitingGoogle' }
  | { kind: 'success' }
  | { kind: 'failure'; reason: ProxyFailure };

const FAILURE_TEXT: Record<ProxyFailure, string> = {
  notAllowed: 'proxy.notAllowed',
  noCallback: 'proxy.noCallback',
  hostNotAllowed: 'proxy.hostNotAllowed',
  connectionFail: 'shadow.connectionFail',
};

export default function ProxyLogin({ automatic = false }: { automatic?: boolean }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const { status, session, signOut } = useAuth();
  const { withGoogle } = useSignIn();
  const [params] = useSearchParams();
  const callbackUri = params.get('callback_uri');
  const check = useMemo(
    () => checkCallback(callbackUri, config.dashboardOrigins, config.serverEnvironment),
    [callbackUri, config.dashboardOrigins, config.serverEnvironment],
  );
  const posted = useRef<string | null>(null);

  const state: ProxyState = !check.ok
    ? { kind: 'failure', reason: check.reason }
    : status === 'restoring'
      ? { kind: 'wait' }
      : !session
        ? { kind: 'waitingGoogle' }
        : !sessionMayProxy(session)
          ? { kind: 'failure', reason: 'notAllowed' }
          : !window.opener
            ? { kind: 'failure', reason: 'connectionFail' }
            : { kind: 'success' };

  useEffect(() => {
    if (state.kind !== 'success' || !check.ok || !session || posted.current === session.accessToken) return;
    posted.current = session.accessToken;
    // Only the window that opened us, and only if it is at the callback's origin.
    (window.opener as Window).postMessage(session, check.origin);
  }, [state.kind, check, session]);

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: 440, maxWidth: '100%' }}>
        <main data-testid="proxy-login" data-state={state.kind}>
          <Typography.Title level={3}>{PRODUCT_NAME}</Typography.Title>
          {state.kind === 'wait' && <Spin description={t('proxy.waiting')} />}
          {state.kind === 'waitingGoogle' && (
            <>
              <Typography.Paragraph>{t('proxy.waitingGoogle')}</Typography.Paragraph>
              {config.googleClientId && (
                <GoogleSignInButton
                  clientId={config.googleClientId}
                  autoPrompt={automatic}
                  onCredential={(token) => void withGoogle(token).catch(() => undefined)}
                />
              )}
              {config.devSignIn && (
                <>
                  <Divider />
                  <DevSignInForm />
                </>
              )}
            </>
          )}
          {state.kind === 'success' && <Result status="success" title={t('proxy.success')} />}
          {state.kind === 'failure' && (
            <Result
              status="error"
              title={t('proxy.failure')}
              subTitle={t(FAILURE_TEXT[state.reason])}
              extra={<Button onClick={signOut}>{t('shell.signOut')}</Button>}
            />
          )}
        </main>
      </Card>
    </Flex>
  );
}

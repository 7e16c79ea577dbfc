// /shadow-session: takes a session handed over in the `session` query parameter, checks it with the
// server and stores it as the signed-in user. States: waiting, connecting, success, failure.
import { useEffect, useState } from 'react';
import { Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminSession } from '@eventory/domain/session';
import { ApiError } from '../services/api-client.ts';
import { useServices } from '../services/use-services.ts';
import { PRODUCT_NAME } from '../services/runtime.ts';
import { useAuth } from '../auth/use-auth.ts';
import { parseSessionParam } from './proxy-flow.ts';

type ShadowState =
  | { kind: 'waiting' }
  | { kind: 'connecting' }
  | { kind: 'success'; session: AdminSession }
  | { kind: 'failure'; reason: 'connectionFail' | 'signInFailed' };

export default function ShadowSession() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('session');
  const [state, setState] = useState<ShadowState>({ kind: 'waiting' });

  useEffect(() => {
    if (raw === null) return;
    const handed = parseSessionParam(raw);
    if (!handed) {
      setState({ kind: 'failure', reason: 'signInFailed' });
      return;
    }
    let live = true;
    setState({ kind: 'connecting' });
    api
      .get<AdminSession>('auth/session', { accessToken: handed.accessToken, silent: true })
      .then((checked) => {
        if (!live) return;
        const session = { ...handed, ...checked, accessToken: checked.accessToken || handed.accessToken };
        signIn(session);
        setState({ kind: 'success', session });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const rejected = error instanceof ApiError && (error.status === 401 || error.status === 403);
        setState({ kind: 'failure', reason: rejected ? 'signInFailed' : 'connectionFail' });
      });
    return () => {
      live = false;
    };
  }, [raw, api, signIn]);

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: 440, maxWidth: '100%' }}>
        <main data-testid="shadow-session" data-state={state.kind}>
          <Typography.Title level={3}>{PRODUCT_NAME}</Typography.Title>
          {state.kind === 'waiting' && <Typography.Paragraph>{t('shadow.waiting')}</Typography.Paragraph>}
          {state.kind === 'connecting' && <Spin description={t('shadow.connecting')} />}
          {state.kind === 'success' && (
            <Result
              status="success"
              title={t('shadow.greeting', { name: state.session.name || state.session.email })}
              extra={
                <Button type="primary" onClick={() => navigate('/dashboard/workplace')}>
                  {t('shadow.openDashboard')}
                </Button>
              }
            />
          )}
          {state.kind === 'failure' && (
            <Result
              status="error"
              title={state.reason === 'signInFailed' ? t('shadow.signInFailed') : t('shadow.connectionFail')}
            />
          )}
        </main>
      </Card>
    </Flex>
  );
}

// The pages shown instead of a route: not authorised, not found, and an asset that failed to load.
import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../services/use-page-title.ts';

export function UnauthorisedPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.unauthorised'));
  return (
    <Result status="403" title={t('access.unauthorisedTitle')} subTitle={t('access.unauthorisedBody')} />
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.notFound'));
  return (
    <Result
      status="404"
      title={t('access.notFoundTitle')}
      subTitle={t('access.notFoundBody')}
      extra={<Link to="/dashboard/workplace">{t('access.goHome')}</Link>}
    />
  );
}

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('app.loadingFail')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      }
    />
  );
}

/** A lazy screen whose code failed to download reports 'loading fail' (admin spec §8). */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

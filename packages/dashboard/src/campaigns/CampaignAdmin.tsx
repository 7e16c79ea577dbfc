// /eventory: the campaign admin, without sidebar or top bar (admin spec §2); its own slim header.
import { Suspense } from 'react';
import { Layout, Typography } from 'antd';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import { PRODUCT_NAME } from '../services/runtime.ts';
import { RouteProgress } from '../shell/RouteProgress.tsx';
import { ProductionWarning, UserBar } from '../shell/UserBar.tsx';

export default function CampaignAdmin() {
  const { t } = useTranslation();
  const { production } = useServices();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {production && <ProductionWarning />}
      <Layout.Header
        style={{
          background: '#fff',
          paddingInline: 16,
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          flexWrap: 'wrap',
        }}
      >
        <Link to="/dashboard/workplace" aria-label={t('shell.backToDashboard')}>
          {PRODUCT_NAME}
        </Link>
        <Typography.Text strong style={{ flex: 1 }}>
          {t('campaign.title')}
        </Typography.Text>
        <UserBar />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        {/* antd renders Layout.Content as <main>. */}
        <Suspense fallback={<RouteProgress />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}

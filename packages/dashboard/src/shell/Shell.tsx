// The dashboard chrome (admin spec §2 Shell): collapsible sidebar, top bar with the production
// warning and the user, and the screen.
import { Suspense, useMemo, useState } from 'react';
import { Button, Layout, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/use-auth.ts';
import { useServices } from '../services/use-services.ts';
import { PRODUCT_NAME } from '../services/runtime.ts';
import { RouteProgress } from './RouteProgress.tsx';
import { ScreenErrorBoundary } from '../access/BlockingPages.tsx';
import { visibleMenu, type MenuEntry } from './menu.ts';
import { ProductionWarning, UserBar } from './UserBar.tsx';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(entries: MenuEntry[], t: (key: string) => string): MenuItem[] {
  return entries.map((entry): MenuItem => {
    if (entry.kind === 'divider') return { type: 'divider', key: entry.key };
    if (entry.kind === 'item')
      return { key: entry.path, label: <Link to={entry.path}>{t(entry.label)}</Link> };
    return {
      key: entry.key,
      label: t(entry.label),
      children: entry.children.map((child) => ({
        key: child.path,
        label: <Link to={child.path}>{t(child.label)}</Link>,
      })),
    };
  });
}

export function Shell() {
  const { t } = useTranslation();
  const { grantee } = useAuth();
  const { production } = useServices();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const entries = useMemo(() => (grantee ? visibleMenu(grantee, production) : []), [grantee, production]);
  // Every group starts open: the sidebar is short, and all of it is reachable with the keyboard.
  const groupKeys = useMemo(() => entries.flatMap((e) => (e.kind === 'group' ? [e.key] : [])), [entries]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        trigger={null}
        width={220}
        breakpoint="lg"
        onBreakpoint={setCollapsed}
      >
        <Typography.Title
          level={5}
          style={{ color: '#fff', padding: '16px 20px', margin: 0, whiteSpace: 'nowrap' }}
        >
          {collapsed ? 'ED' : PRODUCT_NAME}
        </Typography.Title>
        <nav aria-label={t('shell.navigation')}>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[pathname]}
            defaultOpenKeys={groupKeys}
            items={toItems(entries, t)}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        {production && <ProductionWarning />}
        <Layout.Header
          style={{
            background: '#fff',
            paddingInline: 16,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 16,
          }}
        >
          <Button
            type="text"
            aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
            aria-expanded={!collapsed}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((c) => !c)}
          />
          <UserBar />
        </Layout.Header>
        <Layout.Content id="main-content" tabIndex={-1} style={{ margin: 24 }}>
          {/* antd renders Layout.Content as <main>. */}
          <ScreenErrorBoundary key={pathname}>
            <Suspense fallback={<RouteProgress />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

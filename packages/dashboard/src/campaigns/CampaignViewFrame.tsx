// A campaign view without sidebar or top bar (/diagram, /eventory-client): the antd layout (its fonts and
// the <main> landmark) and the production warning of admin spec §1. `fill` stretches the content to the
// viewport's height (the diagram's canvas).
import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { useServices } from '../services/use-services.ts';
import { ProductionWarning } from '../shell/UserBar.tsx';

export function CampaignViewFrame({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  const { production } = useServices();
  return (
    <Layout style={{ minHeight: '100vh', ...(fill ? { height: '100vh' } : {}) }}>
      {production && <ProductionWarning />}
      <Layout.Content
        style={{
          padding: 16,
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
          minHeight: 0,
          ...(fill ? { flex: 1 } : {}),
        }}
      >
        {children}
      </Layout.Content>
    </Layout>
  );
}

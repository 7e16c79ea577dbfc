// A campaign's diagram: one read of the whole graph (GET campaigns/{id}/diagram), laid out by ELK, drawn
// by React Flow. Loading, error with retry, empty (what to add), then the graph and its legend.
import { Alert, Button, Result, Space, Spin, Typography } from 'antd';
import { Background, Controls, ReactFlow, type NodeTypes } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../services/api-client.ts';
import { useCampaignDiagram } from './use-campaign-diagram.ts';
import { useDiagramLayout } from './use-diagram-layout.ts';
import { DiagramLegend } from './DiagramLegend.tsx';
import { DiagramNodeCard } from './DiagramNodeCard.tsx';
import './diagram.css';
import './messages.ts';

const NODE_TYPES: NodeTypes = { diagram: DiagramNodeCard };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function CampaignDiagramView({ campaignID }: { campaignID: number }) {
  const { t } = useTranslation();
  const diagram = useCampaignDiagram(campaignID);
  const layout = useDiagramLayout(diagram.data);

  if (diagram.isError) {
    const notFound = diagram.error instanceof ApiError && diagram.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={
          notFound
            ? t('diagram.notFound', { id: campaignID })
            : t('diagram.loadFailed', { reason: reasonOf(diagram.error) })
        }
        extra={
          <Space>
            {!notFound && <Button onClick={() => void diagram.refetch()}>{t('diagram.retry')}</Button>}
            <Link to="/eventory">{t('diagram.campaignList')}</Link>
          </Space>
        }
      />
    );
  }
  if (diagram.isLoading || !diagram.data || layout.isLoading)
    return (
      <Space role="status" style={{ padding: 24 }}>
        <Spin />
        {t('diagram.loading')}
      </Space>
    );

  const d = diagram.data;
  const header = (
    <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('diagram.title', { codeName: d.codeName })}
      </Typography.Title>
      <Space>
        <Link to={`/eventory/${campaignID}`}>{t('diagram.backToCampaign')}</Link>
        <Link to="/eventory">{t('diagram.campaignList')}</Link>
      </Space>
    </Space>
  );

  if (d.nodes.length === 0)
    return (
      <>
        {header}
        <Alert type="info" showIcon title={t('diagram.empty')} />
      </>
    );
  if (layout.isError || !layout.data)
    return (
      <>
        {header}
        <Result
          status="error"
          title={t('diagram.layoutFailed', { reason: reasonOf(layout.error) })}
          extra={<Button onClick={() => void layout.refetch()}>{t('diagram.retry')}</Button>}
        />
      </>
    );

  return (
    <>
      {header}
      <DiagramLegend />
      <section className="campaign-diagram__canvas" aria-label={t('diagram.graph')} dir="ltr">
        <ReactFlow
          nodes={layout.data.nodes}
          edges={layout.data.edges}
          nodeTypes={NODE_TYPES}
          fitView
          minZoom={0.1}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </section>
    </>
  );
}

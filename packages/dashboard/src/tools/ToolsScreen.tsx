// /tools (decision 0097, `toolsControl`): the testing tools at a glance (simulator runs, watched files)
// with links to each; ToolsControl's landing place.
import { Card, Col, Row, Statistic, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ToolsOverview } from '@eventory/domain/tools-overview';
import { formatUnixSeconds } from '../forms/time.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { pathTo } from '../navigation/route-table.ts';
import { useToolsOverview } from './use-tools-overview.ts';
import './messages.ts';

type Run = ToolsOverview['recentSimulations'][number];

export default function ToolsScreen() {
  const { t } = useTranslation();
  const overview = useToolsOverview();
  return (
    <>
      <Typography.Title level={2}>{t('menu.tools')}</Typography.Title>
      <Typography.Paragraph>{t('tools.intro')}</Typography.Paragraph>
      <Loaded query={overview}>
        {(o) => (
          <>
            <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
              <Col xs={24} md={12}>
                <Card extra={<Link to={pathTo('simulator')}>{t('tools.openSimulator')}</Link>}>
                  <Statistic
                    title={t('tools.simulations')}
                    value={t('tools.running', { ...o.simulations })}
                  />
                </Card>
              </Col>
              <Col xs={24} md={12}>
                <Card extra={<Link to={pathTo('testerWatchedFiles')}>{t('tools.openWatchedFiles')}</Link>}>
                  <Statistic
                    title={t('tools.watchedFiles')}
                    value={t('tools.failing', { ...o.watchedFiles })}
                  />
                </Card>
              </Col>
            </Row>
            <Typography.Title level={4}>{t('tools.recent')}</Typography.Title>
            <Table<Run>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={o.recentSimulations}
              locale={{ emptyText: t('tools.noRuns') }}
              columns={[
                { title: '#', dataIndex: 'id' },
                { title: t('tools.campaign'), dataIndex: 'campaignID' },
                { title: t('tools.state'), dataIndex: 'state' },
                { title: t('tools.sent'), dataIndex: 'sent' },
                { title: t('tools.startedBy'), dataIndex: 'startedBy' },
                { title: t('tools.startedAt'), render: (_, r) => formatUnixSeconds(r.startedAt) },
              ]}
            />
          </>
        )}
      </Loaded>
    </>
  );
}

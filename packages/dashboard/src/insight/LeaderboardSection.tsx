// Per leaderboard (issue 17 §1): score concentration (share of the top 1 / 10 / 100), top contributors and
// the rank movement of the top N across its snapshots and now.
import { Alert, Button, Card, Descriptions, Space, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_INSIGHT_TOP } from '@eventory/domain/insight';
import { InsightChart } from './InsightChart.tsx';
import { rankChart } from './insight-charts.ts';
import { useLeaderboardInsight } from './use-campaign-insight.ts';
import './messages.ts';

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function LeaderboardSection({
  campaignID,
  codeName,
  timezone,
  rtl,
}: {
  campaignID: number;
  codeName: string;
  timezone: string;
  rtl: boolean;
}) {
  const { t } = useTranslation();
  const top = DEFAULT_INSIGHT_TOP;
  const boards = useLeaderboardInsight(campaignID, top);
  return (
    <section aria-labelledby="insight-leaderboards">
      <Typography.Title level={3} id="insight-leaderboards">
        {t('insight.leaderboards')}
      </Typography.Title>
      {boards.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('insight.loadFailed', { reason: String((boards.error as Error).message) })}
          action={<Button onClick={() => void boards.refetch()}>{t('insight.retry')}</Button>}
        />
      ) : !boards.data ? (
        <Space role="status">
          <Spin />
          {t('insight.loading')}
        </Space>
      ) : boards.data.leaderboards.length === 0 ? (
        <Alert type="info" showIcon title={t('insight.leaderboardsEmpty')} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {boards.data.leaderboards.map((board) => (
            <Card key={board.leaderboardID} title={`${board.leaderboardID} · ${board.name}`} size="small">
              <Descriptions
                size="small"
                title={t('insight.concentration')}
                column={{ xs: 1, md: 4 }}
                items={[
                  {
                    key: 'total',
                    label: t('insight.total'),
                    children: board.concentration.total.toLocaleString(),
                  },
                  ...([1, 10, 100] as const).map((n) => ({
                    key: `top${n}`,
                    label: t('insight.share', { n }),
                    children: percent(board.concentration[`top${n}`]),
                  })),
                ]}
              />
              <Typography.Title level={5}>{t('insight.topContributors')}</Typography.Title>
              <Table
                size="small"
                pagination={false}
                rowKey={(r) => `${r.key}-${r.senderID}`}
                locale={{ emptyText: t('insight.noContributors') }}
                dataSource={board.topContributors}
                columns={[
                  { title: t('insight.receiver'), dataIndex: 'key' },
                  { title: t('insight.sender'), dataIndex: 'senderID' },
                  { title: t('insight.score'), dataIndex: 'score', align: 'end' },
                ]}
              />
              <div style={{ marginTop: 16 }}>
                {board.rankMovement.series.length === 0 ? (
                  <Typography.Text type="secondary">{t('insight.noRanks')}</Typography.Text>
                ) : (
                  <InsightChart spec={rankChart(board, top, t, codeName, rtl, timezone)} />
                )}
              </div>
            </Card>
          ))}
        </Space>
      )}
    </section>
  );
}

// The rewards viewers claimed by completing missions (issue 13 §2; decisions/0043): who got which reward,
// from which mission and when, newest first, paged on the server, filterable by mission. Shown on the prize
// screen next to the prize results, since a claimed mission reward is a prize granted.
import { useState } from 'react';
import { Card, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REWARD_CLAIMS_DEFAULT_LIMIT, type MissionRewardClaim } from '@eventory/domain/mission-rewards';
import { rewardKindOf } from '@eventory/domain/prizes';
import { formatUnixSeconds } from '../forms/time.ts';
import { LoadFailed } from '../lists/LoadFailed.tsx';
import { inLanguage } from './content-api.ts';
import { useContentList } from './use-content-list.ts';
import { usePagedLookup } from './use-paged-lookup.ts';
import './messages.ts';

export function MissionRewardClaims({ campaignId }: { campaignId: number }) {
  const { t, i18n } = useTranslation();
  const missions = useContentList(campaignId, 'missions');
  const [missionID, setMissionID] = useState<number | undefined>(undefined);
  const [page, setPage] = useState({ current: 1, pageSize: REWARD_CLAIMS_DEFAULT_LIMIT });
  const claims = usePagedLookup<MissionRewardClaim>(
    `mission-reward-claims-${campaignId}`,
    `campaigns/${campaignId}/missionRewardClaims`,
    { missionID },
    { limit: page.pageSize, offset: (page.current - 1) * page.pageSize },
  );
  const missionName = (c: MissionRewardClaim) =>
    `${c.missionID} · ${inLanguage(c.missionDesc, i18n.language) || '—'}`;

  return (
    <Card
      title={t('campaign-content.rewardClaims')}
      extra={
        <Select<number | undefined>
          aria-label={t('campaign-content.rewardClaimsMission')}
          style={{ minWidth: 220 }}
          value={missionID}
          allowClear
          placeholder={t('campaign-content.rewardClaimsAllMissions')}
          loading={missions.isLoading}
          options={(missions.data ?? []).map((m) => ({
            value: m.id,
            label: `${m.id} · ${inLanguage(m.desc, i18n.language) || m.groupName || '—'}`,
          }))}
          onChange={(value) => {
            setMissionID(value ?? undefined);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('campaign-content.rewardClaimsHint')}</Typography.Text>
        {claims.isError && !claims.data ? (
          <LoadFailed retry={claims.refetch} />
        ) : (
          <Table<MissionRewardClaim>
            data-testid="mission-reward-claims"
            rowKey="ID"
            scroll={{ x: true }}
            loading={claims.isFetching}
            dataSource={claims.data?.items ?? []}
            locale={{
              emptyText: claims.isLoading ? t('app.loading') : t('campaign-content.noRewardClaims'),
            }}
            pagination={{
              current: page.current,
              pageSize: page.pageSize,
              total: claims.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [20, 50, 100],
              onChange: (current, pageSize) =>
                setPage((p) => ({ current: pageSize === p.pageSize ? current : 1, pageSize })),
            }}
            columns={[
              {
                title: t('campaign-content.claimedAt'),
                dataIndex: 'claimTime',
                render: (at: number) => formatUnixSeconds(at),
              },
              {
                title: t('campaign-content.claimViewer'),
                key: 'viewer',
                render: (_, c) => (
                  <Space orientation="vertical" size={0}>
                    <span>{c.openID || c.displayName || c.userID}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {c.userID}
                    </Typography.Text>
                  </Space>
                ),
              },
              { title: t('campaign-content.claimMission'), key: 'mission', render: (_, c) => missionName(c) },
              {
                title: t('campaign-content.claimReward'),
                key: 'reward',
                render: (_, c) => {
                  const kind = rewardKindOf(c.prizeType);
                  const kindText = kind ? t(`campaign-content.kind_${kind}`) : String(c.prizeType);
                  return `${kindText}: ${c.itemID} ×${c.itemCount}`;
                },
              },
            ]}
          />
        )}
      </Space>
    </Card>
  );
}

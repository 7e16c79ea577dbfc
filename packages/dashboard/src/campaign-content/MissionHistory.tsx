// The history of a campaign's base missions (issue 17 §4 `baseMissionHistory`, decision 0078), on the
// mission screen: completions and claims per day in the campaign's timezone, and every change of the
// missions and their rewards from the change log (paged on the server), for all missions or one.
import { useState } from 'react';
import { Card, Select, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChangeLogItem } from '@eventory/domain/change-log';
import { MISSION_CHANGES_DEFAULT_LIMIT, type MissionDay } from '@eventory/domain/mission-history';
import type { Mission } from '@eventory/domain/missions';
import { formatUnixSeconds } from '../forms/time.ts';
import { ListTable } from '../lists/ListTable.tsx';
import { LoadFailed } from '../lists/LoadFailed.tsx';
import { inLanguage } from './content-api.ts';
import { useMissionDays } from './use-mission-days.ts';
import { usePagedLookup } from './use-paged-lookup.ts';
import './messages.ts';

export function MissionHistory({
  campaignId,
  missions,
  missionID,
  onMissionChange,
}: {
  campaignId: number;
  missions: Mission[];
  /** The mission shown, or all of them. */
  missionID: number | undefined;
  onMissionChange: (missionID: number | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const days = useMissionDays(campaignId, missionID);
  const [page, setPage] = useState({ current: 1, pageSize: MISSION_CHANGES_DEFAULT_LIMIT });
  const changes = usePagedLookup<ChangeLogItem>(
    `mission-changes-${campaignId}`,
    `campaigns/${campaignId}/mission-history/changes`,
    { missionID },
    { limit: page.pageSize, offset: (page.current - 1) * page.pageSize },
  );
  const missionName = (id: number) => {
    const m = missions.find((x) => x.id === id);
    return m ? `${id} · ${inLanguage(m.desc, i18n.language) || m.groupName || '—'}` : String(id);
  };

  return (
    <Card
      title={t('campaign-content.missionHistory')}
      data-testid="mission-history"
      extra={
        <Select<number | undefined>
          aria-label={t('campaign-content.missionHistoryMission')}
          style={{ minWidth: 220 }}
          value={missionID}
          allowClear
          placeholder={t('campaign-content.rewardClaimsAllMissions')}
          options={missions.map((m) => ({ value: m.id, label: missionName(m.id) }))}
          onChange={(value) => {
            onMissionChange(value ?? undefined);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
      }
    >
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('campaign-content.missionHistoryHint', { timezone: days.data?.timezone ?? '—' })}
        </Typography.Text>
        <Typography.Title level={5}>{t('campaign-content.missionHistoryDays')}</Typography.Title>
        <ListTable<MissionDay>
          query={{ ...days, data: days.data?.days }}
          rowKey={(d) => `${d.day}:${d.missionID}`}
          size="small"
          data-testid="mission-history-days"
          empty={t('campaign-content.missionHistoryNoDays')}
          columns={[
            { title: t('campaign-content.day'), dataIndex: 'day' },
            { title: t('campaign-content.claimMission'), dataIndex: 'missionID', render: missionName },
            { title: t('campaign-content.completions'), dataIndex: 'completions' },
            { title: t('campaign-content.claims'), dataIndex: 'claims' },
          ]}
        />
        <Typography.Title level={5}>{t('campaign-content.missionHistoryChanges')}</Typography.Title>
        {changes.isError && !changes.data ? (
          <LoadFailed retry={changes.refetch} />
        ) : (
          <Table<ChangeLogItem>
            data-testid="mission-history-changes"
            rowKey="id"
            size="small"
            scroll={{ x: true }}
            loading={changes.isFetching}
            dataSource={changes.data?.items ?? []}
            locale={{
              emptyText: changes.isLoading ? t('app.loading') : t('campaign-content.missionHistoryNoChanges'),
            }}
            pagination={{
              current: page.current,
              pageSize: page.pageSize,
              total: changes.data?.total ?? 0,
              onChange: (current, pageSize) =>
                setPage((p) => ({ current: pageSize === p.pageSize ? current : 1, pageSize })),
            }}
            columns={[
              {
                title: t('campaign-content.at'),
                dataIndex: 'at',
                render: (at: number) => formatUnixSeconds(at),
              },
              { title: t('campaign-content.changedBy'), dataIndex: 'email' },
              {
                title: t('campaign-content.claimMission'),
                key: 'mission',
                render: (_, c) => (
                  <Space>
                    {missionName(Number(c.objId))}
                    <Tag>{t(`campaign-content.changeTable_${c.table}`, { defaultValue: c.table })}</Tag>
                  </Space>
                ),
              },
              {
                title: t('campaign-content.action'),
                dataIndex: 'action',
                render: (a: string) => t(`campaign-content.changeAction_${a}`, { defaultValue: a }),
              },
            ]}
          />
        )}
      </Space>
    </Card>
  );
}

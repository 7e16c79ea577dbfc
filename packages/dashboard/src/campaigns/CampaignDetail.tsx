// Campaign detail (admin spec §7): the campaign, its leaderboards and its last edit, fetched in
// parallel and shown together; then the editors: fields, copy/export, leaderboards, translations, tags.
import { useState } from 'react';
import { Alert, Button, Card, Popconfirm, Result, Space, Spin, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@eventory/domain/campaign';
import { useServices } from '../services/use-services.ts';
import { useScreenTitle } from '../services/use-screen-title.ts';
import { eventPageUrl, visibleLeaderboards } from './campaign-api.ts';
import { useCampaign } from './use-campaign.ts';
import { useCampaignLastEdit } from './use-campaign-last-edit.ts';
import { useCampaignLeaderboards } from './use-campaign-leaderboards.ts';
import { CampaignActions } from './CampaignActions.tsx';
import { CampaignEditForm } from './CampaignEditForm.tsx';
import { LeaderboardCreateForm } from './LeaderboardCreateForm.tsx';
import { LeaderboardDialogs, type LeaderboardDialog } from './LeaderboardEditors.tsx';
import { TagManager } from './TagManager.tsx';
import { TranslationsEditor } from './TranslationsEditor.tsx';
import { formatUnixSeconds } from '../forms/time.ts';
import { useCanWrite } from './use-can-write.ts';
import { useCanRead } from './use-can-read.ts';
import { NotFoundPage } from '../access/BlockingPages.tsx';
import { CampaignContainers } from '../engine-admin/CampaignContainers.tsx';
import { CampaignContentLinks } from '../campaign-content/CampaignContent.tsx';
import { NewViewersCard } from '../new-viewers/NewViewersCard.tsx';
import { TimeReferencesCard } from '../time-references/TimeReferencesCard.tsx';

export default function CampaignDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().campaignId);
  const canWrite = useCanWrite('campaignControl');
  const canSeeDiagram = useCanRead('campaignDiagramLink');
  const canSeeInsight = useCanRead('insightLink');
  const canSeeVariants = useCanRead('abTestGroup');
  const canSeeNewViewers = useCanRead('newUserLevel');
  // Three calls at once (admin spec §7); the screen waits for all of them.
  const campaign = useCampaign(id);
  useScreenTitle(campaign.data?.name);
  const leaderboards = useCampaignLeaderboards(id);
  const lastEdit = useCampaignLastEdit(id);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (campaign.isLoading || leaderboards.isLoading || lastEdit.isLoading)
    return (
      <Space>
        <Spin />
        {t('app.loading')}
      </Space>
    );
  if (campaign.isError || !campaign.data) {
    return (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={
          <Space>
            <Button onClick={() => void campaign.refetch()}>{t('common.retry')}</Button>
            <Link to="/eventory">{t('campaign.backToList')}</Link>
          </Space>
        }
      />
    );
  }
  const c = campaign.data;
  const edit = lastEdit.data;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Link to="/eventory">{t('campaign.backToList')}</Link>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('campaign.detailTitle', { codeName: c.codeName })}
        </Typography.Title>
        <CampaignActions campaign={c} />
      </Space>
      <Typography.Text type="secondary" data-testid="campaign-last-edit">
        {edit
          ? t('campaign.lastEdit', {
              email: edit.email,
              at: typeof edit.at === 'number' ? formatUnixSeconds(edit.at) : String(edit.at),
              action: edit.action,
              table: edit.table,
            })
          : t('campaign.neverEdited')}
      </Typography.Text>
      <a href={eventPageUrl(c)} target="_blank" rel="noreferrer">
        {t('campaign.openEventPage')}
      </a>
      <CampaignContentLinks campaignId={c.ID} />
      <Link to={`/eventory-client?campaignId=${c.ID}`} data-testid="campaign-client-view-link">
        {t('campaign.openClientView')}
      </Link>
      {canSeeDiagram && (
        <Link to={`/diagram?campaignId=${c.ID}`} data-testid="campaign-diagram-link">
          {t('campaign.openDiagram')}
        </Link>
      )}
      {canSeeInsight && (
        <Link to={`/insight?campaignId=${c.ID}`} data-testid="campaign-insight-link">
          {t('campaign.openInsight')}
        </Link>
      )}
      {canSeeVariants && (
        <Link to={`/page-variants/${c.ID}`} data-testid="campaign-page-variants-link">
          {t('menu.pageVariants')}
        </Link>
      )}
      {!canWrite && <Alert type="info" showIcon title={t('campaign.readOnlyHint')} />}
      <CampaignEditForm key={`${c.ID}-${c.updateTime}`} campaign={c} disabled={!canWrite} />
      <LeaderboardSection
        campaignId={c.ID}
        leaderboards={leaderboards.data ?? []}
        failed={leaderboards.isError}
        retry={() => void leaderboards.refetch()}
        canWrite={canWrite}
      />
      <LeaderboardCreateForm campaign={c} disabled={!canWrite} />
      <TimeReferencesCard campaignId={c.ID} />
      {canSeeNewViewers && <NewViewersCard campaignId={c.ID} />}
      <CampaignContainers campaignId={c.ID} />
      <TranslationsEditor campaignId={c.ID} disabled={!canWrite} />
      <TagManager />
    </Space>
  );
}

function LeaderboardSection({
  campaignId,
  leaderboards,
  failed,
  retry,
  canWrite,
}: {
  campaignId: number;
  leaderboards: Leaderboard[];
  failed: boolean;
  retry: () => void;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<LeaderboardDialog | null>(null);

  async function remove(leaderboard: Leaderboard) {
    try {
      await api.delete(`leaderboards/${leaderboard.ID}`);
      toasts.add({
        type: 'success',
        message: t('notice.successTitle'),
        description: t('leaderboard.deleted', { groupName: leaderboard.groupName }),
      });
      await queryClient.invalidateQueries({ queryKey: ['campaign', campaignId, 'leaderboards'] });
    } catch {
      // The API client has shown the error.
    }
  }

  return (
    <Card title={t('leaderboard.title')}>
      {failed ? (
        <Result
          status="error"
          title={t('common.loadFailed')}
          extra={<Button onClick={retry}>{t('common.retry')}</Button>}
        />
      ) : (
        <Table<Leaderboard>
          rowKey="ID"
          data-testid="leaderboard-list"
          dataSource={visibleLeaderboards(leaderboards)}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('leaderboard.empty') }}
          columns={[
            { title: t('leaderboard.id'), dataIndex: 'ID' },
            { title: t('leaderboard.groupName'), dataIndex: 'groupName' },
            { title: t('leaderboard.designName'), dataIndex: 'designName' },
            { title: t('leaderboard.containerId'), dataIndex: 'containerID' },
            {
              title: t('leaderboard.giftIds'),
              dataIndex: 'giftIDsForAnalyzing',
              render: (ids: string[]) => ids.join(', ') || '—',
            },
            { title: t('campaign.startTime'), dataIndex: 'startTime', render: formatUnixSeconds },
            { title: t('campaign.endTime'), dataIndex: 'endTime', render: formatUnixSeconds },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_, lb) => (
                <Space wrap>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    disabled={!canWrite}
                    aria-label={t('leaderboard.edit', { groupName: lb.groupName })}
                    onClick={() => setDialog({ kind: 'edit', leaderboard: lb })}
                  />
                  <Button
                    size="small"
                    disabled={!canWrite}
                    onClick={() => setDialog({ kind: 'metadata', leaderboard: lb })}
                  >
                    {t('leaderboard.metadata')}
                  </Button>
                  <Button
                    size="small"
                    disabled={!canWrite}
                    onClick={() => setDialog({ kind: 'initArrangement', leaderboard: lb })}
                  >
                    {t('leaderboard.initArrangement')}
                  </Button>
                  <Popconfirm
                    title={t('leaderboard.deleteConfirm', { groupName: lb.groupName })}
                    okText={t('common.yes')}
                    cancelText={t('common.no')}
                    disabled={!canWrite}
                    onConfirm={() => remove(lb)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={!canWrite}
                      aria-label={t('leaderboard.delete', { groupName: lb.groupName })}
                    />
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      <LeaderboardDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Card>
  );
}

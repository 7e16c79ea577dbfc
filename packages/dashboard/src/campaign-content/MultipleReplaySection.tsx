// Multiple replay of a campaign (issue 17 §4 `multipleReplay`, decision 0077): the containers selected in
// the replay-status table replayed one after another in one job; its one status (asked again every 2 s
// while it runs), each container's step and one cancel. Shown only to holders of `multipleReplay`.
import { useEffect } from 'react';
import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MultipleReplayStep, MultipleReplayView } from '@eventory/domain/replay';
import { useServices } from '../services/use-services.ts';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { ListTable } from '../lists/ListTable.tsx';
import { contentKey } from './content-api.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { useContentWrite } from './use-content-write.ts';
import { useMultipleReplays } from './use-multiple-replays.ts';
import './messages.ts';

const STATE_COLOURS: Record<string, string | undefined> = {
  Preparing: 'blue',
  Done: 'green',
  Cancel: 'orange',
  Failed: 'red',
  Skipped: 'default',
};
const msText = (ms: number | null) => (ms ? formatUnixSeconds(Math.floor(ms / 1000)) : '—');

export function MultipleReplaySection({
  campaignId,
  selected,
  onStarted,
}: {
  campaignId: number;
  /** Container IDs selected in the replay-status table, in its order. */
  selected: number[];
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const canRun = useCanWrite('multipleReplay');
  const { run } = useContentWrite(campaignId);
  const batches = useMultipleReplays(campaignId);
  const latest = batches.data?.[0];
  const running = latest?.status === 'Preparing';

  // When the newest one ends, the containers' own replay status changed too.
  useEffect(() => {
    if (latest && !running)
      void queryClient.invalidateQueries({ queryKey: contentKey(campaignId, 'replayStatus') });
  }, [latest, running, campaignId, queryClient]);

  async function start() {
    const ok = await run(
      () =>
        api.post<MultipleReplayView>(`campaigns/${campaignId}/multiple-replays`, { containerIDs: selected }),
      (view) => t('campaign-content.multipleReplayStarted', { id: view.ID, count: view.steps.length }),
    );
    if (ok) onStarted();
  }

  const stateTag = (state: string) => (
    <Tag color={STATE_COLOURS[state]}>{t(`campaign-content.replayState_${state}`)}</Tag>
  );

  return (
    <Card
      title={t('campaign-content.multipleReplay')}
      data-testid="multiple-replay"
      extra={
        canRun && (
          <Space>
            <ConfirmButton
              title={t('campaign-content.multipleReplayConfirm', { count: selected.length })}
              disabled={selected.length === 0 || running}
              onConfirm={start}
            >
              {t('campaign-content.multipleReplayStart', { count: selected.length })}
            </ConfirmButton>
            {running && latest && (
              <ConfirmButton
                danger
                title={t('campaign-content.multipleReplayCancelConfirm')}
                onConfirm={() =>
                  run(
                    () => api.post(`multiple-replays/${latest.ID}/cancel`),
                    t('campaign-content.multipleReplayCancelled', { id: latest.ID }),
                  )
                }
              >
                {t('campaign-content.multipleReplayCancel')}
              </ConfirmButton>
            )}
          </Space>
        )
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('campaign-content.multipleReplayHint')}</Typography.Text>
        {latest ? (
          <Descriptions size="small" column={1} bordered data-testid="multiple-replay-status">
            <Descriptions.Item label={t('campaign-content.state')}>
              <Space>
                {stateTag(latest.status)}
                {t('campaign-content.multipleReplayProgress', {
                  done: latest.done,
                  total: latest.steps.length,
                })}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('campaign-content.requestedBy')}>
              {latest.requestedBy}
            </Descriptions.Item>
            <Descriptions.Item label={t('campaign-content.startedAt')}>
              {msText(latest.startedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('campaign-content.finishedAt')}>
              {msText(latest.finishedAt)}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        <ListTable<MultipleReplayStep>
          query={{ ...batches, data: latest?.steps ?? [] }}
          rowKey="containerID"
          size="small"
          data-testid="multiple-replay-steps"
          empty={t('campaign-content.multipleReplayNone')}
          columns={[
            { title: t('campaign-content.containerID'), dataIndex: 'containerID' },
            { title: t('campaign-content.state'), dataIndex: 'state', render: stateTag },
            { title: t('campaign-content.eventsReplayed'), dataIndex: 'eventsReplayed' },
            {
              title: t('campaign-content.stepError'),
              dataIndex: 'error',
              render: (e: string | null) => e ?? '—',
            },
          ]}
        />
      </Space>
    </Card>
  );
}

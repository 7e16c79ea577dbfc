// Replay of a container (admin spec §4 Replay status, §7 Workers): the live status (Unknown, Preparing,
// Done), asked again every 2 s while preparing; start and cancel; the worker reset of a leaderboard.
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import { containerKey, type AdminContainer } from './engine-api.ts';
import { useReplayStatus } from './use-replay-status.ts';
import { Loaded } from '../lists/Loaded.tsx';
import './messages.ts';

const STATUS_COLOR = { Unknown: 'default', Preparing: 'processing', Done: 'success' } as const;

const timeText = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '—';
  const date = typeof value === 'number' ? new Date(value < 1e12 ? value * 1000 : value) : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().replace('T', ' ').slice(0, 19);
};

export function ReplaySection({
  container,
  canReplay,
  canReset,
}: {
  container: AdminContainer;
  canReplay: boolean;
  canReset: boolean;
}) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const status = useReplayStatus(container.ID);
  const preparing = status.data?.status === 'Preparing';
  const isLeaderboard = container.type === 'Leaderboard';

  async function run(call: () => Promise<unknown>, description: string) {
    try {
      await call();
      toasts.add({ type: 'success', message: t('notice.successTitle'), description });
      await queryClient.invalidateQueries({ queryKey: containerKey(container.ID) });
    } catch {
      // The API client has shown the error.
    }
  }

  return (
    <Card title={t('engine-admin.replay')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Loaded query={status}>
          <Descriptions size="small" column={1} bordered data-testid="replay-status">
            <Descriptions.Item label={t('engine-admin.replayStatus')}>
              <Tag color={STATUS_COLOR[status.data?.status ?? 'Unknown'] ?? 'default'}>
                {t(`engine-admin.replay_${status.data?.status ?? 'Unknown'}`, {
                  defaultValue: status.data?.status ?? 'Unknown',
                })}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('engine-admin.startedAt')}>
              {timeText(status.data?.startedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('engine-admin.finishedAt')}>
              {timeText(status.data?.finishedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('engine-admin.eventsReplayed')}>
              {status.data?.eventsReplayed ?? '—'}
            </Descriptions.Item>
          </Descriptions>
          {status.data?.error && <Alert type="error" showIcon title={status.data.error} />}
        </Loaded>
        <Space wrap>
          <Popconfirm
            title={t('engine-admin.replayConfirm', { id: container.ID })}
            okText={t('common.yes')}
            cancelText={t('common.no')}
            disabled={!canReplay || preparing}
            onConfirm={() =>
              run(
                () => api.post(`worker/containers/${container.ID}/replayv2`, {}),
                t('engine-admin.replayStarted', { id: container.ID }),
              )
            }
          >
            <Button type="primary" disabled={!canReplay || preparing}>
              {t('engine-admin.startReplay')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('engine-admin.cancelReplayConfirm')}
            okText={t('common.yes')}
            cancelText={t('common.no')}
            disabled={!canReplay || !preparing}
            onConfirm={() =>
              run(
                () => api.post(`worker/containers/${container.ID}/replayv2cancel`, {}),
                t('engine-admin.replayCancelled', { id: container.ID }),
              )
            }
          >
            <Button danger disabled={!canReplay || !preparing}>
              {t('engine-admin.cancelReplay')}
            </Button>
          </Popconfirm>
          {isLeaderboard && (
            <Popconfirm
              title={t('engine-admin.resetConfirm', { id: container.refID })}
              okText={t('common.yes')}
              cancelText={t('common.no')}
              disabled={!canReset}
              onConfirm={() =>
                run(
                  () => api.post(`worker/leaderboards/${container.refID}/reset`, {}),
                  t('engine-admin.resetDone', { id: container.refID }),
                )
              }
            >
              <Button disabled={!canReset}>{t('engine-admin.resetWorker')}</Button>
            </Popconfirm>
          )}
        </Space>
      </Space>
    </Card>
  );
}

// /job-system/setting (admin spec §2, §7 job-system/status): the scheduler's state (running or paused,
// whether this server process runs it, its last tick, how many jobs and runs in progress), refreshed every
// 5 s, with pause and resume; and where commands come from (the jobs directory, JOBS_DIR).
import { Alert, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  JOB_DEFAULT_INTERVAL_SECONDS,
  JOB_DEFAULT_TIMEOUT_MS,
  type JobSystemStatus,
} from '@eventory/domain/jobs';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { useSave } from '../forms/use-save.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { useServices } from '../services/use-services.ts';
import { STATUS_KEY, useJobSystemStatus } from './use-job-system.ts';
import './messages.ts';

export default function JobSetting() {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const status = useJobSystemStatus();
  const canWrite = useCanWrite('jobSystem');
  const { busy, save } = useSave();

  const setPaused = (paused: boolean) =>
    save(async () => {
      const next = await api.put<JobSystemStatus>('job-system/status', { paused });
      queryClient.setQueryData(STATUS_KEY, next);
      return t(paused ? 'job-system.pausedDone' : 'job-system.resumedDone');
    });

  return (
    <Card title={t('job-system.settingTitle')}>
      <Loaded query={status}>
        {(s: JobSystemStatus) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {s.paused && <Alert type="warning" showIcon message={t('job-system.pausedNotice')} />}
            <Descriptions bordered column={1} data-testid="job-system-status">
              <Descriptions.Item label={t('job-system.scheduler')}>
                {s.paused ? (
                  <Tag color="orange">{t('job-system.paused')}</Tag>
                ) : (
                  <Tag color="green">{t('job-system.running')}</Tag>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('job-system.thisProcess')}>
                {s.running ? t('job-system.thisProcessRuns') : t('job-system.thisProcessIdle')}
              </Descriptions.Item>
              <Descriptions.Item label={t('job-system.lastTick')}>
                {s.lastTickAt === null ? '—' : formatUnixSeconds(Math.floor(s.lastTickAt / 1000))}
              </Descriptions.Item>
              <Descriptions.Item label={t('job-system.jobCounts')}>
                {t('job-system.jobCountsValue', { jobs: s.jobs, enabled: s.enabledJobs })}
              </Descriptions.Item>
              <Descriptions.Item label={t('job-system.inProgress')}>{s.inProgress}</Descriptions.Item>
            </Descriptions>
            <Button
              type={s.paused ? 'primary' : 'default'}
              danger={!s.paused}
              loading={busy}
              disabled={!canWrite}
              onClick={() => void setPaused(!s.paused)}
            >
              {s.paused ? t('job-system.resume') : t('job-system.pause')}
            </Button>
            <Typography.Paragraph type="secondary">
              {t('job-system.settingHelp', {
                interval: JOB_DEFAULT_INTERVAL_SECONDS,
                timeout: JOB_DEFAULT_TIMEOUT_MS,
              })}
            </Typography.Paragraph>
          </Space>
        )}
      </Loaded>
    </Card>
  );
}

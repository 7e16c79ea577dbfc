// /job-system/list (admin spec §2, §3 Job config, §7 Job system, §9 order): every job with its schedule,
// window, timeout and what it runs, sorted by interval then start and end time descending (the server's
// order), paged with the list kit; a new job, edit, delete (not the built-in ones) and a link to its runs.
import { useState } from 'react';
import { Button, Card, Empty, Modal, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isBuiltInJobType, mayWriteJobCommands, type JobConfig } from '@eventory/domain/jobs';
import { useAuth } from '../auth/use-auth.ts';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { ConfirmButton } from '../campaign-content/ConfirmButton.tsx';
import { formatUnixSeconds } from '../forms/time.ts';
import { useSave } from '../forms/use-save.ts';
import { listPagination } from '../lists/list-pagination.ts';
import { LoadFailed } from '../lists/LoadFailed.tsx';
import { DEFAULT_LIMIT, type ListSpec } from '../lists/list-params.ts';
import { useListState } from '../lists/use-list-state.ts';
import { useServices } from '../services/use-services.ts';
import { JobEditor } from './JobEditor.tsx';
import { JOBS_KEY, STATUS_KEY, useJobs } from './use-job-system.ts';
import './messages.ts';

const LIST_SPEC: ListSpec<Record<string, never>> = { filters: {}, limit: DEFAULT_LIMIT };
const whenMs = (ms: number | null) => (ms === null ? '—' : formatUnixSeconds(Math.floor(ms / 1000)));

export default function JobList() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { grantee } = useAuth();
  const queryClient = useQueryClient();
  const list = useListState(LIST_SPEC);
  const jobs = useJobs({ limit: list.limit, offset: list.offset });
  const canWrite = useCanWrite('jobSystem');
  const mayEditCommand = canWrite && grantee !== null && mayWriteJobCommands(grantee);
  const { save } = useSave();
  const [editing, setEditing] = useState<{ job: JobConfig | null } | null>(null);

  const remove = (job: JobConfig) =>
    save(async () => {
      await api.delete(`job-system/jobs/${job.id}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
        queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
      ]);
      return t('job-system.deleted', { name: job.name });
    });

  return (
    <Card
      title={t('job-system.listTitle')}
      extra={
        <Button
          type="primary"
          disabled={!mayEditCommand}
          title={mayEditCommand ? undefined : t('job-system.commandDevelopersOnly')}
          onClick={() => setEditing({ job: null })}
        >
          {t('job-system.newJob')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('job-system.listIntro')}</Typography.Paragraph>
      {jobs.isError ? (
        <LoadFailed retry={jobs.refetch} />
      ) : (
        <Table<JobConfig>
          rowKey="id"
          data-testid="job-list"
          loading={jobs.isFetching}
          dataSource={jobs.data?.items ?? []}
          scroll={{ x: true }}
          pagination={listPagination(list, jobs.data?.total ?? 0)}
          locale={{
            emptyText: jobs.isLoading ? t('app.loading') : <Empty description={t('job-system.noJobs')} />,
          }}
          columns={[
            { title: 'ID', dataIndex: 'id' },
            { title: t('job-system.name'), dataIndex: 'name' },
            {
              title: t('job-system.type'),
              dataIndex: 'type',
              render: (type: JobConfig['type']) =>
                isBuiltInJobType(type) ? (
                  <Tag color="blue">{t(`job-system.type_${type}`)}</Tag>
                ) : (
                  t('job-system.type_command')
                ),
            },
            {
              title: t('job-system.interval'),
              dataIndex: 'interval',
              render: (s: number) => t('job-system.seconds', { n: s }),
            },
            {
              title: t('job-system.window'),
              key: 'window',
              render: (_, job) =>
                job.startTime === null && job.endTime === null
                  ? t('job-system.always')
                  : `${job.startTime === null ? '…' : formatUnixSeconds(job.startTime)} – ${job.endTime === null ? '…' : formatUnixSeconds(job.endTime)}`,
            },
            {
              title: t('job-system.timeout'),
              dataIndex: 'timeout',
              render: (ms: number) => t('job-system.milliseconds', { n: ms }),
            },
            {
              title: t('job-system.enabled'),
              dataIndex: 'enabled',
              render: (on: boolean) =>
                on ? <Tag color="green">{t('job-system.on')}</Tag> : <Tag>{t('job-system.off')}</Tag>,
            },
            {
              title: t('job-system.useClusterRunner'),
              dataIndex: 'useClusterRunner',
              render: (on: boolean) => (on ? t('common.yes') : t('common.no')),
            },
            {
              title: t('job-system.command'),
              key: 'command',
              render: (_, job) =>
                job.command === null ? (
                  '—'
                ) : (
                  <Typography.Text code>{[job.command, ...job.args].join(' ')}</Typography.Text>
                ),
            },
            { title: t('job-system.nextRunAt'), dataIndex: 'nextRunAt', render: whenMs },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_, job) => (
                <Space wrap>
                  <Button size="small" disabled={!canWrite} onClick={() => setEditing({ job })}>
                    {t('job-system.edit')}
                  </Button>
                  <Link to={`/job-system/executions?jobId=${job.id}`}>{t('job-system.runs')}</Link>
                  {!isBuiltInJobType(job.type) && (
                    <ConfirmButton
                      danger
                      disabled={!canWrite}
                      title={t('job-system.deleteConfirm', { name: job.name })}
                      label={t('job-system.deleteJob', { name: job.name })}
                      onConfirm={() => remove(job)}
                    >
                      {t('job-system.delete')}
                    </ConfirmButton>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing?.job ? t('job-system.editJob', { name: editing.job.name }) : t('job-system.newJob')}
        footer={null}
        width={760}
        destroyOnHidden
        onCancel={() => setEditing(null)}
      >
        {editing && (
          <JobEditor job={editing.job} mayEditCommand={mayEditCommand} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Card>
  );
}

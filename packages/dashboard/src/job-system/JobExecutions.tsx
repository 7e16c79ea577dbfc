// /job-system/executions (admin spec §2, §4 Execution states and live channels, §7 executions): the runs,
// newest first, filtered by job and state and paged with the list kit; each run's output on expanding it.
// While the screen is open the job-system channel streams update-execution: a run on the page changes in
// place, a new one reloads the page; the channel reconnects unless closed with 4001-4003.
import { useCallback } from 'react';
import { Alert, Button, Card, Empty, Form, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXECUTION_STATES, type ExecutionState, type JobExecution, type Page } from '@eventory/domain/jobs';
import type { LiveMessage } from '@eventory/domain/live';
import { useAuth } from '../auth/use-auth.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { listPagination } from '../lists/list-pagination.ts';
import { LoadFailed } from '../lists/LoadFailed.tsx';
import { DEFAULT_LIMIT, type ListSpec } from '../lists/list-params.ts';
import { useListState } from '../lists/use-list-state.ts';
import { useLiveChannel, type LiveChannelState } from '../live/use-live-channel.ts';
import { ExecutionStateTag } from './ExecutionStateTag.tsx';
import { EXECUTIONS_KEY, useJobExecutions } from './use-job-system.ts';
import './messages.ts';

const FILTERS = { jobId: 'number', state: 'text' } as const;
const LIST_SPEC: ListSpec<typeof FILTERS> = { filters: FILTERS, limit: DEFAULT_LIMIT };
const whenMs = (ms: number | null) => (ms === null ? '—' : formatUnixSeconds(Math.floor(ms / 1000)));
const OUTPUT_STYLE = { maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', margin: 0 } as const;
const isState = (s: string): s is ExecutionState => (EXECUTION_STATES as readonly string[]).includes(s);

function LiveBadge({ live }: { live: LiveChannelState }) {
  const { t } = useTranslation();
  if (live.status === 'live') return <Tag color="green">{t('job-system.liveOpen')}</Tag>;
  if (live.status === 'closed') return null;
  return (
    <Tag color="orange">
      {t(live.status === 'connecting' ? 'job-system.liveConnecting' : 'job-system.liveReconnecting')}
    </Tag>
  );
}

function Output({ run }: { run: JobExecution }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`execution-output-${run.id}`}>
      {run.error && <Alert type="error" showIcon message={run.error} />}
      <Typography.Text strong>{t('job-system.stdout')}</Typography.Text>
      <pre style={OUTPUT_STYLE} tabIndex={0}>
        {run.stdout || t('job-system.noOutput')}
      </pre>
      <Typography.Text strong>{t('job-system.stderr')}</Typography.Text>
      <pre style={OUTPUT_STYLE} tabIndex={0}>
        {run.stderr || t('job-system.noOutput')}
      </pre>
    </Space>
  );
}

export default function JobExecutions() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const list = useListState(LIST_SPEC, { debounceMs: 500 });
  const { jobId, state } = list.filters;
  const runs = useJobExecutions({
    jobId,
    state: isState(state) ? state : undefined,
    limit: list.limit,
    offset: list.offset,
  });

  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (message.type !== 'update-execution') return;
      const update = message.execution as JobExecution;
      let shown = false;
      queryClient.setQueriesData<Page<JobExecution>>({ queryKey: EXECUTIONS_KEY }, (page) => {
        if (!page?.items.some((run) => run.id === update.id)) return page;
        shown = true;
        return { ...page, items: page.items.map((run) => (run.id === update.id ? update : run)) };
      });
      // A run not on the page (a new one): the page reloads, so it shows where it belongs.
      if (!shown) void queryClient.invalidateQueries({ queryKey: EXECUTIONS_KEY as QueryKey });
    },
    [queryClient],
  );
  const live = useLiveChannel('job-system', onMessage, { accessToken: session?.accessToken });

  return (
    <Card title={t('job-system.executionsTitle')} extra={<LiveBadge live={live} />}>
      {live.status === 'closed' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('job-system.liveStopped', { code: live.closeCode })}
          description={t(
            live.closeCode === 4001 ? 'job-system.liveStoppedSignIn' : 'job-system.liveStoppedOther',
          )}
        />
      )}
      <Form layout="inline" style={{ marginBottom: 16 }} aria-label={t('job-system.filters')}>
        <Form.Item label={t('job-system.jobId')} htmlFor="executions-job-id">
          <InputNumber
            id="executions-job-id"
            min={1}
            value={list.draft.filters.jobId ?? null}
            onChange={(v) =>
              list.change({ jobId: typeof v === 'number' && Number.isInteger(v) ? v : undefined })
            }
          />
        </Form.Item>
        <Form.Item label={t('job-system.state')} htmlFor="executions-state">
          <Select
            id="executions-state"
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('job-system.allStates')}
            value={list.draft.filters.state || undefined}
            onChange={(v: string | undefined) => list.change({ state: v ?? '' })}
            options={EXECUTION_STATES.map((s) => ({ value: s, label: s }))}
          />
        </Form.Item>
        {(jobId !== undefined || state !== '') && (
          <Button onClick={() => list.change({ jobId: undefined, state: '' })}>
            {t('job-system.clearFilters')}
          </Button>
        )}
      </Form>
      {runs.isError ? (
        <LoadFailed retry={runs.refetch} />
      ) : (
        <Table<JobExecution>
          rowKey="id"
          data-testid="execution-list"
          loading={runs.isFetching && !runs.data}
          dataSource={runs.data?.items ?? []}
          scroll={{ x: true }}
          pagination={listPagination(list, runs.data?.total ?? 0)}
          expandable={{ expandedRowRender: (run) => <Output run={run} /> }}
          locale={{
            emptyText: runs.isLoading ? (
              t('app.loading')
            ) : (
              <Empty description={t('job-system.noExecutions')} />
            ),
          }}
          columns={[
            { title: 'ID', dataIndex: 'id' },
            {
              title: t('job-system.job'),
              key: 'job',
              render: (_, run) => `${run.jobName}${run.jobID === null ? '' : ` (#${run.jobID})`}`,
            },
            {
              title: t('job-system.state'),
              dataIndex: 'state',
              render: (s: ExecutionState) => <ExecutionStateTag state={s} />,
            },
            { title: t('job-system.dueAt'), dataIndex: 'dueAt', render: whenMs },
            { title: t('job-system.startedAt'), dataIndex: 'startedAt', render: whenMs },
            {
              title: t('job-system.duration'),
              dataIndex: 'durationMs',
              render: (ms: number | null) => (ms === null ? '—' : t('job-system.milliseconds', { n: ms })),
            },
            {
              title: t('job-system.exitCode'),
              dataIndex: 'exitCode',
              render: (c: number | null) => (c === null ? '—' : c),
            },
          ]}
        />
      )}
    </Card>
  );
}

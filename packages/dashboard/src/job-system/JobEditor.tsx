// The editor of one job config (admin spec §3 Job config; §9 defaults interval 60, timeout 60000): checked
// by the rules the server applies (domain/jobs.ts). A built-in job shows no command; only developers may
// set what a command job runs (decisions/0050).
import { useMemo, useState } from 'react';
import { Button, Col, Row, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  isBuiltInJobType,
  JOB_DEFAULT_INTERVAL_SECONDS,
  JOB_DEFAULT_TIMEOUT_MS,
  JOB_MAX_INTERVAL_SECONDS,
  JOB_MAX_TIMEOUT_MS,
  JOB_MIN_INTERVAL_SECONDS,
  JOB_MIN_TIMEOUT_MS,
  jobPathProblem,
  type JobConfig,
} from '@eventory/domain/jobs';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { useSave } from '../forms/use-save.ts';
import {
  ArrayField,
  DateField,
  DynamicFormView,
  NumberField,
  SwitchField,
  TextField,
} from '../forms/fields.tsx';
import { JOBS_KEY, STATUS_KEY } from './use-job-system.ts';
import './messages.ts';

export type JobValues = {
  name: string;
  interval: number | undefined;
  startTime: number;
  endTime: number;
  timeout: number | undefined;
  enabled: boolean;
  useClusterRunner: boolean;
  command: string;
  cwd: string;
  args: string[];
};

export const jobValuesOf = (job: JobConfig | null): JobValues => ({
  name: job?.name ?? '',
  interval: job?.interval ?? JOB_DEFAULT_INTERVAL_SECONDS,
  startTime: job?.startTime ?? 0,
  endTime: job?.endTime ?? 0,
  timeout: job?.timeout ?? JOB_DEFAULT_TIMEOUT_MS,
  enabled: job?.enabled ?? true,
  useClusterRunner: job?.useClusterRunner ?? false,
  command: job?.command ?? '',
  cwd: job?.cwd ?? '',
  args: job?.args ?? [],
});

/** The body of POST jobs and PATCH jobs/{id}; what a job runs only when `withCommand`. */
export function jobBodyOf(values: JobValues, withCommand: boolean): Record<string, unknown> {
  return {
    name: values.name.trim(),
    interval: values.interval,
    startTime: values.startTime || null,
    endTime: values.endTime || null,
    timeout: values.timeout,
    enabled: values.enabled,
    useClusterRunner: values.useClusterRunner,
    ...(withCommand
      ? {
          command: values.command.trim(),
          cwd: values.cwd.trim() === '' ? null : values.cwd.trim(),
          args: values.args.filter((a) => a !== ''),
        }
      : {}),
  };
}

export function JobEditor({
  job,
  mayEditCommand,
  onDone,
}: {
  job: JobConfig | null;
  /** The user may set what a command job runs (the developer role). */
  mayEditCommand: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { busy, save } = useSave();
  const [initialValues] = useState(() => jobValuesOf(job));
  const builtIn = job !== null && isBuiltInJobType(job.type);
  const showCommand = !builtIn;
  const commandLocked = !mayEditCommand;

  const rules = useMemo<FieldRules<JobValues>>(() => {
    const whole = (min: number, max: number) => (v: unknown) =>
      (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) ||
      t('job-system.wholeNumber', { min, max });
    const path = (v: unknown) => {
      const text = String(v ?? '').trim();
      return text === '' || jobPathProblem(text) === undefined || t('job-system.pathInsideJobsDir');
    };
    return {
      name: { label: t('job-system.name'), required: true },
      interval: {
        label: t('job-system.interval'),
        kind: 'number',
        required: true,
        validators: [whole(JOB_MIN_INTERVAL_SECONDS, JOB_MAX_INTERVAL_SECONDS)],
      },
      startTime: { label: t('job-system.startTime'), kind: 'date' },
      endTime: {
        label: t('job-system.endTime'),
        kind: 'date',
        validators: [
          (end, all) =>
            !end || !all.startTime || (end as number) > all.startTime || t('job-system.endAfterStart'),
        ],
      },
      timeout: {
        label: t('job-system.timeout'),
        kind: 'number',
        required: true,
        validators: [whole(JOB_MIN_TIMEOUT_MS, JOB_MAX_TIMEOUT_MS)],
      },
      enabled: { label: t('job-system.enabled'), kind: 'boolean' },
      useClusterRunner: { label: t('job-system.useClusterRunner'), kind: 'boolean' },
      command: { label: t('job-system.command'), required: showCommand, validators: [path] },
      cwd: { label: t('job-system.cwd'), validators: [path] },
      args: { label: t('job-system.args'), kind: 'array' },
    };
  }, [t, showCommand]);
  const form = useDynamicForm({ id: `job-${job?.id ?? 'new'}`, initialValues, rules });

  async function submit(values: JobValues) {
    const body = jobBodyOf(values, showCommand && mayEditCommand);
    const ok = await save(async () => {
      if (job) await api.patch(`job-system/jobs/${job.id}`, body);
      else await api.post('job-system/jobs', body);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
        queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
      ]);
      return job
        ? t('job-system.saved', { name: values.name.trim() })
        : t('job-system.created', { name: values.name.trim() });
    });
    if (ok) onDone();
  }

  const half = { xs: 24, md: 12 };
  return (
    <DynamicFormView form={form} onSubmit={submit} testId="job-editor">
      <Row gutter={16}>
        <Col span={24}>
          <TextField form={form} name="name" />
        </Col>
        <Col {...half}>
          <NumberField
            form={form}
            name="interval"
            min={JOB_MIN_INTERVAL_SECONDS}
            extra={t('job-system.intervalHint')}
          />
        </Col>
        <Col {...half}>
          <NumberField
            form={form}
            name="timeout"
            min={JOB_MIN_TIMEOUT_MS}
            extra={t('job-system.timeoutHint')}
          />
        </Col>
        <Col {...half}>
          <DateField form={form} name="startTime" extra={t('job-system.windowHint')} />
        </Col>
        <Col {...half}>
          <DateField form={form} name="endTime" />
        </Col>
        <Col {...half}>
          <SwitchField form={form} name="enabled" />
        </Col>
        <Col {...half}>
          <SwitchField form={form} name="useClusterRunner" extra={t('job-system.useClusterRunnerHint')} />
        </Col>
        {showCommand && (
          <>
            <Col {...half}>
              <TextField
                form={form}
                name="command"
                placeholder="scripts/report.sh"
                readOnly={commandLocked}
                extra={commandLocked ? t('job-system.commandDevelopersOnly') : t('job-system.commandHint')}
              />
            </Col>
            <Col {...half}>
              <TextField form={form} name="cwd" placeholder="scripts" readOnly={commandLocked} />
            </Col>
            {!commandLocked && (
              <Col span={24}>
                <ArrayField form={form} name="args" />
              </Col>
            )}
          </>
        )}
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!form.canSubmit}>
          {t('common.save')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </DynamicFormView>
  );
}

// The evaluators of a container (admin spec §3 Evaluator, §7 Evaluators): list, create, edit, delete,
// with the constraint editor for the judges and the explain panel for a saved evaluator.
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Modal, Popconfirm, Space, Table, Tabs } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EVENT_FIELDS, SCHEDULES } from '@eventory/domain/constraints/model';
import { evaluatorInputSchema, RESULT_KEYS, type Evaluator } from '@eventory/domain/evaluators';
import { eventTypeName } from '@eventory/domain/events';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { CheckboxField, DynamicFormView, NumberField, SelectField } from '../forms/fields.tsx';
import { useSave } from '../forms/use-save.ts';
import { ConstraintEditor } from './ConstraintEditor.tsx';
import { problemsByNode } from './constraint-tree.ts';
import { evaluatorsKey } from './engine-api.ts';
import { useEvaluators } from './use-evaluators.ts';
import { EVENT_TYPE_OPTIONS, ExplainPanel } from './ExplainPanel.tsx';
import { Loaded } from '../lists/Loaded.tsx';
import './messages.ts';

const SCORE_KINDS = ['field', 'product', 'constant'] as const;

export interface EvaluatorFormValues {
  eventType: number;
  resultKey: string;
  scoreKind: string;
  scoreField: string;
  scoreValue: number | undefined;
  limitOn: boolean;
  limitKeys: string[];
  limitMin: number | undefined;
  limitMax: number | undefined;
  limitSchedule: string;
}

export function formValuesOf(evaluator: Evaluator | null): EvaluatorFormValues {
  const calc = evaluator?.scoreCalc;
  return {
    eventType: evaluator?.eventType ?? 1,
    resultKey: evaluator?.resultKey ?? 'ReceiverID',
    scoreKind: calc?.kind ?? 'field',
    scoreField: calc?.kind === 'field' ? calc.field : 'Point',
    scoreValue: calc?.kind === 'constant' ? calc.value : undefined,
    limitOn: evaluator?.limit !== undefined,
    limitKeys: evaluator?.limit?.mappingKeys ?? [],
    limitMin: evaluator?.limit?.min,
    limitMax: evaluator?.limit?.max,
    limitSchedule: evaluator?.limit?.schedule ?? '',
  };
}

/** The body of POST/PUT evaluators from the form and the judges. */
export function evaluatorBodyOf(containerId: number, values: EvaluatorFormValues, judges: unknown[]) {
  const scoreCalc =
    values.scoreKind === 'constant'
      ? { kind: 'constant', value: values.scoreValue ?? 0 }
      : values.scoreKind === 'product'
        ? { kind: 'product', fields: ['Point', 'Count'] }
        : { kind: 'field', field: values.scoreField };
  return {
    targetContainerID: containerId,
    eventType: values.eventType,
    resultKey: values.resultKey,
    judges,
    scoreCalc,
    ...(values.limitOn
      ? {
          limit: {
            mappingKeys: values.limitKeys,
            ...(values.limitMin === undefined ? {} : { min: values.limitMin }),
            ...(values.limitMax === undefined ? {} : { max: values.limitMax }),
            ...(values.limitSchedule ? { schedule: values.limitSchedule } : {}),
          },
        }
      : {}),
  };
}

const opts = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

export function EvaluatorForm({
  containerId,
  evaluator,
  disabled,
  onDone,
}: {
  containerId: number;
  evaluator: Evaluator | null;
  disabled: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { busy, save } = useSave();
  const [initialValues] = useState(() => formValuesOf(evaluator));
  const [judges, setJudges] = useState<unknown[]>(() => (evaluator?.judges as unknown[]) ?? []);
  const [judgesEdited, setJudgesEdited] = useState(false);
  const rules = useMemo<FieldRules<EvaluatorFormValues>>(
    () => ({
      eventType: { label: t('engine-admin.eventType'), kind: 'select', required: true },
      resultKey: { label: t('engine-admin.resultKey'), kind: 'select', required: true },
      scoreKind: { label: t('engine-admin.scoreCalc'), kind: 'select', required: true },
      scoreValue: {
        label: t('engine-admin.scoreValue'),
        kind: 'number',
      },
      limitKeys: {
        label: t('engine-admin.limitKeys'),
        kind: 'array',
        validators: [(keys) => (keys as string[]).length <= 2 || t('engine-admin.limitKeysCount')],
      },
      limitMax: {
        label: t('engine-admin.limitMax'),
        kind: 'number',
        validators: [
          (max, values) =>
            values.limitMin === undefined ||
            (max as number) >= values.limitMin ||
            t('engine-admin.limitMinMax'),
        ],
      },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `evaluator-${evaluator?.ID ?? 'new'}`, initialValues, rules });
  const judgeCheck = useMemo(() => problemsByNode(judges), [judges]);
  const body = evaluatorBodyOf(containerId, form.values, judges);
  // The domain's own schema decides the rest (a limit needs mapping keys...); judges are shown in the tree.
  const parsed = evaluatorInputSchema.safeParse(body);
  const schemaIssues = parsed.success
    ? []
    : parsed.error.issues.filter((issue) => issue.path[0] !== 'judges');
  const edited = form.edited || judgesEdited;
  const valid = Object.keys(form.errors).length === 0 && judgeCheck.valid && schemaIssues.length === 0;

  async function submit() {
    if (!valid || disabled) return;
    await save(async () => {
      if (evaluator) await api.put<Evaluator>(`evaluators/${evaluator.ID}`, body);
      else await api.post<Evaluator>('evaluators', body);
      await queryClient.invalidateQueries({ queryKey: evaluatorsKey(containerId) });
      onDone();
      return evaluator
        ? t('engine-admin.evaluatorUpdated', { id: evaluator.ID })
        : t('engine-admin.evaluatorCreated');
    });
  }

  return (
    <DynamicFormView
      form={{ ...form, canSubmit: edited && valid }}
      onSubmit={submit}
      disabled={disabled}
      testId="evaluator-form"
    >
      <Space wrap align="start">
        <SelectField form={form} name="eventType" options={EVENT_TYPE_OPTIONS} />
        <SelectField form={form} name="resultKey" options={opts(RESULT_KEYS)} />
        <SelectField form={form} name="scoreKind" options={opts(SCORE_KINDS)} />
        {form.values.scoreKind === 'field' && (
          <SelectField
            form={form}
            name="scoreField"
            label={t('engine-admin.scoreField')}
            options={opts(['Point', 'Count'])}
          />
        )}
        {form.values.scoreKind === 'constant' && <NumberField form={form} name="scoreValue" />}
      </Space>
      <CheckboxField form={form} name="limitOn">
        {t('engine-admin.limitOn')}
      </CheckboxField>
      {form.values.limitOn && (
        <Space wrap align="start">
          <SelectField form={form} name="limitKeys" multiple options={opts(EVENT_FIELDS)} />
          <NumberField form={form} name="limitMin" label={t('engine-admin.limitMin')} min={0} />
          <NumberField form={form} name="limitMax" min={0} />
          <SelectField
            form={form}
            name="limitSchedule"
            label={t('engine-admin.schedule')}
            allowClear
            options={opts(SCHEDULES)}
          />
        </Space>
      )}
      <Card size="small" title={t('engine-admin.judges')}>
        <ConstraintEditor
          judges={judges}
          disabled={disabled}
          onChange={(next) => {
            setJudges(next);
            setJudgesEdited(true);
          }}
        />
      </Card>
      {edited && schemaIssues.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="evaluator-issues"
          title={schemaIssues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}
        />
      )}
      {edited && !judgeCheck.valid && <Alert type="error" showIcon title={t('engine-admin.judgesInvalid')} />}
      <Space style={{ marginTop: 16 }}>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={disabled || !edited || !valid}>
          {t('common.save')}
        </Button>
      </Space>
    </DynamicFormView>
  );
}

type Dialog = { kind: 'create' } | { kind: 'edit'; evaluator: Evaluator };

export function EvaluatorsSection({ containerId, canWrite }: { containerId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const evaluators = useEvaluators(containerId);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  async function remove(evaluator: Evaluator) {
    try {
      await api.delete(`evaluators/${evaluator.ID}`);
      toasts.add({
        type: 'success',
        message: t('notice.successTitle'),
        description: t('engine-admin.evaluatorDeleted', { id: evaluator.ID }),
      });
      await queryClient.invalidateQueries({ queryKey: evaluatorsKey(containerId) });
    } catch {
      // The API client has shown the error.
    }
  }

  return (
    <Card
      title={t('engine-admin.evaluators')}
      extra={
        <Button icon={<PlusOutlined />} disabled={!canWrite} onClick={() => setDialog({ kind: 'create' })}>
          {t('engine-admin.addEvaluator')}
        </Button>
      }
    >
      <Loaded query={evaluators}>
        <Table<Evaluator>
          rowKey="ID"
          size="small"
          data-testid="evaluator-list"
          dataSource={evaluators.data ?? []}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('engine-admin.evaluatorsEmpty') }}
          columns={[
            { title: 'ID', dataIndex: 'ID' },
            {
              title: t('engine-admin.eventType'),
              dataIndex: 'eventType',
              render: (code: number) => eventTypeName(code) ?? code,
            },
            { title: t('engine-admin.resultKey'), dataIndex: 'resultKey' },
            {
              title: t('engine-admin.judges'),
              dataIndex: 'judges',
              render: (judges: unknown[]) => (Array.isArray(judges) ? judges.length : 0),
            },
            {
              title: t('engine-admin.scoreCalc'),
              dataIndex: 'scoreCalc',
              render: (calc: Evaluator['scoreCalc']) =>
                calc.kind === 'field'
                  ? calc.field
                  : calc.kind === 'constant'
                    ? String(calc.value)
                    : 'Point × Count',
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_, evaluator) => (
                <Space>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('engine-admin.editEvaluator', { id: evaluator.ID })}
                    onClick={() => setDialog({ kind: 'edit', evaluator })}
                  />
                  <Popconfirm
                    title={t('engine-admin.deleteEvaluatorConfirm', { id: evaluator.ID })}
                    okText={t('common.yes')}
                    cancelText={t('common.no')}
                    disabled={!canWrite}
                    onConfirm={() => remove(evaluator)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={!canWrite}
                      aria-label={t('engine-admin.deleteEvaluator', { id: evaluator.ID })}
                    />
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Loaded>
      <Modal
        open={dialog !== null}
        width={1000}
        footer={null}
        destroyOnHidden
        onCancel={() => setDialog(null)}
        title={
          dialog?.kind === 'edit'
            ? t('engine-admin.editEvaluator', { id: dialog.evaluator.ID })
            : t('engine-admin.addEvaluator')
        }
      >
        {dialog?.kind === 'create' && (
          <EvaluatorForm
            containerId={containerId}
            evaluator={null}
            disabled={!canWrite}
            onDone={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'edit' && (
          <Tabs
            items={[
              {
                key: 'edit',
                label: t('engine-admin.rules'),
                children: (
                  <EvaluatorForm
                    containerId={containerId}
                    evaluator={dialog.evaluator}
                    disabled={!canWrite}
                    onDone={() => setDialog(null)}
                  />
                ),
              },
              {
                key: 'explain',
                label: t('engine-admin.explain'),
                children: <ExplainPanel evaluator={dialog.evaluator} />,
              },
            ]}
          />
        )}
      </Modal>
    </Card>
  );
}

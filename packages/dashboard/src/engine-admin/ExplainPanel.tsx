// What an evaluator would do with a sample event (POST evaluators/{id}/explain): per judge pass or fail
// with the reason, the window and count limit verdicts, and the score it would add. Nothing is stored.
import { useMemo, useState } from 'react';
import { Alert, Button, Descriptions, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TraceEntry } from '@eventory/domain/constraints/evaluate';
import type { Evaluator } from '@eventory/domain/evaluators';
import { EVENT_TYPES, eventTypeName } from '@eventory/domain/events';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DateField, DynamicFormView, NumberField, SelectField, TextField } from '../forms/fields.tsx';
import { useSave } from '../forms/use-save.ts';
import type { Explanation } from '@eventory/domain/evaluators';
import './messages.ts';

interface SampleEvent {
  type: number;
  giftID: string;
  senderID: string;
  receiverID: string;
  point: number | undefined;
  count: number | undefined;
  /** Unix seconds; 0 = now. */
  timestamp: number;
}

export const EVENT_TYPE_OPTIONS = Object.entries(EVENT_TYPES).map(([label, value]) => ({
  value,
  label: `${label} (${value})`,
}));

/** The explain call's body: the gift fields of the sample event, its time in milliseconds (now when left empty). */
export const explainBodyOf = (values: SampleEvent) => ({
  type: values.type,
  ...(values.timestamp ? { timestamp: values.timestamp * 1000 } : {}),
  giftEvent: {
    giftID: values.giftID.trim(),
    senderID: values.senderID.trim(),
    receiverID: values.receiverID.trim(),
    point: values.point ?? 0,
    ...(values.count === undefined ? {} : { count: values.count }),
  },
});

export function ExplainPanel({ evaluator }: { evaluator: Evaluator }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { busy, save } = useSave();
  const [result, setResult] = useState<Explanation | null>(null);
  const [initialValues] = useState<SampleEvent>(() => ({
    type: evaluator.eventType,
    giftID: '',
    senderID: 'sender-1',
    receiverID: 'receiver-1',
    point: 0,
    count: 1,
    timestamp: 0,
  }));
  const rules = useMemo<FieldRules<SampleEvent>>(
    () => ({
      type: { label: t('engine-admin.eventType'), kind: 'select', required: true },
      giftID: { label: t('engine-admin.giftId'), required: true },
      senderID: { label: t('engine-admin.senderId'), required: true },
      receiverID: { label: t('engine-admin.receiverId'), required: true },
      point: {
        label: t('engine-admin.point'),
        kind: 'number',
        validators: [(v) => (v as number) >= 0 || t('engine-admin.pointNegative')],
      },
      count: {
        label: t('engine-admin.count'),
        kind: 'number',
        validators: [(v) => (Number.isInteger(v) && (v as number) >= 1) || t('engine-admin.countInvalid')],
      },
      timestamp: { label: t('engine-admin.eventTime'), kind: 'date' },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `explain-${evaluator.ID}`, initialValues, rules });
  // Explaining does not change anything: the prefilled event may be sent as is once it passes.
  const ready = Object.keys(form.errors).length === 0;

  async function submit(values: SampleEvent) {
    await save(async () => {
      setResult(await api.post<Explanation>(`evaluators/${evaluator.ID}/explain`, explainBodyOf(values)));
    });
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {evaluator.eventType !== EVENT_TYPES.Gift && (
        <Alert type="info" showIcon title={t('engine-admin.explainGiftOnly')} />
      )}
      <DynamicFormView form={{ ...form, canSubmit: ready }} onSubmit={submit} testId="explain-form">
        <SelectField form={form} name="type" options={EVENT_TYPE_OPTIONS} />
        <TextField form={form} name="giftID" />
        <TextField form={form} name="senderID" />
        <TextField form={form} name="receiverID" />
        <NumberField form={form} name="point" min={0} />
        <NumberField form={form} name="count" min={1} />
        <DateField form={form} name="timestamp" extra={t('engine-admin.eventTimeHint')} />
        <Button type="primary" htmlType="submit" loading={busy} disabled={!ready}>
          {t('engine-admin.explain')}
        </Button>
      </DynamicFormView>
      {result && <ExplanationView result={result} />}
    </Space>
  );
}

export function ExplanationView({ result }: { result: Explanation }) {
  const { t } = useTranslation();
  const yesNo = (ok: boolean) =>
    ok ? <Tag color="green">{t('engine-admin.pass')}</Tag> : <Tag color="red">{t('engine-admin.fail')}</Tag>;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="explain-result">
      <Alert
        type={result.passed ? 'success' : 'warning'}
        showIcon
        title={
          result.passed
            ? t('engine-admin.explainPassed', { score: result.scoreWouldAdd })
            : t('engine-admin.explainFailed')
        }
      />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('engine-admin.scoreWouldAdd')}>{result.scoreWouldAdd}</Descriptions.Item>
        <Descriptions.Item label={t('engine-admin.resultKey')}>
          {result.resultKey.field}: {result.resultKey.key ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('engine-admin.eventType')}>
          {yesNo(result.eventType.matches)}{' '}
          {t('engine-admin.eventTypeVerdict', {
            expected: eventTypeName(result.eventType.expected) ?? result.eventType.expected,
            given: eventTypeName(result.eventType.given) ?? result.eventType.given,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('engine-admin.window')}>
          {yesNo(result.window.inside)} {result.window.reason}
        </Descriptions.Item>
        {result.limit && (
          <Descriptions.Item label={t('engine-admin.limit')}>
            {yesNo(result.limit.passed)}{' '}
            {t('engine-admin.limitVerdict', {
              count: result.limit.count,
              min: result.limit.min ?? '—',
              max: result.limit.max ?? '—',
              schedule: result.limit.schedule,
            })}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Table<TraceEntry>
        rowKey="path"
        size="small"
        data-testid="explain-judges"
        pagination={false}
        scroll={{ x: true }}
        dataSource={result.judges}
        locale={{ emptyText: t('engine-admin.noJudgesRan') }}
        columns={[
          { title: t('engine-admin.judgePath'), dataIndex: 'path' },
          { title: t('engine-admin.kind'), dataIndex: 'kind' },
          { title: t('engine-admin.verdict'), dataIndex: 'passed', render: yesNo },
          { title: t('engine-admin.reason'), dataIndex: 'reason' },
        ]}
      />
    </Space>
  );
}

// "Relative to …" inputs (decision 0094): the time followed (entity and start/end), a signed offset and
// its unit, with the time it resolves to beside them. One piece shared by the "Relative times" card and
// the "relative to" switch of the leaderboard, vote and roadmap time fields.
import { InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  formatTimeExpression,
  OFFSET_UNITS,
  offsetSeconds,
  parseTimeExpression,
  TIME_FIELDS,
  type OffsetUnit,
  type TimeField,
} from '@eventory/domain/time-references';
import { formatUnixSeconds } from '../forms/time.ts';
import { targetKey, type TimeTargets } from './use-time-targets.ts';
import './messages.ts';

/** What the inputs hold: the followed time by `{kind}:{id}` and field, and the offset. */
export interface RelativeTime {
  target: string;
  targetField: TimeField;
  offset: number | null;
  unit: OffsetUnit;
}

const UNITS = Object.keys(OFFSET_UNITS) as OffsetUnit[];

/** The inputs for an expression (or, without one, "campaign start + 0 h"). */
export function relativeTimeOf(expression: string | undefined, campaignId: number): RelativeTime {
  const e = expression === undefined ? undefined : parseTimeExpression(expression);
  if (!e || 'problem' in e)
    return { target: targetKey('campaign', campaignId), targetField: 'startTime', offset: 0, unit: 'h' };
  return { target: targetKey(e.kind, e.id), targetField: e.field, offset: e.offset, unit: e.unit };
}

/** The expression the inputs make, or undefined while they are incomplete. */
export function expressionOf(value: RelativeTime, targets: TimeTargets): string | undefined {
  const target = targets.byKey.get(value.target);
  if (!target || value.offset === null) return undefined;
  return formatTimeExpression({
    kind: target.kind,
    id: target.id,
    field: value.targetField,
    offset: value.offset,
    unit: value.unit,
  });
}

/** The time the inputs resolve to now, or undefined while they are incomplete. */
export function previewOf(value: RelativeTime, targets: TimeTargets): number | undefined {
  const target = targets.byKey.get(value.target);
  if (!target || value.offset === null) return undefined;
  return target[value.targetField] + offsetSeconds({ offset: value.offset, unit: value.unit });
}

export function RelativeTimeInputs({
  targets,
  value,
  onChange,
  exclude,
}: {
  targets: TimeTargets;
  value: RelativeTime;
  onChange: (value: RelativeTime) => void;
  /** A target not to offer (`{kind}:{id}`). */
  exclude?: string;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<RelativeTime>) => onChange({ ...value, ...change });
  const fieldOptions = TIME_FIELDS.map((f) => ({ value: f, label: t(`time-references.${f}`) }));
  const preview = previewOf(value, targets);
  return (
    <>
      <Select
        aria-label={t('time-references.target')}
        value={value.target}
        onChange={(target) => set({ target })}
        style={{ minWidth: 220 }}
        showSearch={{ optionFilterProp: 'label' }}
        options={targets.targets
          .filter((e) => targetKey(e.kind, e.id) !== exclude)
          .map((e) => ({ value: targetKey(e.kind, e.id), label: targets.entityName(e.kind, e.id) }))}
      />
      <Select<TimeField>
        aria-label={t('time-references.target') + ' ' + t('time-references.time')}
        value={value.targetField}
        onChange={(targetField) => set({ targetField })}
        options={fieldOptions}
      />
      <InputNumber
        aria-label={t('time-references.offset')}
        value={value.offset}
        onChange={(offset) => set({ offset })}
        precision={0}
      />
      <Select<OffsetUnit>
        aria-label={t('time-references.unit')}
        value={value.unit}
        onChange={(unit) => set({ unit })}
        options={UNITS.map((u) => ({ value: u, label: t(`time-references.${u}`) }))}
      />
      {preview !== undefined && (
        <Typography.Text type="secondary" data-testid="time-reference-preview">
          {t('time-references.resolved')} {formatUnixSeconds(preview)}
        </Typography.Text>
      )}
    </>
  );
}

// A start/end time field of a leaderboard, vote or roadmap form with its "relative to …" switch
// (issue 17 §3 dynamic timestamps, decision 0094). A literal time shows the form's own date picker; a
// time that follows a reference shows the expression in words and as text beside the time it resolves
// to, never a picker the server would refuse (TIME_FOLLOWS_REFERENCE). Holders of `dynamicTimestamp`
// with write access switch between the two; the reference is saved at once through
// PUT campaigns/{id}/time-references (the one write path) and the form's value becomes the resolved time,
// so the form's own save then passes the same value back. Others read the expression.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usesNewerApi } from '@eventory/domain/campaign';
import type { TimeField, TimeSourceKind } from '@eventory/domain/time-references';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { ApiError } from '../services/api-client.ts';
import { expressionOf, previewOf, relativeTimeOf, RelativeTimeInputs } from './RelativeTimeInputs.tsx';
import { useSetTimeReference, useTimeReferences } from './use-time-references.ts';
import { useTimeTargets } from './use-time-targets.ts';
import './messages.ts';

export function TimeReferenceField({
  campaignId,
  kind,
  id,
  field,
  label,
  onResolved,
  children,
}: {
  campaignId: number;
  kind: TimeSourceKind;
  /** Undefined while the entity is being created: it needs an id before a time of it can follow another. */
  id: number | undefined;
  field: TimeField;
  label: string;
  /** Called with each time of this entity the saved references now resolve to. */
  onResolved: (field: TimeField, seconds: number) => void;
  /** The literal time's picker. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const canWrite = useCanWrite('dynamicTimestamp');
  const references = useTimeReferences(campaignId);
  const setReference = useSetTimeReference(campaignId);
  const targets = useTimeTargets(campaignId);
  const reference = references.data?.find((r) => r.kind === kind && r.id === id && r.field === field);
  const [editing, setEditing] = useState(false);
  const [relative, setRelative] = useState(() => relativeTimeOf(reference?.expression, campaignId));
  const [refusal, setRefusal] = useState<string | undefined>();
  const switchLabel = t('time-references.relativeSwitch', { field: label });

  async function save(expression: string | null) {
    if (id === undefined) return;
    setRefusal(undefined);
    try {
      const saved = await setReference.mutateAsync({ kind, id, field, expression });
      for (const r of saved) if (r.kind === kind && r.id === id) onResolved(r.field, r.resolved);
      setEditing(false);
    } catch (error) {
      setRefusal(
        error instanceof ApiError && error.body
          ? `${error.body.errorCode}: ${error.body.errorMessage}`
          : t('time-references.saveFailed'),
      );
    }
  }

  function toggle(on: boolean) {
    setRefusal(undefined);
    if (on) {
      setRelative(relativeTimeOf(reference?.expression, campaignId));
      setEditing(true);
    } else if (reference) void save(null);
    else setEditing(false);
  }

  // A campaign of the older event API has no relative times: its fields stay literal.
  if (!usesNewerApi(campaignId)) return children;
  const following = reference !== undefined || editing;
  const expression = expressionOf(relative, targets);
  const preview = previewOf(relative, targets);
  return (
    <div data-testid={`time-field-${field}`}>
      {canWrite && (
        <Space style={{ marginBottom: 8 }}>
          <Switch
            aria-label={switchLabel}
            checked={following}
            disabled={id === undefined}
            loading={setReference.isPending}
            onChange={toggle}
          />
          <Typography.Text type="secondary">
            {id === undefined ? t('time-references.saveFirst', { field: label }) : switchLabel}
          </Typography.Text>
        </Space>
      )}
      {!following ? (
        children
      ) : (
        <Form.Item label={label} required>
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            {reference && !editing && (
              <>
                <Typography.Text data-testid="time-reference-follows">
                  {t('time-references.followsTime', { time: targets.describe(reference.expression) })}{' '}
                  <Typography.Text type="secondary" code>
                    {reference.expression}
                  </Typography.Text>
                </Typography.Text>
                <Typography.Text strong data-testid="time-reference-resolved">
                  {t('time-references.resolved')} {formatUnixSeconds(reference.resolved)}
                </Typography.Text>
                {canWrite ? (
                  <Button size="small" onClick={() => toggle(true)}>
                    {t('time-references.change')}
                  </Button>
                ) : (
                  <Typography.Text type="secondary">{t('time-references.followsHint')}</Typography.Text>
                )}
              </>
            )}
            {editing && (
              <Space wrap role="group" aria-label={switchLabel}>
                <RelativeTimeInputs targets={targets} value={relative} onChange={setRelative} />
                <Button
                  type="primary"
                  disabled={expression === undefined || preview === undefined}
                  loading={setReference.isPending}
                  onClick={() => void save(expression ?? null)}
                >
                  {t('time-references.apply')}
                </Button>
                <Button
                  onClick={() => {
                    setRefusal(undefined);
                    setEditing(false);
                  }}
                >
                  {t('common.cancel')}
                </Button>
              </Space>
            )}
            {refusal && <Alert type="error" showIcon title={refusal} data-testid="time-reference-refusal" />}
          </Space>
        </Form.Item>
      )}
    </div>
  );
}

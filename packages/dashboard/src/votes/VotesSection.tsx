// Votes of a campaign (decisions/0038-votes.md): the list with each vote's period, nominees, quota and
// voter rule, and an editor checked by the same rules the server applies (domain/votes.ts).
import { useMemo, useState } from 'react';
import { Button, Card, Col, Modal, Row, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_DAILY_QUOTA, type Vote } from '@eventory/domain/votes';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DateField, DynamicFormView, NumberField, SwitchField, TextField } from '../forms/fields.tsx';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { useVotes } from './use-votes.ts';
import { judgesProblem } from '../campaign-content/MissionsSection.tsx';
import { ListTable } from '../lists/ListTable.tsx';
import { DeleteButton } from '../campaign-content/DeleteButton.tsx';
import { useContentWrite } from '../campaign-content/use-content-write.ts';
import { TimeReferenceField } from '../time-references/TimeReferenceField.tsx';
import { useRereadTimes } from '../time-references/use-reread-times.ts';
import './messages.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type VoteValues = {
  topic: string;
  nomineeIDs: string;
  nomineeContainerID: number | undefined;
  startTime: number;
  endTime: number;
  isPercentage: boolean;
  dailyQuota: number | undefined;
  votesPerNominee: number | undefined;
  voterRule: string;
};

/** Nominee ids as typed: one per line (commas and spaces also separate). */
export const nomineeIDsOf = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter((id) => id !== '');

const valuesOf = (v: Vote | null): VoteValues => ({
  topic: v?.topic ?? '',
  nomineeIDs: (v?.nomineeIDs ?? []).join('\n'),
  nomineeContainerID: v?.nomineeContainerID ?? undefined,
  startTime: v?.startTime ?? 0,
  endTime: v?.endTime ?? 0,
  isPercentage: v?.meta.isPercentage ?? false,
  dailyQuota: v?.dailyQuota ?? 1,
  votesPerNominee: v?.votesPerNominee ?? 1,
  voterRule: JSON.stringify(v?.voterRule ?? [], null, 2),
});

/** The body of POST campaigns/{id}/votes and PUT votes/{id}. */
export const voteBodyOf = (values: VoteValues) => ({
  topic: values.topic.trim(),
  nomineeIDs: nomineeIDsOf(values.nomineeIDs),
  nomineeContainerID: values.nomineeContainerID ?? null,
  startTime: values.startTime,
  endTime: values.endTime,
  meta: { isPercentage: values.isPercentage },
  dailyQuota: values.dailyQuota ?? 1,
  votesPerNominee: values.votesPerNominee ?? 0,
  voterRule: values.voterRule.trim() === '' ? [] : (JSON.parse(values.voterRule) as unknown[]),
});

function VoteEditor({
  campaignId,
  vote,
  onDone,
}: {
  campaignId: number;
  vote: Vote | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { busy, run } = useContentWrite(campaignId);
  const rereadTimes = useRereadTimes(campaignId);
  const [initialValues] = useState(() => valuesOf(vote));
  const rules = useMemo<FieldRules<VoteValues>>(() => {
    const whole = (min: number) => (v: unknown) =>
      (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= MAX_DAILY_QUOTA) ||
      t('votes.wholeNumber', { min, max: MAX_DAILY_QUOTA });
    return {
      topic: { label: t('votes.topic'), required: true },
      nomineeIDs: {
        label: t('votes.nomineeIDs'),
        validators: [
          (v, all) =>
            nomineeIDsOf(String(v)).length > 0 !== (all.nomineeContainerID !== undefined) ||
            t('votes.nomineesRequired'),
          (v) => nomineeIDsOf(String(v)).every((id) => UUID.test(id)) || t('votes.nomineeIDInvalid'),
        ],
      },
      nomineeContainerID: { label: t('votes.nomineeContainerID'), kind: 'number' },
      startTime: { label: t('votes.startTime'), kind: 'date', required: true },
      endTime: {
        label: t('votes.endTime'),
        kind: 'date',
        required: true,
        validators: [(end, all) => (end as number) > all.startTime || t('votes.endAfterStart')],
      },
      isPercentage: { label: t('votes.isPercentage'), kind: 'boolean' },
      dailyQuota: { label: t('votes.dailyQuota'), kind: 'number', required: true, validators: [whole(1)] },
      votesPerNominee: {
        label: t('votes.votesPerNominee'),
        kind: 'number',
        required: true,
        validators: [whole(0)],
      },
      voterRule: {
        label: t('votes.voterRule'),
        validators: [
          (v) => {
            const problem = judgesProblem(String(v));
            return problem === 'JSON' ? t('votes.voterRuleNotJson') : problem;
          },
        ],
      },
    };
  }, [t]);
  const form = useDynamicForm({ id: `vote-${vote?.id ?? 'new'}`, initialValues, rules });

  async function submit(values: VoteValues) {
    const body = voteBodyOf(values);
    const ok = await run(
      () => (vote ? api.put(`votes/${vote.id}`, body) : api.post(`campaigns/${campaignId}/votes`, body)),
      vote ? t('votes.saved', { id: vote.id }) : t('votes.created'),
    );
    if (ok) {
      await rereadTimes();
      onDone();
    }
  }

  const half = { xs: 24, md: 12 };
  return (
    <DynamicFormView form={form} onSubmit={submit} testId="vote-editor">
      <Row gutter={16}>
        <Col span={24}>
          <TextField form={form} name="topic" />
        </Col>
        <Col span={24}>
          <TextField form={form} name="nomineeIDs" multiline extra={t('votes.nomineesHint')} />
        </Col>
        <Col {...half}>
          <NumberField form={form} name="nomineeContainerID" min={1} />
        </Col>
        <Col {...half}>
          <SwitchField form={form} name="isPercentage" />
        </Col>
        {(['startTime', 'endTime'] as const).map((field) => (
          <Col {...half} key={field}>
            <TimeReferenceField
              campaignId={campaignId}
              kind="vote"
              id={vote?.id}
              field={field}
              label={rules[field]?.label ?? field}
              onResolved={form.setValue}
            >
              <DateField form={form} name={field} />
            </TimeReferenceField>
          </Col>
        ))}
        <Col {...half}>
          <NumberField form={form} name="dailyQuota" min={1} />
        </Col>
        <Col {...half}>
          <NumberField form={form} name="votesPerNominee" min={0} />
        </Col>
        <Col span={24}>
          <TextField form={form} name="voterRule" multiline extra={t('votes.voterRuleHint')} />
        </Col>
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

const when = (seconds: number) => new Date(seconds * 1000).toLocaleString();

export function VotesSection({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const votes = useVotes(campaignId);
  const canWrite = useCanWrite('campaignControl');
  const [editing, setEditing] = useState<{ vote: Vote | null } | null>(null);

  return (
    <Card
      title={t('votes.title')}
      extra={
        <Button type="primary" disabled={!canWrite} onClick={() => setEditing({ vote: null })}>
          {t('votes.newVote')}
        </Button>
      }
    >
      <ListTable<Vote>
        query={votes}
        rowKey="id"
        data-testid="vote-list"
        empty={t('votes.noVotes')}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: t('votes.topic'), dataIndex: 'topic' },
          {
            title: t('votes.nominees'),
            key: 'nominees',
            render: (_, v) =>
              v.nomineeContainerID !== null ? (
                <Tag>{`container ${v.nomineeContainerID}`}</Tag>
              ) : (
                v.nomineeIDs.length
              ),
          },
          {
            title: t('votes.period'),
            key: 'period',
            render: (_, v) => `${when(v.startTime)} – ${when(v.endTime)}`,
          },
          { title: t('votes.dailyQuota'), dataIndex: 'dailyQuota' },
          {
            title: t('votes.voterRule'),
            key: 'rule',
            render: (_, v) =>
              v.voterRule.length > 0 ? <Tag color="blue">{t('votes.ruled')}</Tag> : t('votes.everyone'),
          },
          { title: t('votes.containerID'), dataIndex: 'containerID' },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, v) => (
              <Space wrap>
                <Button size="small" disabled={!canWrite} onClick={() => setEditing({ vote: v })}>
                  {t('votes.edit')}
                </Button>
                <DeleteButton
                  campaignId={campaignId}
                  title={t('votes.deleteConfirm', { id: v.id })}
                  disabled={!canWrite}
                  path={`votes/${v.id}`}
                  done={t('votes.deleted', { id: v.id })}
                />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        destroyOnHidden
        footer={null}
        width={760}
        title={editing?.vote ? t('votes.editVote', { id: editing.vote.id }) : t('votes.newVote')}
        onCancel={() => setEditing(null)}
      >
        {editing && (
          <VoteEditor campaignId={campaignId} vote={editing.vote} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Card>
  );
}

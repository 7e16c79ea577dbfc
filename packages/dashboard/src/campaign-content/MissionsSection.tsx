// Missions of a campaign (admin spec §3 Mission, §7 Missions): list, editor with the event handler
// (judges as JSON checked by the domain's constraint validation), relationship and container replay; for
// holders of `baseMissionHistory`, the missions' history (MissionHistory) below, opened per mission from a row.
import { useMemo, useState } from 'react';
import { Button, Card, Col, Modal, Row, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPES, eventTypeName } from '@eventory/domain/events';
import type { ScoreCalc } from '@eventory/domain/evaluators';
import { pathText, validateConstraints } from '@eventory/domain/constraints/validate';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DynamicFormView, NumberField, SelectField, TextField } from '../forms/fields.tsx';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { useCampaignArea } from '../campaigns/use-campaign-area.ts';
import { useCanRead } from '../campaigns/use-can-read.ts';
import { MISSION_TYPES, USER_MISSION_TYPES, type Mission } from '@eventory/domain/missions';
import { inLanguage } from './content-api.ts';
import { useContentList } from './use-content-list.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import { ListTable } from '../lists/ListTable.tsx';
import { MissionHistory } from './MissionHistory.tsx';
import { PerLanguageFields } from './PerLanguageFields.tsx';
import { perLanguageTexts, perLanguageValues, type PerLanguage } from './per-language.ts';
import { useContentWrite } from './use-content-write.ts';
import './messages.ts';

const RESULT_KEYS = ['ReceiverID', 'SenderID', 'StreamerID', 'SubscriberID'] as const;
const SCORE_CALCS: Record<string, ScoreCalc> = {
  Point: { kind: 'field', field: 'Point' },
  Count: { kind: 'field', field: 'Count' },
  PointTimesCount: { kind: 'product', fields: ['Point', 'Count'] },
};
const scoreCalcName = (calc: ScoreCalc | undefined): string => {
  if (!calc) return 'Point';
  if (calc.kind === 'field') return calc.field;
  if (calc.kind === 'product') return 'PointTimesCount';
  return 'Point';
};
const missionTypeName = (code: number) =>
  (Object.keys(MISSION_TYPES) as (keyof typeof MISSION_TYPES)[]).find((k) => MISSION_TYPES[k] === code) ??
  String(code);

type MissionValues = {
  userMissionType: number;
  groupName: string;
  goal: number | undefined;
  iconURL: string;
  eventType: number;
  resultKey: string;
  scoreCalc: string;
  judges: string;
} & PerLanguage<'desc'>;

/** The judges text: JSON of a constraint list that passes the domain's constraint rules. */
export function judgesProblem(text: string): string | true {
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? [] : JSON.parse(text);
  } catch {
    return 'JSON';
  }
  const checked = validateConstraints(parsed);
  if (checked.ok) return true;
  const first = checked.problems[0];
  return first ? `${pathText(first.path)}: ${first.message}` : 'invalid';
}

const valuesOf = (m: Mission | null): MissionValues => ({
  userMissionType: m?.userMissionType ?? USER_MISSION_TYPES.Normal,
  groupName: m?.groupName ?? '',
  // A new mission has no goal until the author sets one (1 or more).
  goal: m?.goal ?? (m?.normalMission?.goal || undefined),
  iconURL: m?.iconURL ?? '',
  eventType: m?.eventHandler?.eventType ?? EVENT_TYPES.Gift,
  resultKey: m?.eventHandler?.resultKey ?? 'ReceiverID',
  scoreCalc: scoreCalcName(m?.eventHandler?.scoreCalc),
  judges: JSON.stringify(m?.eventHandler?.judges ?? [], null, 2),
  ...perLanguageValues('desc', m?.desc as Record<string, string> | undefined),
});

/** The body of POST campaigns/{id}/missions, missionRoadmaps/{id}/missions and PUT missions/{id}. */
export const missionBodyOf = (values: MissionValues) => ({
  userMissionType: values.userMissionType,
  groupName: values.groupName.trim(),
  goal: values.goal ?? 0,
  normalMission: { goal: values.goal ?? 0 },
  iconURL: values.iconURL.trim(),
  desc: perLanguageTexts('desc', values),
  eventHandler: {
    eventType: values.eventType,
    resultKey: values.resultKey,
    judges: values.judges.trim() === '' ? [] : (JSON.parse(values.judges) as unknown[]),
    scoreCalc: SCORE_CALCS[values.scoreCalc] ?? SCORE_CALCS.Point,
  },
});

export function MissionEditor({
  campaignId,
  mission,
  createPath = `campaigns/${campaignId}/missions`,
  onDone,
}: {
  campaignId: number;
  mission: Mission | null;
  /** Where a new mission is posted: the campaign's (default), a leaderboard's or a roadmap's missions. */
  createPath?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { busy, run } = useContentWrite(campaignId);
  const [initialValues] = useState(() => valuesOf(mission));
  const rules = useMemo<FieldRules<MissionValues>>(
    () => ({
      userMissionType: { label: t('campaign-content.userMissionType'), kind: 'select', required: true },
      groupName: { label: t('campaign-content.groupName') },
      goal: {
        label: t('campaign-content.goal'),
        kind: 'number',
        required: true,
        validators: [
          (v) =>
            (typeof v === 'number' && Number.isInteger(v) && v >= 1) || t('campaign-content.goalPositive'),
        ],
      },
      iconURL: {
        label: t('campaign-content.iconURL'),
        validators: [(v) => /^https?:\/\//.test(String(v).trim()) || t('campaign-content.iconURLInvalid')],
      },
      eventType: { label: t('campaign-content.eventType'), kind: 'select', required: true },
      resultKey: { label: t('campaign-content.resultKey'), kind: 'select', required: true },
      scoreCalc: { label: t('campaign-content.scoreCalc'), kind: 'select', required: true },
      judges: {
        label: t('campaign-content.judges'),
        validators: [
          (v) => {
            const problem = judgesProblem(String(v));
            if (problem === 'JSON') return t('campaign-content.judgesNotJson');
            return problem;
          },
        ],
      },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `mission-${mission?.id ?? 'new'}`, initialValues, rules });

  async function submit(values: MissionValues) {
    const body = missionBodyOf(values);
    const ok = await run(
      () => (mission ? api.put(`missions/${mission.id}`, body) : api.post(createPath, body)),
      mission ? t('campaign-content.missionSaved', { id: mission.id }) : t('campaign-content.missionCreated'),
    );
    if (ok) onDone();
  }

  const half = { xs: 24, md: 12 };
  return (
    <DynamicFormView form={form} onSubmit={submit} testId="mission-editor">
      <Row gutter={16}>
        <Col {...half}>
          <SelectField
            form={form}
            name="userMissionType"
            options={Object.entries(USER_MISSION_TYPES).map(([label, value]) => ({ value, label }))}
          />
        </Col>
        <Col {...half}>
          <TextField form={form} name="groupName" />
        </Col>
        <Col {...half}>
          <NumberField form={form} name="goal" min={0} />
        </Col>
        <Col span={24}>
          <TextField form={form} name="iconURL" placeholder="https://" />
        </Col>
        <Col {...half}>
          <SelectField
            form={form}
            name="eventType"
            options={Object.entries(EVENT_TYPES).map(([label, value]) => ({ value, label }))}
          />
        </Col>
        <Col {...half}>
          <SelectField
            form={form}
            name="resultKey"
            options={RESULT_KEYS.map((k) => ({ value: k, label: k }))}
          />
        </Col>
        <Col {...half}>
          <SelectField
            form={form}
            name="scoreCalc"
            options={Object.keys(SCORE_CALCS).map((k) => ({
              value: k,
              label: t(`campaign-content.scoreCalc${k}`),
            }))}
          />
        </Col>
        <Col span={24}>
          <TextField form={form} name="judges" multiline extra={t('campaign-content.judgesHint')} />
        </Col>
        <Col span={24}>
          <PerLanguageFields form={form} prefix="desc" label={t('campaign-content.desc')} />
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

type RelationValues = { refType: string; refID: number | undefined };

function RelationshipEditor({
  campaignId,
  mission,
  onDone,
}: {
  campaignId: number;
  mission: Mission;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { busy, run } = useContentWrite(campaignId);
  const [initialValues] = useState<RelationValues>(() => ({
    refType: mission.refType ?? 'campaign',
    refID: mission.refID ?? campaignId,
  }));
  const rules = useMemo<FieldRules<RelationValues>>(
    () => ({
      refType: { label: t('campaign-content.refType'), kind: 'select', required: true },
      refID: {
        label: t('campaign-content.refID'),
        kind: 'number',
        required: true,
        validators: [(v) => (Number.isInteger(v) && (v as number) > 0) || t('campaign-content.idPositive')],
      },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `mission-ref-${mission.id}`, initialValues, rules });
  async function submit(values: RelationValues) {
    const ok = await run(
      () => api.put(`missions/${mission.id}/relationship`, { refType: values.refType, refID: values.refID }),
      t('campaign-content.relationshipSaved', { id: mission.id }),
    );
    if (ok) onDone();
  }
  return (
    <DynamicFormView form={form} onSubmit={submit} testId="mission-relationship">
      <SelectField
        form={form}
        name="refType"
        options={['leaderboard', 'campaign', 'missionRoadmap'].map((v) => ({
          value: v,
          label: t(`campaign-content.ref_${v}`),
        }))}
      />
      <NumberField form={form} name="refID" min={1} />
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!form.canSubmit}>
          {t('common.save')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </DynamicFormView>
  );
}

type Dialog = { kind: 'edit'; mission: Mission | null } | { kind: 'relationship'; mission: Mission };

export function MissionsSection({ campaignId }: { campaignId: number }) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const missions = useContentList(campaignId, 'missions');
  const area = useCampaignArea(campaignId);
  const canWrite = useCanWrite('baseMission', area);
  const canReplay = useCanWrite('replayContainer', area);
  const seesHistory = useCanRead('baseMissionHistory');
  const { run } = useContentWrite(campaignId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [historyOf, setHistoryOf] = useState<number | undefined>(undefined);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={t('campaign-content.missions')}
        extra={
          <Button
            type="primary"
            disabled={!canWrite}
            onClick={() => setDialog({ kind: 'edit', mission: null })}
          >
            {t('campaign-content.newMission')}
          </Button>
        }
      >
        <ListTable<Mission>
          query={missions}
          rowKey="id"
          data-testid="mission-list"
          empty={t('campaign-content.noMissions')}
          columns={[
            { title: 'ID', dataIndex: 'id' },
            { title: t('campaign-content.missionType'), dataIndex: 'type', render: missionTypeName },
            {
              title: t('campaign-content.userMissionType'),
              dataIndex: 'userMissionType',
              render: (v: number) => (v === USER_MISSION_TYPES.TwoDim ? 'TwoDim' : 'Normal'),
            },
            { title: t('campaign-content.groupName'), dataIndex: 'groupName' },
            { title: t('campaign-content.goal'), dataIndex: 'goal' },
            {
              title: t('campaign-content.desc'),
              key: 'desc',
              render: (_, m) => inLanguage(m.desc, i18n.language) || '—',
            },
            {
              title: t('campaign-content.eventType'),
              key: 'eventType',
              render: (_, m) =>
                m.eventHandler ? (eventTypeName(m.eventHandler.eventType) ?? m.eventHandler.eventType) : '—',
            },
            { title: t('campaign-content.containerID'), dataIndex: 'missionContainerID' },
            {
              title: t('campaign-content.relationship'),
              key: 'ref',
              render: (_, m) => (m.refType ? <Tag>{`${m.refType} ${m.refID ?? ''}`}</Tag> : '—'),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_, m) => (
                <Space wrap>
                  <Button
                    size="small"
                    disabled={!canWrite}
                    onClick={() => setDialog({ kind: 'edit', mission: m })}
                  >
                    {t('campaign-content.edit')}
                  </Button>
                  <Button
                    size="small"
                    disabled={!canWrite}
                    onClick={() => setDialog({ kind: 'relationship', mission: m })}
                  >
                    {t('campaign-content.relationship')}
                  </Button>
                  <ConfirmButton
                    title={t('campaign-content.replayConfirm', { id: m.id })}
                    disabled={!canReplay || !m.missionContainerID}
                    onConfirm={() =>
                      run(
                        () => api.post(`missions/${m.id}/replayContainer`),
                        t('campaign-content.replayStarted', { id: m.id }),
                      )
                    }
                  >
                    {t('campaign-content.replayContainer')}
                  </ConfirmButton>
                  {seesHistory && (
                    <Button size="small" onClick={() => setHistoryOf(m.id)}>
                      {t('campaign-content.missionHistory')}
                    </Button>
                  )}
                  <DeleteButton
                    campaignId={campaignId}
                    title={t('campaign-content.deleteMissionConfirm', { id: m.id })}
                    disabled={!canWrite}
                    path={`missions/${m.id}`}
                    done={t('campaign-content.missionDeleted', { id: m.id })}
                  />
                </Space>
              ),
            },
          ]}
        />
        <Modal
          open={dialog !== null}
          destroyOnHidden
          footer={null}
          width={760}
          title={
            dialog?.kind === 'relationship'
              ? t('campaign-content.relationship')
              : dialog?.mission
                ? t('campaign-content.editMission', { id: dialog.mission.id })
                : t('campaign-content.newMission')
          }
          onCancel={() => setDialog(null)}
        >
          {dialog?.kind === 'edit' && (
            <MissionEditor campaignId={campaignId} mission={dialog.mission} onDone={() => setDialog(null)} />
          )}
          {dialog?.kind === 'relationship' && (
            <RelationshipEditor
              campaignId={campaignId}
              mission={dialog.mission}
              onDone={() => setDialog(null)}
            />
          )}
        </Modal>
      </Card>
      {seesHistory && (
        <MissionHistory
          campaignId={campaignId}
          missions={missions.data ?? []}
          missionID={historyOf}
          onMissionChange={setHistoryOf}
        />
      )}
    </Space>
  );
}

// Mission roadmaps of a campaign (admin spec §3 Mission roadmap, §7 Mission roadmaps): list, create,
// edit, delete (confirmed) and adding missions to a roadmap.
import { useMemo, useState } from 'react';
import { Button, Card, Modal, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DateField, DynamicFormView, TextField } from '../forms/fields.tsx';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { useCampaignArea } from '../campaigns/use-campaign-area.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { type Mission } from '@eventory/domain/missions';
import { type MissionRoadmap } from '@eventory/domain/roadmaps';
import { useContentList } from './use-content-list.ts';
import { MissionEditor } from './MissionsSection.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import { ListTable } from '../lists/ListTable.tsx';
import { useContentWrite } from './use-content-write.ts';
import { TimeReferenceField } from '../time-references/TimeReferenceField.tsx';
import { useRereadTimes } from '../time-references/use-reread-times.ts';
import './messages.ts';

type RoadmapValues = { groupName: string; startTime: number; endTime: number };

function RoadmapEditor({
  campaignId,
  roadmap,
  onDone,
}: {
  campaignId: number;
  roadmap: MissionRoadmap | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { busy, run } = useContentWrite(campaignId);
  const rereadTimes = useRereadTimes(campaignId);
  const [initialValues] = useState<RoadmapValues>(() => ({
    groupName: roadmap?.groupName ?? '',
    startTime: roadmap?.startTime ?? 0,
    endTime: roadmap?.endTime ?? 0,
  }));
  const rules = useMemo<FieldRules<RoadmapValues>>(
    () => ({
      groupName: { label: t('campaign-content.groupName'), required: true },
      startTime: { label: t('campaign-content.startTime'), kind: 'date', required: true },
      endTime: {
        label: t('campaign-content.endTime'),
        kind: 'date',
        required: true,
        validators: [(end, v) => (end as number) > v.startTime || t('campaign-content.endAfterStart')],
      },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `roadmap-${roadmap?.ID ?? 'new'}`, initialValues, rules });
  async function submit(values: RoadmapValues) {
    const body = { ...values, groupName: values.groupName.trim(), campaignID: campaignId };
    const ok = await run(
      () => (roadmap ? api.put(`missionRoadmaps/${roadmap.ID}`, body) : api.post('missionRoadmaps', body)),
      t('campaign-content.roadmapSaved', { groupName: body.groupName }),
    );
    if (ok) {
      await rereadTimes();
      onDone();
    }
  }
  return (
    <DynamicFormView form={form} onSubmit={submit} testId="roadmap-editor">
      <TextField form={form} name="groupName" />
      {(['startTime', 'endTime'] as const).map((field) => (
        <TimeReferenceField
          key={field}
          campaignId={campaignId}
          kind="roadmap"
          id={roadmap?.ID}
          field={field}
          label={rules[field]?.label ?? field}
          onResolved={form.setValue}
        >
          <DateField form={form} name={field} />
        </TimeReferenceField>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!form.canSubmit}>
          {t('common.save')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </DynamicFormView>
  );
}

function AddMissions({
  campaignId,
  roadmap,
  onDone,
}: {
  campaignId: number;
  roadmap: MissionRoadmap;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const missions = useContentList(campaignId, 'missions');
  const { busy, run } = useContentWrite(campaignId);
  const [chosen, setChosen] = useState<number[]>([]);
  // An existing mission joins the roadmap through its relationship (PUT missions/{id}/relationship).
  async function submit() {
    const ok = await run(
      () =>
        Promise.all(
          chosen.map((id) =>
            api.put(`missions/${id}/relationship`, { refType: 'missionRoadmap', refID: roadmap.ID }),
          ),
        ),
      t('campaign-content.roadmapMissionsAdded', { n: chosen.length, groupName: roadmap.groupName }),
    );
    if (ok) onDone();
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text>{t('campaign-content.chooseMissions')}</Typography.Text>
      <Select<number[]>
        mode="multiple"
        aria-label={t('campaign-content.chooseMissions')}
        style={{ width: '100%' }}
        loading={missions.isLoading}
        value={chosen}
        onChange={setChosen}
        options={(missions.data ?? [])
          .filter((m) => !inRoadmap(m, roadmap))
          .map((m) => ({ value: m.id, label: `${m.id} ${m.groupName}` }))}
      />
      <Space>
        <Button type="primary" loading={busy} disabled={chosen.length === 0} onClick={() => void submit()}>
          {t('campaign-content.addMissions')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </Space>
  );
}

const inRoadmap = (m: Mission, r: MissionRoadmap) => m.refType === 'missionRoadmap' && m.refID === r.ID;

type Dialog =
  | { kind: 'edit'; roadmap: MissionRoadmap | null }
  | { kind: 'missions'; roadmap: MissionRoadmap }
  | { kind: 'newMission'; roadmap: MissionRoadmap };

export function RoadmapsSection({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const roadmaps = useContentList(campaignId, 'roadmaps');
  const missions = useContentList(campaignId, 'missions');
  const area = useCampaignArea(campaignId);
  const canWrite = useCanWrite('missionRoadmap', area);
  const canWriteMissions = useCanWrite('baseMission', area);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  return (
    <Card
      title={t('campaign-content.roadmaps')}
      extra={
        <Button disabled={!canWrite} onClick={() => setDialog({ kind: 'edit', roadmap: null })}>
          {t('campaign-content.newRoadmap')}
        </Button>
      }
    >
      <ListTable<MissionRoadmap>
        query={roadmaps}
        rowKey="ID"
        data-testid="roadmap-list"
        empty={t('campaign-content.noRoadmaps')}
        columns={[
          { title: 'ID', dataIndex: 'ID' },
          { title: t('campaign-content.groupName'), dataIndex: 'groupName' },
          { title: t('campaign-content.startTime'), dataIndex: 'startTime', render: formatUnixSeconds },
          { title: t('campaign-content.endTime'), dataIndex: 'endTime', render: formatUnixSeconds },
          {
            title: t('campaign-content.missions'),
            key: 'missions',
            render: (_, r) =>
              (missions.data ?? [])
                .filter((m) => inRoadmap(m, r))
                .map((m) => m.id)
                .join(', ') || '—',
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, r) => (
              <Space wrap>
                <Button
                  size="small"
                  disabled={!canWrite}
                  onClick={() => setDialog({ kind: 'edit', roadmap: r })}
                >
                  {t('campaign-content.edit')}
                </Button>
                <Button
                  size="small"
                  disabled={!canWriteMissions}
                  onClick={() => setDialog({ kind: 'missions', roadmap: r })}
                >
                  {t('campaign-content.addMissions')}
                </Button>
                <Button
                  size="small"
                  disabled={!canWriteMissions}
                  onClick={() => setDialog({ kind: 'newMission', roadmap: r })}
                >
                  {t('campaign-content.newMissionInRoadmap')}
                </Button>
                <DeleteButton
                  campaignId={campaignId}
                  disabled={!canWrite}
                  title={t('campaign-content.deleteRoadmapConfirm', { groupName: r.groupName })}
                  path={`missionRoadmaps/${r.ID}`}
                  done={t('campaign-content.roadmapDeleted', { groupName: r.groupName })}
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
        title={
          dialog?.kind === 'missions'
            ? t('campaign-content.addMissions')
            : dialog?.kind === 'newMission'
              ? t('campaign-content.newMissionInRoadmap')
              : dialog?.roadmap
                ? t('campaign-content.editRoadmap', { groupName: dialog.roadmap.groupName })
                : t('campaign-content.newRoadmap')
        }
        onCancel={() => setDialog(null)}
      >
        {dialog?.kind === 'edit' && (
          <RoadmapEditor campaignId={campaignId} roadmap={dialog.roadmap} onDone={() => setDialog(null)} />
        )}
        {dialog?.kind === 'newMission' && (
          <MissionEditor
            campaignId={campaignId}
            mission={null}
            createPath={`missionRoadmaps/${dialog.roadmap.ID}/missions`}
            onDone={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'missions' && (
          <AddMissions campaignId={campaignId} roadmap={dialog.roadmap} onDone={() => setDialog(null)} />
        )}
      </Modal>
    </Card>
  );
}

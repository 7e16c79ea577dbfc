// Tracker and replay status of a campaign (admin spec §2, §4 Replay status): the tracking settings,
// the per-leaderboard tracking counts, the replay status of the campaign's containers and recalculate; for
// holders of `multipleReplay`, containers selected in the replay-status table replayed in one job.
import { useMemo, useState } from 'react';
import { Button, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm } from '../forms/use-dynamic-form.ts';
import { DynamicFormView, NumberField, SelectField, SwitchField } from '../forms/fields.tsx';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { useCampaignArea } from '../campaigns/use-campaign-area.ts';
import { useCanRead } from '../campaigns/use-can-read.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { TRACKING_EVENT_NAMES } from '@eventory/domain/tracking';
import type { RecalculateResult } from '@eventory/domain/replay';
import { type ContainerReplayStatus } from '@eventory/domain/replay';
import { type LeaderboardTracking, type Tracker } from '@eventory/domain/tracker';
import { useContentList } from './use-content-list.ts';
import { useTracker } from './use-tracker.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { ListTable } from '../lists/ListTable.tsx';
import { Loaded } from '../lists/Loaded.tsx';
import { useContentWrite } from './use-content-write.ts';
import { MultipleReplaySection } from './MultipleReplaySection.tsx';
import './messages.ts';

type TrackerValues = { enabled: boolean; samplingRate: number | undefined; events: string[] };

const sameEvents = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((e, i) => e === b[i]);

/** The body of PATCH campaigns/{id}/tracker: only the settings that differ from the saved ones. */
export function trackerPatchOf(saved: TrackerValues, values: TrackerValues): Partial<TrackerValues> {
  const patch: Partial<TrackerValues> = {};
  if (values.enabled !== saved.enabled) patch.enabled = values.enabled;
  if (values.samplingRate !== saved.samplingRate) patch.samplingRate = values.samplingRate;
  if (!sameEvents(values.events, saved.events)) patch.events = values.events;
  return patch;
}

function TrackerForm({
  campaignId,
  settings,
  disabled,
}: {
  campaignId: number;
  settings: Tracker;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { busy, run } = useContentWrite(campaignId);
  const [initialValues] = useState<TrackerValues>(() => ({
    enabled: settings.enabled ?? false,
    samplingRate: settings.samplingRate ?? 1,
    events: [...(settings.events ?? [])],
  }));
  const rules = useMemo<FieldRules<TrackerValues>>(
    () => ({
      enabled: { label: t('campaign-content.trackerEnabled'), kind: 'boolean' },
      samplingRate: {
        label: t('campaign-content.samplingRate'),
        kind: 'number',
        required: true,
        validators: [
          (v) => ((v as number) >= 0 && (v as number) <= 1) || t('campaign-content.samplingRateRange'),
        ],
      },
      events: { label: t('campaign-content.trackedEvents'), kind: 'array', required: true },
    }),
    [t],
  );
  const form = useDynamicForm({ id: `tracker-${campaignId}`, initialValues, rules });
  // What the server holds: the settings loaded, then each save; a save patches only what differs.
  const [saved, setSaved] = useState<TrackerValues>(initialValues);
  async function submit(values: TrackerValues) {
    const patch = trackerPatchOf(saved, values);
    // Edited back to what is saved: nothing to send (and nothing for the change log).
    if (Object.keys(patch).length === 0) return form.reset(values);
    const ok = await run(
      () => api.patch(`campaigns/${campaignId}/tracker`, patch),
      t('campaign-content.trackerSaved'),
    );
    if (ok) {
      setSaved(values);
      form.reset(values);
    }
  }
  return (
    <DynamicFormView form={form} disabled={disabled} onSubmit={submit} testId="tracker-form">
      <SwitchField form={form} name="enabled" />
      <NumberField form={form} name="samplingRate" min={0} />
      <SelectField
        form={form}
        name="events"
        multiple
        allowClear
        options={TRACKING_EVENT_NAMES.map((e) => ({ value: e, label: e }))}
      />
      <Button type="primary" htmlType="submit" loading={busy} disabled={disabled || !form.canSubmit}>
        {t('common.save')}
      </Button>
    </DynamicFormView>
  );
}

const STATE_COLOURS: Record<string, string | undefined> = { Done: 'green', Preparing: 'blue' };

export function TrackerSection({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const tracker = useTracker(campaignId);
  const counts = useContentList(campaignId, 'trackerCounts');
  const replay = useContentList(campaignId, 'replayStatus');
  const area = useCampaignArea(campaignId);
  const canWrite = useCanWrite('campaignControl', area);
  const canReplay = useCanWrite('replayContainer', area);
  const seesMultipleReplay = useCanRead('multipleReplay');
  const canMultipleReplay = useCanWrite('multipleReplay');
  const [selected, setSelected] = useState<number[]>([]);
  const { run } = useContentWrite(campaignId);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('campaign-content.tracker')}>
        <Loaded query={tracker}>
          {(settings) => <TrackerForm campaignId={campaignId} settings={settings} disabled={!canWrite} />}
        </Loaded>
      </Card>
      <Card title={t('campaign-content.trackingCounts')}>
        <ListTable<LeaderboardTracking>
          query={counts}
          rowKey="leaderboardID"
          data-testid="tracking-counts"
          empty={t('campaign-content.noTrackingCounts')}
          columns={[
            { title: t('campaign-content.leaderboard'), dataIndex: 'leaderboardID' },
            { title: t('campaign-content.groupName'), dataIndex: 'groupName' },
            { title: t('campaign-content.containerID'), dataIndex: 'containerID' },
            { title: t('campaign-content.views'), dataIndex: 'views' },
            { title: t('campaign-content.clicks'), dataIndex: 'clicks' },
          ]}
        />
      </Card>
      <Card
        title={t('campaign-content.replayStatus')}
        extra={
          <ConfirmButton
            title={t('campaign-content.recalculateConfirm')}
            disabled={!canReplay}
            onConfirm={() =>
              run(
                () => api.post<RecalculateResult[]>(`campaigns/${campaignId}/recalculate`),
                (results) =>
                  t('campaign-content.recalculateStarted', {
                    started: (results ?? []).filter((r) => r.started).length,
                    total: (results ?? []).length,
                  }),
              )
            }
          >
            {t('campaign-content.recalculate')}
          </ConfirmButton>
        }
      >
        <ListTable<ContainerReplayStatus>
          query={replay}
          rowKey="containerID"
          data-testid="replay-status"
          rowSelection={
            canMultipleReplay
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                }
              : undefined
          }
          empty={t('campaign-content.noContainers')}
          columns={[
            { title: t('campaign-content.containerID'), dataIndex: 'containerID' },
            {
              title: t('campaign-content.owner'),
              key: 'owner',
              render: (_, r) =>
                `${t(`campaign-content.owner_${r.owner.kind}`)} ${r.owner.ID}${r.owner.groupName ? ` (${r.owner.groupName})` : ''}`,
            },
            {
              title: t('campaign-content.state'),
              dataIndex: 'status',
              render: (s: string) => <Tag color={STATE_COLOURS[s]}>{t(`campaign-content.replay_${s}`)}</Tag>,
            },
            { title: t('campaign-content.eventsReplayed'), dataIndex: 'eventsReplayed' },
            {
              title: t('campaign-content.finishedAt'),
              dataIndex: 'finishedAt',
              render: (at: number | null) => (at ? formatUnixSeconds(at) : '—'),
            },
          ]}
        />
      </Card>
      {seesMultipleReplay && (
        <MultipleReplaySection
          campaignId={campaignId}
          selected={selected}
          onStarted={() => setSelected([])}
        />
      )}
    </Space>
  );
}

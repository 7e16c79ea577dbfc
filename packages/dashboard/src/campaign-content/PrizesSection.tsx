// Prizes of a campaign (admin spec §3 Prize, §4 Prize states, §7 Prizes): list, setting editor (the
// RewardType item kinds, each offered only to holders of that kind's permission; send mode, award mode,
// rank ranges), send and recall (both confirmed), delete, and the prize results.
import { useMemo, useState } from 'react';
import { Button, Card, Col, Input, InputNumber, Modal, Row, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import type { FieldRules } from '../forms/form-rules.ts';
import { useDynamicForm, type DynamicForm } from '../forms/use-dynamic-form.ts';
import { DynamicFormView, SelectField } from '../forms/fields.tsx';
import { visibleLeaderboards } from '../campaigns/campaign-api.ts';
import { useCampaignLeaderboards } from '../campaigns/use-campaign-leaderboards.ts';
import {
  AWARD_MODES,
  REWARD_TYPES,
  SEND_MODES,
  rewardKindOf,
  type Prize,
  type PrizeResult,
} from '@eventory/domain/prizes';
import { type PrizeItemKind } from '@eventory/domain/permissions';
import { inLanguage } from './content-api.ts';
import { useContentList } from './use-content-list.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { DeleteButton } from './DeleteButton.tsx';
import { ListTable } from '../lists/ListTable.tsx';
import { PerLanguageFields } from './PerLanguageFields.tsx';
import { perLanguageTexts, perLanguageValues, type PerLanguage } from './per-language.ts';
import { useContentWrite } from './use-content-write.ts';
import { useAllowedKinds } from './use-allowed-kinds.ts';
import { MissionRewardClaims } from './MissionRewardClaims.tsx';
import './messages.ts';

/** The item kind choices: each one enabled only when `allowed` (the kind's permission) says so. */
export function rewardTypeOptions(allowed: (kind: PrizeItemKind) => boolean, t: (key: string) => string) {
  return (Object.keys(REWARD_TYPES) as PrizeItemKind[]).map((kind) => ({
    value: REWARD_TYPES[kind],
    label: t(`campaign-content.kind_${kind}`),
    disabled: !allowed(kind),
  }));
}

export interface RankRange {
  fromRank: number;
  toRank: number;
  itemID: string;
  amount: number;
}

/** Rank ranges (domain prizeInputSchema): from ≥ 1, to ≥ from, an item id and an amount ≥ 1, no overlap. */
export function rankRangesProblem(
  ranges: readonly RankRange[],
): 'empty' | 'bounds' | 'item' | 'overlap' | null {
  if (ranges.length === 0) return 'empty';
  for (const r of ranges) {
    if (
      !Number.isInteger(r.fromRank) ||
      !Number.isInteger(r.toRank) ||
      r.fromRank < 1 ||
      r.toRank < r.fromRank
    )
      return 'bounds';
    if (!r.itemID.trim() || !Number.isInteger(r.amount) || r.amount < 1) return 'item';
  }
  const sorted = [...ranges].sort((a, b) => a.fromRank - b.fromRank);
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.fromRank <= sorted[i - 1]!.toRank) return 'overlap';
  return null;
}

type PrizeValues = {
  rewardType: number | undefined;
  leaderboardID: number | undefined;
  sendMode: string;
  awardMode: string;
  rankRanges: RankRange[];
} & PerLanguage<'name'>;

function RankRangesField({ form }: { form: DynamicForm<PrizeValues> }) {
  const { t } = useTranslation();
  const ranges = form.values.rankRanges;
  const set = (next: RankRange[]) => form.setValue('rankRanges', next);
  const update = (i: number, patch: Partial<RankRange>) =>
    set(ranges.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const error = form.shownErrors.rankRanges;
  const last = ranges[ranges.length - 1];
  return (
    <fieldset style={{ border: 0, padding: 0, marginBottom: 16 }}>
      <legend>
        <Typography.Text strong>{t('campaign-content.rankRanges')}</Typography.Text>
      </legend>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {ranges.map((r, i) => (
          <Space key={i} wrap>
            <InputNumber<number>
              aria-label={t('campaign-content.rankFrom', { n: i + 1 })}
              min={1}
              value={r.fromRank}
              onChange={(v) => update(i, { fromRank: v ?? 0 })}
            />
            <InputNumber<number>
              aria-label={t('campaign-content.rankTo', { n: i + 1 })}
              min={1}
              value={r.toRank}
              onChange={(v) => update(i, { toRank: v ?? 0 })}
            />
            <Input
              aria-label={t('campaign-content.itemID', { n: i + 1 })}
              placeholder={t('campaign-content.itemIDPlaceholder')}
              value={r.itemID}
              onChange={(e) => update(i, { itemID: e.target.value })}
            />
            <InputNumber<number>
              aria-label={t('campaign-content.amount', { n: i + 1 })}
              min={1}
              value={r.amount}
              onChange={(v) => update(i, { amount: v ?? 0 })}
            />
            <Button
              aria-label={t('campaign-content.removeRange', { n: i + 1 })}
              icon={<DeleteOutlined />}
              onClick={() => set(ranges.filter((_, j) => j !== i))}
            />
          </Space>
        ))}
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            const fromRank = last ? last.toRank + 1 : 1;
            set([...ranges, { fromRank, toRank: fromRank, itemID: '', amount: 1 }]);
          }}
        >
          {t('campaign-content.addRange')}
        </Button>
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Space>
    </fieldset>
  );
}

function PrizeEditor({
  campaignId,
  prize,
  onDone,
}: {
  campaignId: number;
  prize: Prize | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const allowed = useAllowedKinds();
  const leaderboards = useCampaignLeaderboards(campaignId);
  const { busy, run } = useContentWrite(campaignId);
  const [initialValues] = useState<PrizeValues>(() => ({
    rewardType: prize?.rewardType,
    leaderboardID: prize?.leaderboardID ?? undefined,
    sendMode: prize?.sendMode ?? 'Manual',
    awardMode: prize?.awardMode ?? 'immutable',
    ...perLanguageValues('name', prize?.name as Record<string, string> | undefined),
    rankRanges: (prize?.ranges ?? []).map((r) => ({ ...r })),
  }));
  const rules = useMemo<FieldRules<PrizeValues>>(
    () => ({
      rewardType: {
        label: t('campaign-content.itemKind'),
        kind: 'select',
        required: true,
        validators: [
          (v) => {
            const kind = rewardKindOf(v as number);
            return (kind !== undefined && allowed(kind)) || t('campaign-content.kindNotAllowed');
          },
        ],
      },
      leaderboardID: { label: t('campaign-content.leaderboard'), kind: 'select', required: true },
      sendMode: { label: t('campaign-content.sendMode'), kind: 'select', required: true },
      awardMode: { label: t('campaign-content.awardMode'), kind: 'select', required: true },
      rankRanges: {
        label: t('campaign-content.rankRanges'),
        kind: 'array',
        required: true,
        validators: [
          (v) => {
            const problem = rankRangesProblem(v as RankRange[]);
            return problem === null || t(`campaign-content.ranges_${problem}`);
          },
        ],
      },
    }),
    [t, allowed],
  );
  const form = useDynamicForm({ id: `prize-${prize?.ID ?? 'new'}`, initialValues, rules });

  async function submit(values: PrizeValues) {
    const body = {
      rewardType: values.rewardType,
      leaderboardID: values.leaderboardID,
      sendMode: values.sendMode,
      awardMode: values.awardMode,
      name: perLanguageTexts('name', values),
      ranges: values.rankRanges.map((r) => ({ ...r, itemID: r.itemID.trim() })),
    };
    const ok = await run(
      () =>
        prize ? api.put(`prizes/${prize.ID}/setting`, body) : api.post(`campaigns/${campaignId}/prize`, body),
      t('campaign-content.prizeSaved'),
    );
    if (ok) onDone();
  }

  const half = { xs: 24, md: 12 };
  return (
    <DynamicFormView form={form} onSubmit={submit} testId="prize-editor">
      <Row gutter={16}>
        <Col {...half}>
          <SelectField form={form} name="rewardType" options={rewardTypeOptions(allowed, t)} />
        </Col>
        <Col {...half}>
          <SelectField
            form={form}
            name="leaderboardID"
            options={visibleLeaderboards(leaderboards.data ?? []).map((lb) => ({
              value: lb.ID,
              label: `${lb.groupName} (${lb.ID})`,
            }))}
          />
        </Col>
        <Col {...half}>
          <SelectField
            form={form}
            name="sendMode"
            options={SEND_MODES.map((m) => ({ value: m, label: t(`campaign-content.send_${m}`) }))}
          />
        </Col>
        <Col {...half}>
          <SelectField
            form={form}
            name="awardMode"
            options={AWARD_MODES.map((m) => ({ value: m, label: t(`campaign-content.award_${m}`) }))}
          />
        </Col>
        <Col span={24}>
          <PerLanguageFields form={form} prefix="name" label={t('campaign-content.prizeName')} />
        </Col>
      </Row>
      <RankRangesField form={form} />
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!form.canSubmit}>
          {t('common.save')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </DynamicFormView>
  );
}

const kindLabel = (t: (k: string) => string, code: number) => {
  const kind = rewardKindOf(code);
  return kind ? t(`campaign-content.kind_${kind}`) : String(code);
};

export function PrizesSection({ campaignId }: { campaignId: number }) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const prizes = useContentList(campaignId, 'prizes');
  const results = useContentList(campaignId, 'prizeResults');
  const allowed = useAllowedKinds();
  const anyKind = (Object.keys(REWARD_TYPES) as PrizeItemKind[]).some(allowed);
  const { run } = useContentWrite(campaignId);
  const [editing, setEditing] = useState<{ prize: Prize | null } | null>(null);
  const mayChange = (p: Prize) => {
    const kind = rewardKindOf(p.rewardType);
    return kind !== undefined && allowed(kind);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={t('campaign-content.prizes')}
        extra={
          <Button type="primary" disabled={!anyKind} onClick={() => setEditing({ prize: null })}>
            {t('campaign-content.newPrize')}
          </Button>
        }
      >
        <ListTable<Prize>
          query={prizes}
          rowKey="ID"
          data-testid="prize-list"
          empty={t('campaign-content.noPrizes')}
          columns={[
            { title: 'ID', dataIndex: 'ID' },
            {
              title: t('campaign-content.prizeName'),
              key: 'name',
              render: (_, p) => inLanguage(p.name, i18n.language) || '—',
            },
            {
              title: t('campaign-content.itemKind'),
              dataIndex: 'rewardType',
              render: (c: number) => kindLabel(t, c),
            },
            { title: t('campaign-content.leaderboard'), dataIndex: 'leaderboardID' },
            {
              title: t('campaign-content.sendMode'),
              dataIndex: 'sendMode',
              render: (m: string) => t(`campaign-content.send_${m}`),
            },
            {
              title: t('campaign-content.awardMode'),
              dataIndex: 'awardMode',
              render: (m: string) => t(`campaign-content.award_${m}`),
            },
            {
              title: t('campaign-content.rankRanges'),
              key: 'ranges',
              render: (_, p) =>
                p.ranges.map((r) => (
                  <Tag
                    key={`${r.fromRank}-${r.toRank}`}
                  >{`${r.fromRank}–${r.toRank}: ${r.itemID} ×${r.amount}`}</Tag>
                )),
            },
            {
              title: t('campaign-content.state'),
              dataIndex: 'state',
              render: (s: string) => (
                <Tag color={s === 'Sent' ? 'green' : undefined}>{t(`campaign-content.state_${s}`)}</Tag>
              ),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_, p) => (
                <Space wrap>
                  <Button
                    size="small"
                    disabled={!mayChange(p) || (p.state === 'Sent' && p.awardMode.startsWith('immutable'))}
                    onClick={() => setEditing({ prize: p })}
                  >
                    {t('campaign-content.edit')}
                  </Button>
                  <ConfirmButton
                    title={t('campaign-content.sendConfirm', { id: p.ID })}
                    disabled={!mayChange(p) || p.state === 'Sent'}
                    onConfirm={() =>
                      run(
                        () => api.post('prizes/send', { prizeID: p.ID }),
                        t('campaign-content.prizeSent', { id: p.ID }),
                      )
                    }
                  >
                    {t('campaign-content.send')}
                  </ConfirmButton>
                  <ConfirmButton
                    danger
                    title={t('campaign-content.recallConfirm', { id: p.ID })}
                    disabled={!mayChange(p) || p.state !== 'Sent'}
                    onConfirm={() =>
                      run(
                        () => api.post('prizes/recall', { prizeID: p.ID }),
                        t('campaign-content.prizeRecalled', { id: p.ID }),
                      )
                    }
                  >
                    {t('campaign-content.recall')}
                  </ConfirmButton>
                  <DeleteButton
                    campaignId={campaignId}
                    title={t('campaign-content.deletePrizeConfirm', { id: p.ID })}
                    disabled={!mayChange(p) || p.state === 'Sent'}
                    path={`prizes/${p.ID}/setting`}
                    done={t('campaign-content.prizeDeleted', { id: p.ID })}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('campaign-content.prizeResults')}>
        <ListTable<PrizeResult>
          query={results}
          rowKey="ID"
          data-testid="prize-results"
          empty={t('campaign-content.noPrizeResults')}
          columns={[
            { title: t('campaign-content.prize'), dataIndex: 'prizeID' },
            { title: t('campaign-content.userID'), dataIndex: 'userID' },
            { title: t('campaign-content.rank'), dataIndex: 'rank' },
            { title: t('campaign-content.score'), dataIndex: 'score' },
            {
              title: t('campaign-content.itemIDPlaceholder'),
              key: 'item',
              render: (_, r) => `${r.itemID} ×${r.amount}`,
            },
            {
              title: t('campaign-content.claimState'),
              dataIndex: 'claimState',
              render: (c: number) => t(c === 1 ? 'campaign-content.claimed' : 'campaign-content.unclaimed'),
            },
            {
              title: t('campaign-content.recalled'),
              dataIndex: 'recalled',
              render: (r: boolean) => (r ? t('common.yes') : t('common.no')),
            },
          ]}
        />
      </Card>
      <MissionRewardClaims campaignId={campaignId} />
      <Modal
        open={editing !== null}
        destroyOnHidden
        footer={null}
        width={760}
        title={
          editing?.prize
            ? t('campaign-content.editPrize', { id: editing.prize.ID })
            : t('campaign-content.newPrize')
        }
        onCancel={() => setEditing(null)}
      >
        {editing && (
          <PrizeEditor campaignId={campaignId} prize={editing.prize} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Space>
  );
}

// The variants of a campaign's page as a table to edit (decision 0091): each variant's key, name, the page
// it shows (the campaign's own page or an editor project) and its weight, with the share of viewers the
// weights give; saved as a whole (PUT campaigns/{id}/page-variants). Read-only without abTestGroup writes.
import { useMemo, useState } from 'react';
import { Alert, Button, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProjectListItem } from '@eventory/domain/editor-projects';
import {
  MAX_PAGE_VARIANTS,
  MAX_VARIANT_WEIGHT,
  VARIANT_KEY_PATTERN,
  variantSetProblem,
  variantShares,
  type PageVariant,
  type PageVariantInput,
  type PageVariantsAnswer,
} from '@eventory/domain/page-variants';
import { useSave } from '../forms/use-save.ts';
import { useServices } from '../services/use-services.ts';
import { pageVariantsKey } from './use-page-variants.ts';
import './messages.ts';

type Row = PageVariantInput & { rowId: number };

const OWN_PAGE = 'own';
const nextKey = (rows: readonly Row[]) =>
  ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].find((k) => !rows.some((r) => r.key === k)) ?? '';

export function PageVariantsEditor({
  campaignId,
  variants,
  projects,
  canWrite,
}: {
  campaignId: number;
  variants: readonly PageVariant[];
  projects: readonly ProjectListItem[];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const client = useQueryClient();
  const { busy, save } = useSave();
  const [rows, setRows] = useState<Row[]>(() =>
    variants.map(({ key, name, projectID, weight }, rowId) => ({ key, name, projectID, weight, rowId })),
  );
  const [nextRowId, setNextRowId] = useState(variants.length);
  const shares = variantShares(rows);

  const problem = useMemo(() => {
    if (rows.some((r) => !VARIANT_KEY_PATTERN.test(r.key))) return t('page-variants.badKey');
    const set = variantSetProblem(rows);
    if (!set) return undefined;
    if (set.errorCode === 'DUPLICATE_VARIANT_KEY') {
      const index = Number(set.field.split('.')[1]);
      return t('page-variants.duplicateKey', { key: rows[index]?.key });
    }
    return t('page-variants.allZero');
  }, [rows, t]);

  // Admin spec §5: Save is enabled once the variants differ from those loaded (or last saved).
  const edited =
    JSON.stringify(rows.map(({ key, name, projectID, weight }) => ({ key, name, projectID, weight }))) !==
    JSON.stringify(variants.map(({ key, name, projectID, weight }) => ({ key, name, projectID, weight })));
  const change = (rowId: number, patch: Partial<PageVariantInput>) =>
    setRows((current) => current.map((r) => (r.rowId === rowId ? { ...r, ...patch } : r)));
  const add = () => {
    setRows((current) => [
      ...current,
      { key: nextKey(current), name: '', projectID: null, weight: 1, rowId: nextRowId },
    ]);
    setNextRowId((n) => n + 1);
  };
  const remove = (rowId: number) => setRows((current) => current.filter((r) => r.rowId !== rowId));

  async function submit() {
    await save(async () => {
      const answer = await api.put<PageVariantsAnswer>(`campaigns/${campaignId}/page-variants`, {
        variants: rows.map(({ rowId: _row, ...variant }) => variant),
      });
      client.setQueryData(pageVariantsKey(campaignId), answer);
      return t('page-variants.saved');
    });
  }

  const projectOptions = [
    { value: OWN_PAGE, label: t('page-variants.ownPage') },
    ...projects.map((p) => ({
      value: String(p.ID),
      label: t('page-variants.projectOption', { codeName: p.codeName, campaignName: p.campaignName }),
    })),
  ];
  const projectCampaign = (projectID: number | null) =>
    projectID === null
      ? undefined
      : (projects.find((p) => p.ID === projectID)?.campaignID ??
        variants.find((v) => v.projectID === projectID)?.projectCampaignID ??
        undefined);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {!canWrite && <Alert type="info" showIcon title={t('page-variants.readOnly')} />}
      <Table<Row>
        rowKey="rowId"
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('page-variants.empty') }}
        columns={[
          {
            title: t('page-variants.key'),
            width: 110,
            render: (_, r, i) => (
              <Input
                value={r.key}
                maxLength={16}
                disabled={!canWrite}
                status={VARIANT_KEY_PATTERN.test(r.key) ? undefined : 'error'}
                aria-label={t('page-variants.keyLabel', { n: i + 1 })}
                onChange={(e) => change(r.rowId, { key: e.target.value.trim() })}
              />
            ),
          },
          {
            title: t('page-variants.name'),
            render: (_, r, i) => (
              <Input
                value={r.name}
                maxLength={64}
                disabled={!canWrite}
                aria-label={t('page-variants.nameLabel', { n: i + 1 })}
                onChange={(e) => change(r.rowId, { name: e.target.value })}
              />
            ),
          },
          {
            title: t('page-variants.page'),
            render: (_, r, i) => {
              const campaignOfProject = projectCampaign(r.projectID);
              return (
                <Space wrap>
                  <Select
                    style={{ minWidth: 260 }}
                    value={r.projectID === null ? OWN_PAGE : String(r.projectID)}
                    options={projectOptions}
                    disabled={!canWrite}
                    showSearch
                    optionFilterProp="label"
                    aria-label={t('page-variants.pageLabel', { n: i + 1 })}
                    onChange={(value: string) =>
                      change(r.rowId, { projectID: value === OWN_PAGE ? null : Number(value) })
                    }
                  />
                  <Link to={`/template?project=${campaignOfProject ?? campaignId}`}>
                    {t('page-variants.openEditor')}
                  </Link>
                </Space>
              );
            },
          },
          {
            title: t('page-variants.weight'),
            width: 120,
            render: (_, r, i) => (
              <InputNumber
                min={0}
                max={MAX_VARIANT_WEIGHT}
                precision={0}
                value={r.weight}
                disabled={!canWrite}
                aria-label={t('page-variants.weightLabel', { n: i + 1 })}
                onChange={(value) => change(r.rowId, { weight: typeof value === 'number' ? value : 0 })}
              />
            ),
          },
          {
            title: t('page-variants.share'),
            width: 130,
            render: (_, r, i) => <span data-testid={`variant-share-${r.key}`}>{`${shares[i] ?? 0}%`}</span>,
          },
          ...(canWrite
            ? [
                {
                  title: t('page-variants.actions'),
                  width: 100,
                  render: (_: unknown, r: Row) => (
                    <Button size="small" danger onClick={() => remove(r.rowId)}>
                      {t('page-variants.remove')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {problem && rows.length > 0 && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      {canWrite && (
        <Space wrap>
          <Button onClick={add} disabled={rows.length >= MAX_PAGE_VARIANTS}>
            {t('page-variants.add')}
          </Button>
          <Button
            type="primary"
            loading={busy}
            disabled={!edited || problem !== undefined}
            onClick={() => void submit()}
          >
            {t('page-variants.save')}
          </Button>
        </Space>
      )}
    </Space>
  );
}

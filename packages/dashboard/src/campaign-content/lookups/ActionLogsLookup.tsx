// Lookups > Action logs: one campaign's, paged (admin spec §7).
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LIMIT } from '../../lists/list-params.ts';
import { useListState } from '../../lists/use-list-state.ts';
import { PagedTable } from '../PagedTable.tsx';
import { LookupFilter } from './LookupFilter.tsx';
import { time } from './lookup-values.ts';
import '../messages.ts';

const ACTION_LOGS = { filters: { campaignID: 'text' }, limit: DEFAULT_LIMIT } as const;

export default function ActionLogsLookup() {
  const { t } = useTranslation();
  const p = useListState(ACTION_LOGS, { replace: true });
  const valid = /^\d+$/.test(p.filters.campaignID);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <LookupFilter
        label={t('campaign-content.campaignID')}
        value={p.draft.filters.campaignID}
        onChange={(v) => p.change({ campaignID: v })}
      />
      <PagedTable<Record<string, unknown>>
        lookup="actionlogs"
        path="lookup/actionlogs"
        filters={p.filters}
        list={p}
        enabled={valid}
        idle={<Typography.Text type="secondary">{t('campaign-content.enterCampaignID')}</Typography.Text>}
        rowKey="id"
        data-testid="lookup-action-logs"
        empty={t('campaign-content.noActionLogs')}
        columns={[
          { title: t('campaign-content.at'), dataIndex: 'at', render: time },
          { title: t('campaign-content.email'), dataIndex: 'email' },
          { title: t('campaign-content.action'), dataIndex: 'action' },
          { title: t('campaign-content.table'), dataIndex: 'table' },
          { title: t('campaign-content.objectID'), dataIndex: 'objId' },
        ]}
      />
    </Space>
  );
}

// The saved versions of a campaign's page template (admin spec §7: GET template/{id}/versions), newest
// first, read-only.
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUnixSeconds } from '../forms/time.ts';
import { DEFAULT_LIMIT } from '../lists/list-params.ts';
import { useListState } from '../lists/use-list-state.ts';
import { PagedTable } from './PagedTable.tsx';
import './messages.ts';

const VERSIONS = { filters: {}, limit: DEFAULT_LIMIT };

const time = (value: unknown) => (typeof value === 'number' ? formatUnixSeconds(value) : '—');

export function TemplateVersions({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const list = useListState(VERSIONS);
  return (
    <Card title={t('campaign-content.templateVersions')}>
      <PagedTable<Record<string, unknown>>
        lookup={`template-versions-${campaignId}`}
        path={`template/${campaignId}/versions`}
        filters={{}}
        list={list}
        rowKey="ID"
        data-testid="template-versions"
        empty={t('campaign-content.noVersions')}
        columns={[
          { title: t('campaign-content.version'), dataIndex: 'ID' },
          { title: t('campaign-content.editor'), dataIndex: 'editor', render: (e: string) => e || '—' },
          { title: t('campaign-content.savedAt'), dataIndex: 'savedAt', render: time },
        ]}
      />
    </Card>
  );
}

// The project list (admin spec §3 Project list, §9: 10 a page): every campaign page ops can edit,
// filtered by code name, regions and whether ended ones show; each opens in the editor.
import { Card, Checkbox, Empty, Flex, Input, Select, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROJECT_REGIONS } from '@eventory/domain/regions';
import { formatUnixSeconds } from '../forms/time.ts';
import { listPagination } from '../lists/list-pagination.ts';
import type { ListSpec } from '../lists/list-params.ts';
import { LoadFailed } from '../lists/LoadFailed.tsx';
import { useListState } from '../lists/use-list-state.ts';
import { OpenFromStorage } from './OpenFromStorage.tsx';
import { PROJECT_PAGE_SIZE, type ProjectSummary } from './project-service.ts';
import { useProjects } from './use-projects.ts';
import './messages.ts';

const LIST_SPEC: ListSpec<{ search: 'text'; regions: 'list'; showEnded: 'flag' }> = {
  filters: { search: 'text', regions: 'list', showEnded: 'flag' },
  limit: PROJECT_PAGE_SIZE,
};

export function ProjectList() {
  const { t } = useTranslation();
  const list = useListState(LIST_SPEC, { debounceMs: 500, replace: true });
  const projects = useProjects({ limit: list.limit, offset: list.offset, ...list.filters });
  return (
    <Card title={t('page-editor.projectsTitle')}>
      <Typography.Paragraph type="secondary">{t('page-editor.projectsIntro')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label={t('page-editor.searchProjects')}
          placeholder={t('page-editor.searchProjects')}
          value={list.draft.filters.search}
          allowClear
          onChange={(event) => list.change({ search: event.target.value })}
          style={{ maxWidth: 280 }}
        />
        <Select
          mode="multiple"
          aria-label={t('page-editor.regions')}
          placeholder={t('page-editor.regions')}
          value={list.draft.filters.regions}
          options={PROJECT_REGIONS.map((r) => ({ value: r, label: r }))}
          onChange={(regions: string[]) => list.change({ regions })}
          style={{ minWidth: 200 }}
        />
        <Checkbox
          checked={list.draft.filters.showEnded}
          onChange={(event) => list.change({ showEnded: event.target.checked })}
        >
          {t('page-editor.showEnded')}
        </Checkbox>
      </Flex>
      {projects.isError ? (
        <LoadFailed retry={projects.refetch} />
      ) : (
        <Table<ProjectSummary>
          rowKey="id"
          data-testid="project-list"
          loading={projects.isFetching}
          dataSource={projects.data?.items ?? []}
          pagination={listPagination(list, projects.data?.total ?? 0)}
          scroll={{ x: true }}
          locale={{
            emptyText: projects.isLoading ? (
              t('app.loading')
            ) : (
              <Empty description={t('page-editor.noProjects')} />
            ),
          }}
          columns={[
            { title: t('page-editor.codeName'), dataIndex: 'codeName' },
            { title: t('page-editor.name'), dataIndex: 'name' },
            {
              title: t('page-editor.regions'),
              dataIndex: 'regions',
              render: (regions: readonly string[]) => regions.join(', ') || '—',
            },
            {
              title: t('page-editor.endTime'),
              dataIndex: 'endTime',
              render: (end: number) => (end ? formatUnixSeconds(end) : t('page-editor.noEnd')),
            },
            {
              title: '',
              key: 'open',
              render: (_, project) => (
                <Space wrap>
                  <Link
                    to={`/template?project=${project.id}`}
                    aria-label={t('page-editor.openProject', { name: project.name })}
                  >
                    {t('page-editor.open')}
                  </Link>
                  <OpenFromStorage project={project} />
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

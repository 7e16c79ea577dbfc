// A change-log search (admin spec §3 Change-log search, §7 Change log): by table, object or email, one
// query at a time, 30 per page, each entry's diff on expanding it. The search and the page live in the
// URL (the list kit), so back and reload keep them.
import { Button, Empty, Input, Radio, Select, Space, Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChangeLogItem, ChangeLogPage } from '@eventory/domain/change-log';
import { useServices } from '../services/use-services.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import type { Filters, ListSpec } from '../lists/list-params.ts';
import { listPagination } from '../lists/list-pagination.ts';
import { LoadFailed } from '../lists/LoadFailed.tsx';
import { useListState } from '../lists/use-list-state.ts';
import { ChangeDiff } from './ChangeDiff.tsx';
import {
  CHANGE_LOG_PAGE_SIZE,
  CHANGE_LOG_SCREENS,
  changeLogPath,
  type ChangeLogScreenName,
  type ChangeLogSearch as Search,
} from './change-log-screens.ts';

const SEARCH_FILTERS = { by: 'text', table: 'text', email: 'text', objId: 'text' } as const;
type SearchFilters = Filters<typeof SEARCH_FILTERS>;

/** One spec per sub-screen: a search starts by the screen's first table. */
const SPECS = Object.fromEntries(
  Object.entries(CHANGE_LOG_SCREENS).map(([name, screen]) => [
    name,
    {
      filters: SEARCH_FILTERS,
      limit: CHANGE_LOG_PAGE_SIZE,
      defaults: { by: 'table', table: screen.tables[0] },
    } satisfies ListSpec<typeof SEARCH_FILTERS>,
  ]),
) as Record<ChangeLogScreenName, ListSpec<typeof SEARCH_FILTERS>>;
const searchSpec = (screen: ChangeLogScreenName) => SPECS[screen];

/** The search the filters ask for; null while a value it needs is empty. */
function searchOf(f: SearchFilters): Search | null {
  const email = f.email.trim();
  const objId = f.objId.trim();
  if (f.by === 'email') return email ? { by: 'email', email } : null;
  if (f.by === 'object') return objId && f.table ? { by: 'object', table: f.table, objId } : null;
  return f.table ? { by: 'table', table: f.table } : null;
}

export function ChangeLogSearch({ screen }: { screen: ChangeLogScreenName }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const tables: readonly string[] = CHANGE_LOG_SCREENS[screen].tables;
  const list = useListState(searchSpec(screen));
  const { by, table, email, objId } = list.draft.filters;
  const search = searchOf(list.filters) ?? { by: 'table', table: tables[0] ?? '' };

  const page = useQuery({
    queryKey: ['change-logs', changeLogPath(search), list.offset],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<ChangeLogPage>(changeLogPath(search), {
        signal,
        query: { limit: CHANGE_LOG_PAGE_SIZE, offset: list.offset },
      }),
  });

  const ready = searchOf(list.draft.filters) !== null;
  function submit() {
    if (ready) list.submit({ email: email.trim(), objId: objId.trim() });
  }

  const items = page.data?.items ?? [];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <form
        role="search"
        aria-label={t('changeLog.search')}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Space wrap align="end">
          <Radio.Group
            aria-label={t('changeLog.searchBy')}
            optionType="button"
            value={by}
            onChange={(e) => list.edit({ by: e.target.value })}
            options={[
              { value: 'table', label: t('changeLog.byTable') },
              { value: 'object', label: t('changeLog.byObject') },
              { value: 'email', label: t('changeLog.byEmail') },
            ]}
          />
          {by !== 'email' && (
            <Space direction="vertical" size={2}>
              <label htmlFor="change-log-table-select">{t('changeLog.table')}</label>
              <Select
                id="change-log-table-select"
                style={{ minWidth: 180 }}
                value={table}
                onChange={(value: string) => list.edit({ table: value })}
                options={tables.map((name) => ({ value: name, label: name }))}
              />
            </Space>
          )}
          {by === 'object' && (
            <Space direction="vertical" size={2}>
              <label htmlFor="change-log-obj-id">{t('changeLog.objId')}</label>
              <Input
                id="change-log-obj-id"
                value={objId}
                onChange={(e) => list.edit({ objId: e.target.value })}
              />
            </Space>
          )}
          {by === 'email' && (
            <Space direction="vertical" size={2}>
              <label htmlFor="change-log-email">{t('changeLog.email')}</label>
              <Input
                id="change-log-email"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => list.edit({ email: e.target.value })}
              />
            </Space>
          )}
          <Button type="primary" htmlType="submit" disabled={!ready}>
            {t('changeLog.search')}
          </Button>
        </Space>
      </form>
      {page.isError ? (
        <LoadFailed retry={page.refetch} />
      ) : (
        <Table<ChangeLogItem>
          rowKey="id"
          data-testid="change-log-table"
          loading={page.isFetching}
          dataSource={items}
          scroll={{ x: true }}
          locale={{
            emptyText: page.isLoading ? (
              t('app.loading')
            ) : (
              <Empty description={screen === 'CSEvent' ? t('changeLog.empty') : t('changeLog.emptyTables')} />
            ),
          }}
          expandable={{ expandedRowRender: (item) => <ChangeDiff item={item} /> }}
          pagination={listPagination(list, page.data?.total ?? 0)}
          columns={[
            { title: t('changeLog.at'), dataIndex: 'at', render: (at: number) => formatUnixSeconds(at) },
            { title: t('changeLog.email'), dataIndex: 'email' },
            { title: t('changeLog.table'), dataIndex: 'table' },
            { title: t('changeLog.objId'), dataIndex: 'objId' },
            {
              title: t('changeLog.action'),
              dataIndex: 'action',
              render: (action: string) => <Tag>{action}</Tag>,
            },
          ]}
        />
      )}
    </Space>
  );
}

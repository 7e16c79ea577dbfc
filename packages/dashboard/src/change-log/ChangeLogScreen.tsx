// /change-log/{CSJobConfig|CSCacheConfig|CSFunctionConfig|CSEvent} (admin spec §2, §3 Change-log search,
// §7 Change log): who changed what, searched by email, table or object id (one query at a time, as the
// API allows), 30 per page, each entry's before/after as a field-by-field diff.
import { useState } from 'react';
import { Button, Card, Empty, Input, Radio, Result, Select, Space, Table, Tag, Typography } from 'antd';
import { useParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChangeLogItem, ChangeLogPage } from '@eventory/domain/change-log';
import { useServices } from '../services/use-services.ts';
import { NotFoundPage } from '../access/BlockingPages.tsx';
import { formatUnixSeconds } from '../campaigns/time.ts';
import { diffObjects, formatValue, type FieldChangeKind } from './diff.ts';

/** Change-log page size on this screen (admin spec §9). */
export const CHANGE_LOG_PAGE_SIZE = 30;

/** The sub-screens and the tables each searches; the job, cache and function tables may be empty for now. */
export const CHANGE_LOG_SCREENS = {
  CSJobConfig: { title: 'menu.changeLogJob', tables: ['job_configs', 'job_executions'] },
  CSCacheConfig: { title: 'menu.changeLogCache', tables: ['cache_configs'] },
  CSFunctionConfig: { title: 'menu.changeLogFunction', tables: ['function_configs'] },
  CSEvent: {
    title: 'menu.changeLogEvent',
    tables: ['campaigns', 'leaderboards', 'containers', 'evaluators', 'translations', 'tags'],
  },
} as const;
export type ChangeLogScreenName = keyof typeof CHANGE_LOG_SCREENS;

export type ChangeLogSearch =
  | { by: 'table'; table: string }
  | { by: 'object'; table: string; objId: string }
  | { by: 'email'; email: string };

/** The API path of a search (admin spec §7). */
export function changeLogPath(search: ChangeLogSearch): string {
  if (search.by === 'email') return `change-logs/user/${encodeURIComponent(search.email)}`;
  const table = `change-logs/table/${encodeURIComponent(search.table)}`;
  return search.by === 'object' ? `${table}/obj/${encodeURIComponent(search.objId)}` : table;
}

const KIND_COLORS: Record<FieldChangeKind, string | undefined> = {
  added: '#f6ffed',
  removed: '#fff1f0',
  changed: '#fffbe6',
  unchanged: undefined,
};
const KIND_TAGS: Record<FieldChangeKind, string> = {
  added: 'green',
  removed: 'red',
  changed: 'gold',
  unchanged: 'default',
};

export function ChangeDiff({ item }: { item: ChangeLogItem }) {
  const { t } = useTranslation();
  const changes = diffObjects(item.before, item.after);
  if (changes.length === 0)
    return <Typography.Text type="secondary">{t('changeLog.noFields')}</Typography.Text>;
  return (
    <table
      className="change-diff"
      data-testid={`change-diff-${item.id}`}
      style={{ width: '100%', borderCollapse: 'collapse' }}
    >
      <caption style={{ textAlign: 'start' }}>
        {t('changeLog.diffCaption', { table: item.table, objId: item.objId })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('changeLog.field')}</th>
          <th scope="col">{t('changeLog.change')}</th>
          <th scope="col">{t('changeLog.before')}</th>
          <th scope="col">{t('changeLog.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} data-change={change.kind} style={{ background: KIND_COLORS[change.kind] }}>
            <th scope="row" style={{ textAlign: 'start', fontWeight: 500 }}>
              {change.field}
            </th>
            <td>
              <Tag color={KIND_TAGS[change.kind]}>{t(`changeLog.kind_${change.kind}`)}</Tag>
            </td>
            <td>
              {change.kind === 'added' ? (
                ''
              ) : change.kind === 'unchanged' ? (
                formatValue(change.before)
              ) : (
                <del>{formatValue(change.before)}</del>
              )}
            </td>
            <td>
              {change.kind === 'removed' ? (
                ''
              ) : change.kind === 'unchanged' ? (
                formatValue(change.after)
              ) : (
                <ins>{formatValue(change.after)}</ins>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChangeLogSearchView({ screen }: { screen: ChangeLogScreenName }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const tables: readonly string[] = CHANGE_LOG_SCREENS[screen].tables;
  const [by, setBy] = useState<ChangeLogSearch['by']>('table');
  const [table, setTable] = useState<string>(tables[0] ?? '');
  const [email, setEmail] = useState('');
  const [objId, setObjId] = useState('');
  const [search, setSearch] = useState<ChangeLogSearch>({ by: 'table', table: tables[0] ?? '' });
  const [offset, setOffset] = useState(0);

  const page = useQuery({
    queryKey: ['change-logs', changeLogPath(search), offset],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<ChangeLogPage>(changeLogPath(search), {
        signal,
        query: { limit: CHANGE_LOG_PAGE_SIZE, offset },
      }),
  });

  const ready =
    by === 'email' ? email.trim() !== '' : by === 'object' ? objId.trim() !== '' && !!table : !!table;
  function submit() {
    if (!ready) return;
    setOffset(0);
    setSearch(
      by === 'email'
        ? { by, email: email.trim() }
        : by === 'object'
          ? { by, table, objId: objId.trim() }
          : { by, table },
    );
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
            onChange={(e) => setBy(e.target.value)}
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
                onChange={setTable}
                options={tables.map((name) => ({ value: name, label: name }))}
              />
            </Space>
          )}
          {by === 'object' && (
            <Space direction="vertical" size={2}>
              <label htmlFor="change-log-obj-id">{t('changeLog.objId')}</label>
              <Input id="change-log-obj-id" value={objId} onChange={(e) => setObjId(e.target.value)} />
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
                onChange={(e) => setEmail(e.target.value)}
              />
            </Space>
          )}
          <Button type="primary" htmlType="submit" disabled={!ready}>
            {t('changeLog.search')}
          </Button>
        </Space>
      </form>
      {page.isError ? (
        <Result
          status="error"
          title={t('common.loadFailed')}
          extra={<Button onClick={() => void page.refetch()}>{t('common.retry')}</Button>}
        />
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
          pagination={{
            current: Math.floor(offset / CHANGE_LOG_PAGE_SIZE) + 1,
            pageSize: CHANGE_LOG_PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => setOffset((p - 1) * CHANGE_LOG_PAGE_SIZE),
          }}
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

export default function ChangeLogScreen() {
  const { t } = useTranslation();
  const { table = '' } = useParams();
  if (!(table in CHANGE_LOG_SCREENS)) return <NotFoundPage />;
  const screen = table as ChangeLogScreenName;
  return (
    <Card>
      <Typography.Title level={3}>
        {t('menu.changeLog')} — {t(CHANGE_LOG_SCREENS[screen].title)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('changeLog.intro')}</Typography.Paragraph>
      {/* A new sub-screen starts a new search. */}
      <ChangeLogSearchView key={screen} screen={screen} />
    </Card>
  );
}

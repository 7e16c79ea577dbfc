// The Workplace's "Your recent changes" (decision 0097): what the signed-in admin changed last, newest
// first, so an operator picks up where they left off.
import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUnixSeconds } from '../forms/time.ts';
import { useRecentChanges } from './use-recent-changes.ts';

export function RecentChanges() {
  const { t } = useTranslation();
  const changes = useRecentChanges();
  return (
    <Card title={t('workplace.recentChanges')} data-testid="workplace-recent-changes">
      {changes.isError ? (
        <Typography.Text type="danger">{t('workplace.recentChangesFailed')}</Typography.Text>
      ) : (
        <List
          size="small"
          loading={changes.isLoading}
          dataSource={changes.data ?? []}
          locale={{ emptyText: t('workplace.noRecentChanges') }}
          renderItem={(item) => (
            <List.Item>
              <Typography.Text>
                {formatUnixSeconds(item.at)} · {item.action} {item.table} #{item.objId}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

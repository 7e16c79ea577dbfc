// /change-log/{CSJobConfig|CSCacheConfig|CSFunctionConfig|CSEvent} (admin spec §2, §3 Change-log search,
// §7 Change log): who changed what, searched by email, table or object id (one query at a time, as the
// API allows), 30 per page, each entry's before/after as a field-by-field diff.
import { Card, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../access/BlockingPages.tsx';
import { ChangeLogSearch } from './ChangeLogSearch.tsx';
import { CHANGE_LOG_SCREENS, type ChangeLogScreenName } from './change-log-screens.ts';

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
      <ChangeLogSearch key={screen} screen={screen} />
    </Card>
  );
}

// /change-log/{table}: one of the four change-log tables of the spec, else not found.
import { useParams } from 'react-router';
import { NotFoundPage } from '../access/BlockingPages.tsx';
import PlannedScreen from './PlannedScreen.tsx';

export const CHANGE_LOG_TABLES = {
  CSJobConfig: 'menu.changeLogJob',
  CSCacheConfig: 'menu.changeLogCache',
  CSFunctionConfig: 'menu.changeLogFunction',
  CSEvent: 'menu.changeLogEvent',
} as const;

export default function ChangeLogScreen() {
  const { table = '' } = useParams();
  if (!(table in CHANGE_LOG_TABLES)) return <NotFoundPage />;
  return <PlannedScreen title="menu.changeLog" description="planned.changeLog" vars={{ table }} />;
}

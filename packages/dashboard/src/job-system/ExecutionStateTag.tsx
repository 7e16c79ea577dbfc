// An execution state (admin spec §4: in progress, succeeded, failed, async, unaware, unknown) as a tag:
// its name in words and an icon, so the state never rests on colour alone.
import { Tag } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  QuestionCircleOutlined,
  SyncOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ExecutionState } from '@eventory/domain/jobs';
import './messages.ts';

const LOOK: Record<ExecutionState, { color: string; icon: React.ReactNode; key: string }> = {
  'in progress': { color: 'processing', icon: <SyncOutlined spin />, key: 'stateInProgress' },
  succeeded: { color: 'success', icon: <CheckCircleOutlined />, key: 'stateSucceeded' },
  failed: { color: 'error', icon: <CloseCircleOutlined />, key: 'stateFailed' },
  async: { color: 'default', icon: <ClockCircleOutlined />, key: 'stateAsync' },
  unaware: { color: 'warning', icon: <WarningOutlined />, key: 'stateUnaware' },
  unknown: { color: 'default', icon: <QuestionCircleOutlined />, key: 'stateUnknown' },
};

export function ExecutionStateTag({ state }: { state: ExecutionState }) {
  const { t } = useTranslation();
  const look = LOOK[state] ?? LOOK.unknown;
  return (
    <Tag color={look.color} icon={look.icon} data-state={state}>
      {t(`job-system.${look.key}`)}
    </Tag>
  );
}

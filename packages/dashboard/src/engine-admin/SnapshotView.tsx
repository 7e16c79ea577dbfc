// The records of one record snapshot (admin spec §7).
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../lists/Loaded.tsx';
import { type ContainerRecord } from './engine-api.ts';
import { useSnapshot } from './use-snapshot.ts';
import './messages.ts';

export function SnapshotView({ containerId, snapshotId }: { containerId: number; snapshotId: number }) {
  const { t } = useTranslation();
  const snapshot = useSnapshot(containerId, snapshotId);
  return (
    <Loaded query={snapshot}>
      <Table<ContainerRecord>
        rowKey="key"
        size="small"
        data-testid="snapshot-records"
        dataSource={snapshot.data?.records ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('engine-admin.recordsEmpty') }}
        columns={[
          { title: t('engine-admin.key'), dataIndex: 'key' },
          { title: t('engine-admin.score'), dataIndex: 'score' },
        ]}
      />
    </Loaded>
  );
}

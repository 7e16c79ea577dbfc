// /permanent-leaderboard: the area the four Permanent roles act in (admin spec §6): permanent campaigns and
// their leaderboards; rename (level-10 Permanent roles) and replay (the replay roles), as the server allows.
import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, Popconfirm, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@eventory/domain/campaign';
import { Loaded } from '../lists/Loaded.tsx';
import { useServices } from '../services/use-services.ts';
import { useCanActPermanent } from './use-can-act-permanent.ts';
import { PERMANENT_KEY, usePermanentCampaigns } from './use-permanent-campaigns.ts';
import './messages.ts';

type Board = Leaderboard & { containerID?: number };

export default function PermanentArea() {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const client = useQueryClient();
  const campaigns = usePermanentCampaigns();
  const can = useCanActPermanent();
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);

  async function rename() {
    if (!renaming) return;
    if (renaming.name.trim() === '') {
      toasts.add({ type: 'error', message: t('permanent.nameRequired') });
      return;
    }
    try {
      await api.patch(`permanent/leaderboards/${renaming.id}`, { groupName: renaming.name.trim() });
      toasts.add({ type: 'success', message: t('permanent.saved', { name: renaming.name.trim() }) });
      setRenaming(null);
      await client.invalidateQueries({ queryKey: PERMANENT_KEY });
    } catch {
      // The API client has shown the error.
    }
  }
  async function replay(board: Board) {
    try {
      await api.post(`permanent/containers/${board.containerID}/replay`);
      toasts.add({ type: 'info', message: t('permanent.replayStarted', { name: board.groupName }) });
    } catch {
      // The API client has shown the error.
    }
  }

  return (
    <>
      <Typography.Title level={2}>{t('menu.permanent')}</Typography.Title>
      <Typography.Paragraph>{t('permanent.intro')}</Typography.Paragraph>
      {!can.edit && !can.replay && (
        <Alert type="info" showIcon title={t('permanent.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <Loaded query={campaigns}>
        {(items) =>
          items.length === 0 ? (
            <Empty description={t('permanent.noCampaigns')} />
          ) : (
            items.map(({ campaign, leaderboards }) => (
              <Card
                key={campaign.ID}
                title={`${campaign.name} (${campaign.codeName})`}
                style={{ marginBottom: 16 }}
              >
                <Table<Board>
                  rowKey="ID"
                  size="small"
                  pagination={false}
                  dataSource={leaderboards as Board[]}
                  columns={[
                    {
                      title: t('permanent.groupName'),
                      render: (_, b) =>
                        renaming?.id === b.ID ? (
                          <Space>
                            <Input
                              aria-label={t('permanent.groupName')}
                              value={renaming.name}
                              onChange={(e) => setRenaming({ id: b.ID, name: e.target.value })}
                              onPressEnter={() => void rename()}
                            />
                            <Button
                              type="primary"
                              size="small"
                              disabled={renaming.name.trim() === b.groupName}
                              onClick={() => void rename()}
                            >
                              {t('permanent.save')}
                            </Button>
                            <Button size="small" onClick={() => setRenaming(null)}>
                              {t('permanent.cancel')}
                            </Button>
                          </Space>
                        ) : (
                          b.groupName
                        ),
                    },
                    {
                      title: t('permanent.endTime'),
                      render: (_, b) => dayjs.unix(b.endTime).format('YYYY-MM-DD HH:mm'),
                    },
                    { title: t('permanent.container'), render: (_, b) => b.containerID ?? '' },
                    {
                      key: 'actions',
                      render: (_, b) => (
                        <Space wrap>
                          {can.edit && renaming?.id !== b.ID && (
                            <Button size="small" onClick={() => setRenaming({ id: b.ID, name: b.groupName })}>
                              {t('permanent.rename')}
                            </Button>
                          )}
                          {can.replay && b.containerID !== undefined && (
                            <Popconfirm
                              title={t('permanent.replayConfirm', { name: b.groupName })}
                              okText={t('permanent.replay')}
                              cancelText={t('permanent.cancel')}
                              onConfirm={() => replay(b)}
                            >
                              <Button size="small">{t('permanent.replay')}</Button>
                            </Popconfirm>
                          )}
                        </Space>
                      ),
                    },
                  ]}
                />
              </Card>
            ))
          )
        }
      </Loaded>
    </>
  );
}

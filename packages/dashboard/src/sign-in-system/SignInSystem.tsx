// /sign-in-system (decision 0055): who is signed in, the sessions and temporary tokens issued, and
// their revocation (one, or every one of a user).
import { useState } from 'react';
import { Button, Input, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IssuedSession } from '@eventory/domain/sign-in-system';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { useServices } from '../services/use-services.ts';
import { ISSUED_SESSIONS_KEY, useIssuedSessions } from './use-issued-sessions.ts';
import './messages.ts';

const when = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD HH:mm:ss');

export default function SignInSystem() {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const client = useQueryClient();
  const canWrite = useCanWrite('tempAuth');
  const [showEnded, setShowEnded] = useState(false);
  const [email, setEmail] = useState('');
  const sessions = useIssuedSessions({ showEnded, email });
  const refresh = () => client.invalidateQueries({ queryKey: ISSUED_SESSIONS_KEY });
  const kindOf = (s: IssuedSession) =>
    s.kind === 'temp' ? t('sign-in-system.kindTemp') : t('sign-in-system.kindSession');

  async function revoke(s: IssuedSession) {
    try {
      await api.post(`sign-in-system/sessions/${s.id}/revoke`);
      toasts.add({ type: 'success', message: t('sign-in-system.revoked') });
      await refresh();
    } catch {
      // The API client has shown the error.
    }
  }
  async function revokeUser(user: string) {
    try {
      const { items } = await api.post<{ items: IssuedSession[] }>('sign-in-system/revoke-user', {
        email: user,
      });
      toasts.add({
        type: 'success',
        message: t('sign-in-system.revokedUser', { count: items.length, email: user }),
      });
      await refresh();
    } catch {
      // The API client has shown the error.
    }
  }

  return (
    <>
      <Typography.Title level={2}>{t('menu.signInSystem')}</Typography.Title>
      <Typography.Paragraph>{t('sign-in-system.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('sign-in-system.filterEmail')}
          placeholder={t('sign-in-system.filterEmail')}
          allowClear
          onSearch={setEmail}
          style={{ width: 280 }}
        />
        <Space>
          <Switch checked={showEnded} onChange={setShowEnded} aria-label={t('sign-in-system.showEnded')} />
          {t('sign-in-system.showEnded')}
        </Space>
      </Space>
      <Loaded query={sessions}>
        {(items) => (
          <Table<IssuedSession>
            rowKey="id"
            size="small"
            dataSource={items}
            pagination={{ pageSize: 50 }}
            locale={{ emptyText: t('sign-in-system.noSessions') }}
            columns={[
              { title: t('sign-in-system.email'), dataIndex: 'email' },
              { title: t('sign-in-system.kind'), render: (_, s) => kindOf(s) },
              { title: t('sign-in-system.method'), dataIndex: 'method' },
              {
                title: t('sign-in-system.roles'),
                render: (_, s) => s.roles.map((r) => <Tag key={r}>{r}</Tag>),
              },
              { title: t('sign-in-system.issued'), render: (_, s) => when(s.issueTime) },
              { title: t('sign-in-system.expires'), render: (_, s) => when(s.expireTime) },
              {
                title: t('sign-in-system.state'),
                render: (_, s) =>
                  s.active ? (
                    <Tag color="success">{t('sign-in-system.active')}</Tag>
                  ) : s.revokedBy ? (
                    <Tag color="error">{t('sign-in-system.revokedBy', { email: s.revokedBy })}</Tag>
                  ) : (
                    <Tag>{t('sign-in-system.expired')}</Tag>
                  ),
              },
              ...(canWrite
                ? [
                    {
                      key: 'actions',
                      render: (_: unknown, s: IssuedSession) =>
                        s.active && (
                          <Space wrap>
                            <Popconfirm
                              title={t('sign-in-system.revokeConfirm', { kind: kindOf(s), email: s.email })}
                              okText={t('sign-in-system.revoke')}
                              cancelText={t('sign-in-system.cancel')}
                              onConfirm={() => revoke(s)}
                            >
                              <Button size="small" danger>
                                {t('sign-in-system.revoke')}
                              </Button>
                            </Popconfirm>
                            <Popconfirm
                              title={t('sign-in-system.revokeUserConfirm', { email: s.email })}
                              okText={t('sign-in-system.revokeUser')}
                              cancelText={t('sign-in-system.cancel')}
                              onConfirm={() => revokeUser(s.email)}
                            >
                              <Button size="small">{t('sign-in-system.revokeUser')}</Button>
                            </Popconfirm>
                          </Space>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Loaded>
    </>
  );
}

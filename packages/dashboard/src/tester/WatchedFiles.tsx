// /tester/watched-files (issue 15 §6; decisions/0070): JSON files in storage the pages read, kept on the
// server and read by it every 60 s; each with its data, when it last changed, and the last read's error.
import { useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storagePathProblem } from '@eventory/domain/storage';
import type { WatchedFile } from '@eventory/domain/watched-files';
import { Loaded } from '../lists/Loaded.tsx';
import { useServices } from '../services/use-services.ts';
import { WATCHED_FILES_KEY, useWatchedFiles } from './use-watched-files.ts';
import './messages.ts';

const isJsonPath = (value: string) =>
  storagePathProblem(value) === undefined && value.toLowerCase().endsWith('.json');
const PREVIEW_CHARS = 20_000;
const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

export default function WatchedFiles() {
  const { t } = useTranslation();
  const { api } = useServices();
  const client = useQueryClient();
  const files = useWatchedFiles();
  const [form] = Form.useForm<{ path: string }>();
  const [busy, setBusy] = useState(false);

  async function watch(path: string) {
    setBusy(true);
    try {
      await api.post<WatchedFile>('tester/watched-files', { path });
      form.resetFields();
      await client.invalidateQueries({ queryKey: WATCHED_FILES_KEY });
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }
  async function unwatch(file: WatchedFile) {
    try {
      await api.delete(`tester/watched-files/${file.id}`);
      await client.invalidateQueries({ queryKey: WATCHED_FILES_KEY });
    } catch {
      // The API client has shown the error.
    }
  }

  return (
    <>
      <Typography.Title level={2}>{t('menu.testerWatchedFiles')}</Typography.Title>
      <Typography.Paragraph>{t('tester-tools.watchedIntro')}</Typography.Paragraph>
      <Form form={form} layout="inline" name="watchFile" onFinish={({ path }) => void watch(path.trim())}>
        <Form.Item
          label={t('tester-tools.path')}
          name="path"
          rules={[
            {
              validator: (_, v: string) =>
                isJsonPath(String(v ?? '').trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('tester-tools.pathInvalid'))),
            },
          ]}
        >
          <Input
            style={{ width: 420 }}
            autoComplete="off"
            dir="ltr"
            placeholder="campaign/demo/streamers.json"
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('tester-tools.watch')}
          </Button>
          <Button onClick={() => void files.refetch()} loading={files.isFetching && !files.isLoading}>
            {t('tester-tools.refresh')}
          </Button>
        </Space>
      </Form>
      <div style={{ marginTop: 16 }}>
        <Loaded query={files}>
          {(items: WatchedFile[]) =>
            items.length === 0 ? (
              <Empty description={t('tester-tools.noWatched')} />
            ) : (
              items.map((f) => (
                <Card
                  key={f.id}
                  size="small"
                  style={{ marginTop: 16 }}
                  title={<span dir="ltr">{f.path}</span>}
                  data-testid="watched-file"
                  extra={
                    <Button size="small" danger onClick={() => void unwatch(f)}>
                      {t('tester-tools.unwatch')}
                    </Button>
                  }
                >
                  <Space wrap>
                    <Typography.Text type="secondary">
                      {t('tester-tools.updatedAt')}:{' '}
                      {f.updatedAt != null ? time(f.updatedAt) : t('tester-tools.never')}
                    </Typography.Text>
                    {f.fetchedAt != null && (
                      <Typography.Text type="secondary">
                        {t('tester-tools.lastRead')}: {time(f.fetchedAt)}
                      </Typography.Text>
                    )}
                  </Space>
                  {f.error && (
                    <Alert
                      type="error"
                      showIcon
                      style={{ marginTop: 8 }}
                      title={t('tester-tools.readFailed', { reason: f.error })}
                    />
                  )}
                  {f.updatedAt != null && (
                    <pre dir="ltr" style={{ maxHeight: 320, overflow: 'auto', marginTop: 8 }}>
                      {JSON.stringify(f.data, null, 2).slice(0, PREVIEW_CHARS)}
                    </pre>
                  )}
                </Card>
              ))
            )
          }
        </Loaded>
      </div>
    </>
  );
}

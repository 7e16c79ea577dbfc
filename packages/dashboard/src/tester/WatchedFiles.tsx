// /tester/watched-files: JSON files the pages read (storage, a CDN), each with its data and when it was
// last fetched; fetched again every 60 s.
import { Alert, Button, Card, Empty, Form, Input, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useWatchedFiles } from './use-watched-files.ts';

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export default function WatchedFiles() {
  const { t } = useTranslation();
  const { files, watch, unwatch } = useWatchedFiles();
  const [form] = Form.useForm<{ url: string }>();

  return (
    <>
      <Typography.Title level={2}>{t('menu.testerWatchedFiles')}</Typography.Title>
      <Typography.Paragraph>{t('tester-tools.watchedIntro')}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        name="watchFile"
        onFinish={({ url }) => {
          watch(url.trim());
          form.resetFields();
        }}
      >
        <Form.Item
          label={t('tester-tools.url')}
          name="url"
          rules={[
            {
              validator: (_, v: string) =>
                isHttpUrl(String(v ?? '').trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('tester-tools.urlInvalid'))),
            },
          ]}
        >
          <Input style={{ width: 420 }} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('tester-tools.watch')}
        </Button>
      </Form>
      {files.length === 0 && <Empty style={{ marginTop: 24 }} description={t('tester-tools.noWatched')} />}
      {files.map((f) => (
        <Card
          key={f.url}
          size="small"
          style={{ marginTop: 16 }}
          title={<span dir="ltr">{f.url}</span>}
          data-testid="watched-file"
          extra={
            <Space>
              <Button size="small" onClick={() => void f.refetch()}>
                {t('tester-tools.refresh')}
              </Button>
              <Button size="small" danger onClick={() => unwatch(f.url)}>
                {t('tester-tools.unwatch')}
              </Button>
            </Space>
          }
        >
          <Typography.Text type="secondary">
            {t('tester-tools.updatedAt')}:{' '}
            {f.updatedAt > 0 ? dayjs(f.updatedAt).format('YYYY-MM-DD HH:mm:ss') : t('tester-tools.never')}
          </Typography.Text>
          {f.isLoading && <Spin style={{ display: 'block', marginTop: 8 }} />}
          {f.error && (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 8 }}
              title={t('tester-tools.fetchFailed', { reason: f.error })}
            />
          )}
          {f.data !== undefined && (
            <pre dir="ltr" style={{ maxHeight: 320, overflow: 'auto', marginTop: 8 }}>
              {JSON.stringify(f.data, null, 2).slice(0, 20_000)}
            </pre>
          )}
        </Card>
      ))}
    </>
  );
}

// Temp Auth: a short-lived admin token (POST auth/generate-temp-token) for tools acting for the user.
import { useState } from 'react';
import { Button, Card, Descriptions, Form, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import { copyText } from '../notifications/clipboard.ts';
import { formatUnixSeconds } from '../forms/time.ts';

export default function TempAuth() {
  const { t } = useTranslation();
  const services = useServices();
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<{ token: string; exp: number } | null>(null);

  async function generate({ ttlSeconds }: { ttlSeconds: number | null }) {
    setBusy(true);
    try {
      setIssued(
        await services.api.post<{ token: string; exp: number }>('auth/generate-temp-token', {
          ttlSeconds: ttlSeconds ?? undefined,
        }),
      );
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Typography.Title level={2}>{t('menu.tempAuth')}</Typography.Title>
      <Typography.Paragraph>{t('tempAuth.intro')}</Typography.Paragraph>
      <Card>
        <Form name="tempAuth" layout="inline" initialValues={{ ttlSeconds: 600 }} onFinish={generate}>
          <Form.Item label={t('tempAuth.ttl')} name="ttlSeconds">
            <InputNumber min={1} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('tempAuth.generate')}
          </Button>
        </Form>
        {issued && (
          <Descriptions bordered size="small" column={1} style={{ marginTop: 16 }}>
            <Descriptions.Item label={t('tempAuth.token')}>
              <Space wrap>
                <Typography.Text code style={{ wordBreak: 'break-all' }}>
                  {issued.token}
                </Typography.Text>
                <Button size="small" onClick={() => void copyText(issued.token, services)}>
                  {t('clipboard.copy')}
                </Button>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('tempAuth.expires')}>
              {formatUnixSeconds(issued.exp)}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </>
  );
}

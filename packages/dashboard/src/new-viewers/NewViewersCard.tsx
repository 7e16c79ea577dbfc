// A campaign's new-viewer rule and how many of its viewers are new (issue 17 §4 newUserLevel, decision
// 0095), on the campaign screen for holders of `newUserLevel`; saving needs it with write access.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NEW_VIEWER_BASES, NEW_VIEWER_MAX, type NewViewerBasis } from '@eventory/domain/new-viewers';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { useServices } from '../services/use-services.ts';
import { useNewViewerCount, useNewViewerSetting, useSetNewViewerRule } from './use-new-viewers.ts';
import './messages.ts';

export function NewViewersCard({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const setting = useNewViewerSetting(campaignId);
  const count = useNewViewerCount(campaignId);
  const save = useSetNewViewerRule(campaignId);
  const canWrite = useCanWrite('newUserLevel');
  const [basis, setBasis] = useState<NewViewerBasis>('accountAge');
  const [atMost, setAtMost] = useState<number | null>(7);
  const rule = setting.data?.rule;

  useEffect(() => {
    if (rule) {
      setBasis(rule.basis);
      setAtMost(rule.atMost);
    }
  }, [rule]);

  async function write(next: { basis: NewViewerBasis; atMost: number } | null) {
    try {
      await save.mutateAsync(next);
      toasts.add({ type: 'success', message: t(next ? 'new-viewers.saved' : 'new-viewers.cleared') });
    } catch {
      // The API client has shown the error.
    }
  }

  return (
    <Card title={t('new-viewers.title')} data-testid="new-viewers-card">
      <Typography.Paragraph type="secondary">{t('new-viewers.intro')}</Typography.Paragraph>
      {setting.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('new-viewers.loadFailed')}
          action={<Button onClick={() => void setting.refetch()}>{t('new-viewers.retry')}</Button>}
        />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {setting.isSuccess && !rule && <Typography.Text>{t('new-viewers.none')}</Typography.Text>}
          <Space wrap>
            <Select<NewViewerBasis>
              aria-label={t('new-viewers.basis')}
              value={basis}
              onChange={setBasis}
              disabled={!canWrite}
              style={{ minWidth: 200 }}
              options={NEW_VIEWER_BASES.map((b) => ({ value: b, label: t(`new-viewers.${b}`) }))}
            />
            <InputNumber
              aria-label={t('new-viewers.atMost')}
              addonBefore={t('new-viewers.atMost')}
              min={0}
              max={NEW_VIEWER_MAX[basis]}
              precision={0}
              value={atMost}
              onChange={setAtMost}
              disabled={!canWrite}
            />
            {canWrite && (
              <>
                <Button
                  type="primary"
                  loading={save.isPending}
                  disabled={atMost === null || (rule?.basis === basis && rule.atMost === atMost)}
                  onClick={() => atMost !== null && void write({ basis, atMost })}
                >
                  {t('new-viewers.save')}
                </Button>
                {rule && (
                  <Button onClick={() => void write(null)} disabled={save.isPending}>
                    {t('new-viewers.clear')}
                  </Button>
                )}
              </>
            )}
          </Space>
          {count.isError ? (
            <Typography.Text type="danger">{t('new-viewers.countFailed')}</Typography.Text>
          ) : (
            count.data && (
              <Typography.Text strong data-testid="new-viewers-count">
                {t('new-viewers.count', { viewers: count.data.viewers, newViewers: count.data.newViewers })}
              </Typography.Text>
            )
          )}
        </Space>
      )}
    </Card>
  );
}

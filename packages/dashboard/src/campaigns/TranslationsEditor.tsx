// A campaign's translations (admin spec §3 Translation, §7): one row per key, one value per locale.
// Saving drops empty values and keys left without values (§5); deleting a key asks first.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Input, Popconfirm, Result, Space, Spin, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@eventory/domain/locales';
import type { TranslationKey } from '@eventory/domain/translations';
import { useServices } from '../services/use-services.ts';
import { LOCALE_NAMES } from '../i18n/i18n.ts';
import { useCampaignTranslations } from './use-campaign-translations.ts';
import { emptyValues, rowsOf, saveBodyOf, type TranslationRow as Row } from './translation-rows.ts';
import { useSave } from '../forms/use-save.ts';

export function TranslationsEditor({ campaignId, disabled }: { campaignId: number; disabled: boolean }) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const translations = useCampaignTranslations(campaignId);
  const [rows, setRows] = useState<Row[]>([]);
  const [edited, setEdited] = useState(false);
  const [newKey, setNewKey] = useState('');
  const { busy, save: saving } = useSave();

  // A fresh answer replaces the rows unless the user has unsaved edits.
  useEffect(() => {
    if (translations.data && !edited) setRows(rowsOf(translations.data));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [translations.data]);

  const trimmedNewKey = newKey.trim();
  const keyTaken = rows.some((r) => r.key === trimmedNewKey);

  function addKey() {
    if (!trimmedNewKey || keyTaken) return;
    setRows([...rows, { key: trimmedNewKey, values: emptyValues(), stored: false }]);
    setNewKey('');
    setEdited(true);
  }

  function setValue(key: string, locale: Locale, value: string) {
    setRows(rows.map((r) => (r.key === key ? { ...r, values: { ...r.values, [locale]: value } } : r)));
    setEdited(true);
  }

  const reload = () => queryClient.invalidateQueries({ queryKey: ['campaign', campaignId, 'translations'] });

  async function remove(row: Row) {
    if (!row.stored) {
      setRows(rows.filter((r) => r.key !== row.key));
      return;
    }
    try {
      await api.delete(`campaigns/${campaignId}/translations/${encodeURIComponent(row.key)}`);
      setRows((current) => current.filter((r) => r.key !== row.key));
      toasts.add({
        type: 'success',
        message: t('notice.successTitle'),
        description: t('translation.deleted', { key: row.key }),
      });
      await reload();
    } catch {
      // The API client has shown the error.
    }
  }

  async function save() {
    await saving(async () => {
      await api.put(`campaigns/${campaignId}/translations`, saveBodyOf(rows));
      setEdited(false);
      const fresh = await api.get<TranslationKey[]>(`campaigns/${campaignId}/translations`);
      queryClient.setQueryData(['campaign', campaignId, 'translations'], fresh);
      setRows(rowsOf(fresh));
      return t('translation.saved');
    });
  }

  let body;
  if (translations.isLoading) body = <Spin />;
  else if (translations.isError)
    body = (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={<Button onClick={() => void translations.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else
    body = (
      <Table<Row>
        rowKey="key"
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t('translation.empty')} /> }}
        columns={[
          {
            title: t('translation.key'),
            dataIndex: 'key',
            render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
          },
          ...LOCALES.map((locale) => ({
            title: LOCALE_NAMES[locale],
            key: locale,
            render: (_: unknown, row: Row) => (
              <Input
                aria-label={t('translation.valueLabel', { key: row.key, locale: LOCALE_NAMES[locale] })}
                lang={locale.replace('_', '-')}
                dir={locale === 'ar' ? 'rtl' : undefined}
                disabled={disabled}
                value={row.values[locale]}
                onChange={(e) => setValue(row.key, locale, e.target.value)}
              />
            ),
          })),
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, row: Row) => (
              <Popconfirm
                title={t('translation.deleteConfirm', { key: row.key })}
                okText={t('common.yes')}
                cancelText={t('common.no')}
                disabled={disabled}
                onConfirm={() => remove(row)}
              >
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  disabled={disabled}
                  aria-label={t('translation.delete', { key: row.key })}
                />
              </Popconfirm>
            ),
          },
        ]}
      />
    );

  return (
    <Card title={t('translation.title')} data-testid="translations-editor">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('translation.hint')}</Typography.Text>
        <Space.Compact>
          <Input
            aria-label={t('translation.newKey')}
            placeholder={t('translation.newKey')}
            disabled={disabled}
            value={newKey}
            status={keyTaken ? 'error' : undefined}
            onChange={(e) => setNewKey(e.target.value)}
            onPressEnter={addKey}
          />
          <Button icon={<PlusOutlined />} disabled={disabled || !trimmedNewKey || keyTaken} onClick={addKey}>
            {t('translation.addKey')}
          </Button>
        </Space.Compact>
        {keyTaken && <Alert type="warning" showIcon title={t('translation.keyExists')} />}
        {body}
        <Button type="primary" loading={busy} disabled={disabled || !edited} onClick={() => void save()}>
          {t('translation.save')}
        </Button>
      </Space>
    </Card>
  );
}

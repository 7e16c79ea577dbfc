// The value of one cache (admin API GET/PUT cache-system/caches/{id}): a CodeMirror 6 editor in the
// cache's content type, checked as the server checks it (domain cacheValueProblem), saved with PUT
// {value}, cleared with an empty PUT; beside it, the value as event pages read it.
import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Popconfirm, Result, Space, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import CodeMirror from '@uiw/react-codemirror';
import { json } from '@codemirror/lang-json';
import dayjs from 'dayjs';
import { cacheValueProblem, type CacheConfig, type CacheValue } from '@eventory/domain/cache-system';
import { useServices } from '../services/use-services.ts';
import { CACHE_KEY, useCacheValue } from './use-cache-configs.ts';
import './messages.ts';

function ValueForm({ config, current }: { config: CacheConfig; current: CacheValue }) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const [text, setText] = useState(current.raw ?? '');
  const [busy, setBusy] = useState(false);
  const problem = text === '' ? undefined : cacheValueProblem(text, config.contentType);
  const extensions = useMemo(
    () => (config.contentType === 'application/json' ? [json()] : []),
    [config.contentType],
  );

  async function write(body: { value: string } | undefined, done: string) {
    setBusy(true);
    try {
      const answer = await api.put<CacheValue>(`cache-system/caches/${config.id}`, body);
      queryClient.setQueryData([...CACHE_KEY, 'value', config.id], answer);
      setText(answer.raw ?? '');
      toasts.add({ type: 'success', message: t('notice.successTitle'), description: done });
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {current.raw === null ? (
        <Alert type="info" showIcon message={t('cache.valueEmpty')} />
      ) : (
        <Typography.Text type="secondary">
          {t('cache.valueUpdated', {
            time: dayjs.unix(current.updatedAt ?? 0).format('YYYY-MM-DD HH:mm:ss'),
          })}
        </Typography.Text>
      )}
      <div data-testid="cache-value-editor" aria-label={t('cache.value')}>
        <CodeMirror
          value={text}
          height="320px"
          extensions={extensions}
          onChange={setText}
          basicSetup={{ lineNumbers: true }}
        />
      </div>
      {problem && <Alert type="error" showIcon role="alert" message={t('cache.invalid', { problem })} />}
      <Space>
        <Button
          type="primary"
          loading={busy}
          disabled={problem !== undefined || text === (current.raw ?? '')}
          onClick={() => void write({ value: text }, t('cache.valueSaved', { name: config.name }))}
        >
          {t('cache.saveValue')}
        </Button>
        <Popconfirm
          title={t('cache.clearConfirm', { name: config.name })}
          okText={t('common.yes')}
          cancelText={t('common.cancel')}
          onConfirm={() => write(undefined, t('cache.valueCleared', { name: config.name }))}
        >
          <Button danger disabled={busy || current.raw === null}>
            {t('cache.clearValue')}
          </Button>
        </Popconfirm>
      </Space>
      {current.raw !== null && (
        <>
          <Typography.Text strong>{t('cache.shown')}</Typography.Text>
          <pre data-testid="cache-value-shown" style={{ maxHeight: 200, overflow: 'auto' }}>
            {JSON.stringify(current.value, null, 2)}
          </pre>
        </>
      )}
    </Space>
  );
}

export function CacheValueEditor({ config, onClose }: { config: CacheConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const value = useCacheValue(config.id);
  return (
    <Drawer open width={720} title={t('cache.valueTitle', { name: config.name })} onClose={onClose}>
      {value.isError ? (
        <Result
          status="error"
          title={t('common.loadFailed')}
          extra={<Button onClick={() => void value.refetch()}>{t('common.retry')}</Button>}
        />
      ) : value.data ? (
        <ValueForm key={value.data.updatedAt ?? 'empty'} config={config} current={value.data} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

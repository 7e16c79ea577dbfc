// Cache system (admin spec §2 /cache-system, §7 Cache system): the cache configs, their settings and
// each one's value. Writes are offered only to users who may write.
import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { CacheConfig } from '@eventory/domain/cache-system';
import { useServices } from '../services/use-services.ts';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { useSave } from '../forms/use-save.ts';
import { ToolListScreen } from '../lists/ToolListScreen.tsx';
import { CACHE_KEY, useCacheConfigs } from './use-cache-configs.ts';
import { CacheConfigDialog } from './CacheConfigDialog.tsx';
import { CacheValueEditor } from './CacheValueEditor.tsx';
import './messages.ts';

export default function CacheScreen() {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { save } = useSave();
  const canWrite = useCanWrite('cacheSystem');
  const configs = useCacheConfigs();
  const [editing, setEditing] = useState<CacheConfig | 'new' | null>(null);
  const [valueOf, setValueOf] = useState<CacheConfig | null>(null);

  const done = (description: string) =>
    save(async () => {
      await queryClient.invalidateQueries({ queryKey: CACHE_KEY });
      return description;
    });

  const remove = (config: CacheConfig) =>
    save(async () => {
      await api.delete(`cache-system/cache-configs/${config.id}`);
      await queryClient.invalidateQueries({ queryKey: CACHE_KEY });
      return t('cache.deleted', { name: config.name });
    });

  return (
    <ToolListScreen<CacheConfig>
      title={t('menu.cache')}
      intro={t('cache.intro')}
      canWrite={canWrite}
      newLabel={t('cache.newCache')}
      onNew={() => setEditing('new')}
      list={configs}
      testId="cache-list"
      emptyText={t('cache.empty')}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: t('cache.name'), dataIndex: 'name' },
        { title: t('cache.contentType'), dataIndex: 'contentType' },
        { title: t('cache.ttlSeconds'), dataIndex: ['options', 'ttlSeconds'] },
        { title: t('cache.description'), dataIndex: ['options', 'description'] },
        {
          title: t('cache.updated'),
          dataIndex: 'updateTime',
          render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss'),
        },
        {
          title: t('common.actions'),
          key: 'actions',
          render: (_, config) => (
            <Space>
              <Button
                size="small"
                aria-label={`${t('cache.value')} ${config.name}`}
                onClick={() => setValueOf(config)}
              >
                {t('cache.value')}
              </Button>
              {canWrite && (
                <>
                  <Button
                    size="small"
                    aria-label={`${t('cache.editConfig')} ${config.name}`}
                    onClick={() => setEditing(config)}
                  >
                    {t('cache.editConfig')}
                  </Button>
                  <Popconfirm
                    title={t('cache.deleteConfirm', { name: config.name })}
                    okText={t('common.yes')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove(config)}
                  >
                    <Button size="small" danger aria-label={`${t('cache.delete')} ${config.name}`}>
                      {t('cache.delete')}
                    </Button>
                  </Popconfirm>
                </>
              )}
            </Space>
          ),
        },
      ]}
    >
      {editing && (
        <CacheConfigDialog
          config={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void done(
              editing === 'new'
                ? t('cache.created', { name: saved.name })
                : t('cache.saved', { name: saved.name }),
            );
          }}
        />
      )}
      {valueOf && <CacheValueEditor config={valueOf} onClose={() => setValueOf(null)} />}
    </ToolListScreen>
  );
}

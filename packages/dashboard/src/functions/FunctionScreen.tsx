// Function system (admin spec §2 /function-system, §7 Function system): functions (a script in storage
// with default arguments), their settings and a run that shows stdout and stderr.
import { useState } from 'react';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { FunctionConfig } from '@eventory/domain/functions';
import { useServices } from '../services/use-services.ts';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { useSave } from '../forms/use-save.ts';
import { ToolListScreen } from '../lists/ToolListScreen.tsx';
import { FUNCTIONS_KEY, useFunctions } from './use-functions.ts';
import { FunctionDialog } from './FunctionDialog.tsx';
import { RunDialog } from './RunDialog.tsx';
import './messages.ts';

export default function FunctionScreen() {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { save } = useSave();
  const canWrite = useCanWrite('functionSystem');
  const functions = useFunctions();
  const [editing, setEditing] = useState<FunctionConfig | 'new' | null>(null);
  const [running, setRunning] = useState<FunctionConfig | null>(null);

  const done = (description: string) =>
    save(async () => {
      await queryClient.invalidateQueries({ queryKey: FUNCTIONS_KEY });
      return description;
    });

  const remove = (fn: FunctionConfig) =>
    save(async () => {
      await api.delete(`function/${fn.id}`);
      await queryClient.invalidateQueries({ queryKey: FUNCTIONS_KEY });
      return t('functions.deleted', { id: fn.id });
    });

  return (
    <ToolListScreen<FunctionConfig>
      title={t('menu.function')}
      intro={t('functions.intro')}
      canWrite={canWrite}
      newLabel={t('functions.newFunction')}
      onNew={() => setEditing('new')}
      list={functions}
      testId="function-list"
      emptyText={t('functions.empty')}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: t('functions.filepath'), dataIndex: 'filepath' },
        {
          title: t('functions.args'),
          dataIndex: 'args',
          render: (args: string[]) => args.map((arg, i) => <Tag key={i}>{arg}</Tag>),
        },
        { title: t('functions.description'), dataIndex: 'description' },
        {
          title: t('functions.updated'),
          dataIndex: 'updateTime',
          render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss'),
        },
        ...(canWrite
          ? [
              {
                title: t('common.actions'),
                key: 'actions',
                render: (_: unknown, fn: FunctionConfig) => (
                  <Space>
                    <Button
                      size="small"
                      type="primary"
                      aria-label={`${t('functions.run')} ${fn.id}`}
                      onClick={() => setRunning(fn)}
                    >
                      {t('functions.run')}
                    </Button>
                    <Button
                      size="small"
                      aria-label={`${t('functions.edit')} ${fn.id}`}
                      onClick={() => setEditing(fn)}
                    >
                      {t('functions.edit')}
                    </Button>
                    <Popconfirm
                      title={t('functions.deleteConfirm', { id: fn.id })}
                      okText={t('common.yes')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => remove(fn)}
                    >
                      <Button size="small" danger aria-label={`${t('functions.delete')} ${fn.id}`}>
                        {t('functions.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    >
      {editing && (
        <FunctionDialog
          fn={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void done(
              editing === 'new'
                ? t('functions.created', { id: saved.id })
                : t('functions.saved', { id: saved.id }),
            );
          }}
        />
      )}
      {running && <RunDialog fn={running} onClose={() => setRunning(null)} />}
    </ToolListScreen>
  );
}

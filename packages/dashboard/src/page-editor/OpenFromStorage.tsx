// "Open from storage" on a row of the project list (decision 0073): the campaign's page is saved from a
// template group folder of storage (templates/{name}/: blueprint.json, references.json, translations.json),
// then opens in the editor; a refusal names the missing or invalid file and lists its problems.
import { useState } from 'react';
import { Alert, Button, Input, Modal, Typography } from 'antd';
import { FolderOpenOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { useServices } from '../services/use-services.ts';
import { loadProjectFromStorage, saveProblems, type ProjectSummary } from './project-service.ts';
import { PROJECTS_KEY } from './use-projects.ts';
import styles from './page-editor.module.css';
import './messages.ts';

export function OpenFromStorage({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const canWrite = useCanWrite('layoutConfiguration');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [folder, setFolder] = useState('templates/');
  const load = useMutation({
    mutationFn: () => loadProjectFromStorage(api, project.codeName, folder.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
      setOpen(false);
      toasts.add({
        type: 'success',
        message: t('page-editor.loadedFromStorage', { codeName: project.codeName }),
      });
      void navigate(`/template?project=${project.id}`);
    },
  });
  const failure = load.isError ? saveProblems(load.error) : undefined;
  const inputId = `from-storage-${project.id}`;

  return (
    <>
      <Button
        size="small"
        icon={<FolderOpenOutlined />}
        disabled={!canWrite}
        title={canWrite ? undefined : t('page-editor.readOnly')}
        aria-label={t('page-editor.openFromStorageOf', { name: project.name })}
        onClick={() => {
          load.reset();
          setOpen(true);
        }}
      >
        {t('page-editor.openFromStorage')}
      </Button>
      <Modal
        open={open}
        title={t('page-editor.openFromStorageTitle', { name: project.name })}
        okText={t('page-editor.loadFolder')}
        cancelText={t('common.cancel')}
        confirmLoading={load.isPending}
        onOk={() => load.mutate()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('page-editor.openFromStorageIntro')}</Typography.Paragraph>
        <label htmlFor={inputId} className={styles.fieldLabel}>
          {t('page-editor.storageFolder')}
        </label>
        <Input
          id={inputId}
          value={folder}
          placeholder="templates/summer-kit/"
          onChange={(event) => setFolder(event.target.value)}
          onPressEnter={() => load.mutate()}
        />
        {failure && (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBlockStart: 12 }}
            message={t('page-editor.loadFailed', { reason: failure.message })}
            description={
              failure.problems.length > 0 ? (
                <ul className={styles.problemList}>
                  {failure.problems.map((p, i) => (
                    <li key={i}>
                      <code>{p.path || '/'}</code> {p.message}
                    </li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
      </Modal>
    </>
  );
}

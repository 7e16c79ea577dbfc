// An open project in the editor (issue 14 §2): the outline and the palette, the canvas in editor mode,
// the properties of the selected block and the runtime preview; the structural rules checked live;
// Publish saves through the service module.
import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Flex, Space, Switch, Typography } from 'antd';
import { ArrowLeftOutlined, CloudUploadOutlined, ExportOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@eventory/domain/locales';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { useServices } from '../services/use-services.ts';
import { blockPath } from './blueprint-tree.ts';
import { BlockPalette } from './BlockPalette.tsx';
import { dictionaryKeysOf } from './dictionary-edits.ts';
import { DictionaryEditor } from './DictionaryEditor.tsx';
import { EditorCanvas } from './EditorCanvas.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { OutlineTree } from './OutlineTree.tsx';
import { PagePreview } from './PagePreview.tsx';
import type { EditorProject } from './project-service.ts';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import { useEditorShortcuts } from './use-editor-shortcuts.ts';
import { useLeaveWarning } from './use-leave-warning.ts';
import { usePageEditor } from './use-page-editor.ts';
import { usePageProblems } from './use-page-problems.ts';
import { useProblemText } from './use-problem-text.ts';
import { usePublish } from './use-publish.ts';
import styles from './page-editor.module.css';
import './messages.ts';

export function PageEditor({ project }: { project: EditorProject }) {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const canPublish = useCanWrite('layoutConfiguration');
  const editor = usePageEditor(project.blueprint);
  const problemText = useProblemText();
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const [showPreview, setShowPreview] = useState(true);
  const [dictionaries, setDictionaries] = useState(project.dictionaries);
  const [saved, setSaved] = useState({
    tree: editor.tree,
    dictionaries: project.dictionaries,
    updateTime: project.updateTime,
  });
  const [localRefusal, setLocalRefusal] = useState(false);
  const { publish, publishing, failure, reset } = usePublish(project.codeName);

  const { problems, textsById: problemById } = usePageProblems(editor.tree);
  const dictionaryKeys = useMemo(() => dictionaryKeysOf(dictionaries), [dictionaries]);
  const dirty = saved.tree !== editor.tree || saved.dictionaries !== dictionaries;
  useLeaveWarning(dirty);
  const selectedId = editor.selectedId;
  const canEditSelected = selectedId !== undefined && selectedId !== editor.tree.id;

  const { undo, redo, paste, copy, duplicate } = editor;
  const shortcuts = useMemo(
    () => ({
      undo,
      redo,
      paste,
      copy: () => canEditSelected && selectedId && copy(selectedId),
      duplicate: () => canEditSelected && selectedId && duplicate(selectedId),
    }),
    [undo, redo, paste, copy, duplicate, canEditSelected, selectedId],
  );
  useEditorShortcuts(shortcuts);

  const onPublish = () => {
    reset();
    if (problems.length > 0) {
      setLocalRefusal(true);
      return;
    }
    setLocalRefusal(false);
    const tree = editor.tree;
    const texts = dictionaries;
    publish(
      { blueprint: tree, dictionaries: texts, references: project.references },
      {
        onSuccess: ({ updateTime }) => {
          setSaved({ tree, dictionaries: texts, updateTime });
          toasts.add({
            type: 'success',
            message: t('page-editor.published', { codeName: project.codeName }),
          });
        },
      },
    );
  };

  return (
    <div className={styles.editor} data-testid="page-editor">
      <Flex className={styles.header} gap={12} align="center" wrap>
        <Link to="/template" aria-label={t('page-editor.backToProjects')}>
          <ArrowLeftOutlined /> {t('page-editor.projects')}
        </Link>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {project.name} <Typography.Text type="secondary">{project.codeName}</Typography.Text>
        </Typography.Title>
        <EditorToolbar
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          canEditSelected={canEditSelected}
          canPaste={editor.clipboard !== undefined}
          onUndo={editor.undo}
          onRedo={editor.redo}
          onDuplicate={() => selectedId && editor.duplicate(selectedId)}
          onRemove={() => selectedId && editor.remove(selectedId)}
          onCopy={() => selectedId && editor.copy(selectedId)}
          onPaste={editor.paste}
        />
        <Badge count={problems.length} title={t('page-editor.problemCount', { count: problems.length })}>
          <Typography.Text type={problems.length ? 'danger' : 'success'} data-testid="problem-summary">
            {problems.length
              ? t('page-editor.problemCount', { count: problems.length })
              : t('page-editor.noProblems')}
          </Typography.Text>
        </Badge>
        <Space style={{ marginInlineStart: 'auto' }} wrap>
          <Typography.Text type="secondary" data-testid="save-state">
            {dirty
              ? t('page-editor.unsaved')
              : saved.updateTime
                ? t('page-editor.savedAt', { time: formatUnixSeconds(saved.updateTime) })
                : t('page-editor.neverPublished')}
          </Typography.Text>
          <Switch checked={showPreview} onChange={setShowPreview} aria-label={t('page-editor.showPreview')} />
          <span>{t('page-editor.showPreview')}</span>
          <a href={`/event/${encodeURIComponent(project.codeName)}`} target="_blank" rel="noreferrer">
            <ExportOutlined /> {t('page-editor.openPage')}
          </a>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            loading={publishing}
            disabled={!canPublish}
            title={canPublish ? undefined : t('page-editor.readOnly')}
            onClick={onPublish}
          >
            {t('page-editor.publish')}
          </Button>
        </Space>
      </Flex>

      {editor.refusal && (
        <Alert
          type="warning"
          showIcon
          closable
          role="alert"
          data-testid="refusal"
          message={t('page-editor.refused')}
          description={problemText(editor.refusal)}
          onClose={() => editor.refuse(undefined)}
        />
      )}
      {localRefusal && problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="publish-refused"
          message={t('page-editor.fixBeforePublish')}
          description={
            <ul className={styles.problemList}>
              {problems.map((p, i) => (
                <li key={`${p.id}-${i}`}>
                  <Button type="link" size="small" onClick={() => p.id && editor.select(p.id)}>
                    {blockPath(editor.tree, p.id ?? '') || p.type}
                  </Button>{' '}
                  {problemText(p)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="publish-failed"
          message={t('page-editor.publishFailed', { reason: failure.message })}
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
          action={
            <Button size="small" onClick={onPublish}>
              {t('common.retry')}
            </Button>
          }
        />
      )}

      <div className={`${styles.workspace} ${showPreview ? styles.withPreview : ''}`}>
        <aside className={styles.sidebar}>
          <BlockPalette onInsert={editor.insert} />
          <OutlineTree
            tree={editor.tree}
            selectedId={selectedId}
            problems={problemById}
            onSelect={editor.select}
            onMove={editor.move}
            onRefuse={editor.refuse}
            onRemove={editor.remove}
          />
        </aside>
        <EditorCanvas
          tree={editor.tree}
          pageType={project.pageType}
          locale={locale}
          dictionaries={dictionaries}
          selectedId={selectedId}
          onSelect={editor.select}
          onMove={editor.move}
          onRefuse={editor.refuse}
        />
        <aside className={styles.properties}>
          <PropertiesPanel node={editor.selected} dictionaryKeys={dictionaryKeys} onChange={editor.setProp} />
          <DictionaryEditor dictionaries={dictionaries} onChange={setDictionaries} />
        </aside>
        {showPreview && (
          <PagePreview
            tree={editor.tree}
            pageType={project.pageType}
            locale={locale}
            dictionaries={dictionaries}
            onLocaleChange={setLocale}
          />
        )}
      </div>
    </div>
  );
}

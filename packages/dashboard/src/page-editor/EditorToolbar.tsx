// The editor's commands as buttons (issue 14 §2), each with its shortcut in its title.
import { Button, Space, Tooltip } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  RedoOutlined,
  SnippetsOutlined,
  UndoOutlined,
  BlockOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './messages.ts';

export function EditorToolbar({
  canUndo,
  canRedo,
  canEditSelected,
  canPaste,
  onUndo,
  onRedo,
  onDuplicate,
  onRemove,
  onCopy,
  onPaste,
}: {
  canUndo: boolean;
  canRedo: boolean;
  /** A block other than the page itself is selected. */
  canEditSelected: boolean;
  canPaste: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onCopy: () => void;
  onPaste: () => void;
}) {
  const { t } = useTranslation();
  const tool = (
    label: string,
    shortcut: string,
    icon: React.ReactNode,
    enabled: boolean,
    onClick: () => void,
  ) => (
    <Tooltip title={`${label} (${shortcut})`}>
      <Button icon={icon} aria-label={label} disabled={!enabled} onClick={onClick} />
    </Tooltip>
  );
  return (
    <Space.Compact role="toolbar" aria-label={t('page-editor.tools')}>
      {tool(t('page-editor.undo'), 'Ctrl+Z', <UndoOutlined />, canUndo, onUndo)}
      {tool(t('page-editor.redo'), 'Ctrl+Shift+Z', <RedoOutlined />, canRedo, onRedo)}
      {tool(t('page-editor.duplicate'), 'Ctrl+D', <BlockOutlined />, canEditSelected, onDuplicate)}
      {tool(t('page-editor.copy'), 'Ctrl+C', <CopyOutlined />, canEditSelected, onCopy)}
      {tool(t('page-editor.paste'), 'Ctrl+V', <SnippetsOutlined />, canPaste, onPaste)}
      {tool(t('page-editor.remove'), 'Delete', <DeleteOutlined />, canEditSelected, onRemove)}
    </Space.Compact>
  );
}

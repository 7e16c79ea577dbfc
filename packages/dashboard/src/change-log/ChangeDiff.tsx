// One change-log entry's before/after, field by field (admin spec §7 Change log).
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChangeLogItem } from '@eventory/domain/change-log';
import { diffObjects, formatValue, type FieldChangeKind } from './diff.ts';

const KIND_COLORS: Record<FieldChangeKind, string | undefined> = {
  added: '#f6ffed',
  removed: '#fff1f0',
  changed: '#fffbe6',
  unchanged: undefined,
};
const KIND_TAGS: Record<FieldChangeKind, string> = {
  added: 'green',
  removed: 'red',
  changed: 'gold',
  unchanged: 'default',
};

export function ChangeDiff({ item }: { item: ChangeLogItem }) {
  const { t } = useTranslation();
  const changes = diffObjects(item.before, item.after);
  if (changes.length === 0)
    return <Typography.Text type="secondary">{t('changeLog.noFields')}</Typography.Text>;
  return (
    <table
      className="change-diff"
      data-testid={`change-diff-${item.id}`}
      style={{ width: '100%', borderCollapse: 'collapse' }}
    >
      <caption style={{ textAlign: 'start' }}>
        {t('changeLog.diffCaption', { table: item.table, objId: item.objId })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('changeLog.field')}</th>
          <th scope="col">{t('changeLog.change')}</th>
          <th scope="col">{t('changeLog.before')}</th>
          <th scope="col">{t('changeLog.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} data-change={change.kind} style={{ background: KIND_COLORS[change.kind] }}>
            <th scope="row" style={{ textAlign: 'start', fontWeight: 500 }}>
              {change.field}
            </th>
            <td>
              <Tag color={KIND_TAGS[change.kind]}>{t(`changeLog.kind_${change.kind}`)}</Tag>
            </td>
            <td>
              {change.kind === 'added' ? (
                ''
              ) : change.kind === 'unchanged' ? (
                formatValue(change.before)
              ) : (
                <del>{formatValue(change.before)}</del>
              )}
            </td>
            <td>
              {change.kind === 'removed' ? (
                ''
              ) : change.kind === 'unchanged' ? (
                formatValue(change.after)
              ) : (
                <ins>{formatValue(change.after)}</ins>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

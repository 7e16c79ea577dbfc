// The selected block's properties, generated from the fields its catalogue definition declares (issue 14
// §2); a prop left unset shows the block's default.
import { Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { defaultPropsOf, fieldsOf } from './catalogue-book.ts';
import { PropertyField } from './PropertyField.tsx';
import styles from './page-editor.module.css';
import './messages.ts';

export function PropertiesPanel({
  node,
  dictionaryKeys,
  onChange,
}: {
  node: BlueprintNode | undefined;
  dictionaryKeys: readonly string[];
  onChange: (id: string, key: string, value: unknown) => void;
}) {
  const { t } = useTranslation();
  if (!node?.id)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page-editor.selectBlock')} />;
  const id = node.id;
  const fields = fieldsOf(node.type);
  const defaults = defaultPropsOf(node.type);
  return (
    <section aria-label={t('page-editor.properties')} data-testid="properties-panel">
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {node.type}
        </Typography.Title>
        <Tag>{id}</Tag>
      </Flex>
      {fields.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('page-editor.noFields')}</Typography.Paragraph>
      ) : (
        fields.map(([name, field]) => {
          const inputId = `prop-${id}-${name}`;
          return (
            <div key={name} className={styles.field}>
              <label htmlFor={inputId} className={styles.fieldLabel}>
                {field.label} <span className={styles.propName}>{name}</span>
              </label>
              <PropertyField
                id={inputId}
                name={name}
                field={field}
                value={node.props?.[name] ?? defaults[name]}
                dictionaryKeys={dictionaryKeys}
                onChange={(value) => onChange(id, name, value)}
              />
            </div>
          );
        })
      )}
    </section>
  );
}

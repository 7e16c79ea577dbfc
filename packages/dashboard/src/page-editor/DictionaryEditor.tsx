// The page's texts (issue 14 §2 "with its dictionaries"; decision 0072): add and delete keys and write each
// key's text in the six languages (zh_TW the default, ar right to left). A text property reads a key by
// `{{key}}`, picked beside the property.
import { useState } from 'react';
import { Button, Collapse, Input, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, htmlLang, isRightToLeft, LOCALES } from '@eventory/domain/locales';
import { LOCALE_NAMES } from '../i18n/i18n.ts';
import {
  addDictionaryKey,
  dictionaryKeysOf,
  newKeyProblem,
  removeDictionaryKey,
  setDictionaryText,
} from './dictionary-edits.ts';
import type { Dictionaries } from './project-service.ts';
import styles from './page-editor.module.css';
import './messages.ts';

export function DictionaryEditor({
  dictionaries,
  onChange,
}: {
  dictionaries: Dictionaries;
  onChange: (next: Dictionaries) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof newKeyProblem>>();
  const keys = dictionaryKeysOf(dictionaries);

  const add = () => {
    const key = draft.trim();
    const refused = newKeyProblem(dictionaries, key);
    setProblem(refused);
    if (refused) return;
    onChange(addDictionaryKey(dictionaries, key));
    setDraft('');
  };

  return (
    <section aria-label={t('page-editor.dictionaries')} data-testid="dictionary-editor">
      <Typography.Title level={5}>{t('page-editor.dictionaries')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('page-editor.dictionariesIntro')}</Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t('page-editor.newKey')}
          placeholder={t('page-editor.newKey')}
          value={draft}
          status={problem ? 'error' : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={add}
        />
        <Button icon={<PlusOutlined />} onClick={add}>
          {t('page-editor.addKey')}
        </Button>
      </Space.Compact>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {t(`page-editor.keyProblem_${problem}`, { key: draft.trim() })}
        </Typography.Text>
      )}
      {keys.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('page-editor.noDictionaryKeys')}</Typography.Paragraph>
      ) : (
        <Collapse
          size="small"
          style={{ marginBlockStart: 8 }}
          items={keys.map((key, index) => ({
            key,
            label: <code>{key}</code>,
            extra: (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('page-editor.removeKey', { key })}
                onClick={(event) => {
                  event.stopPropagation();
                  onChange(removeDictionaryKey(dictionaries, key));
                }}
              />
            ),
            children: LOCALES.map((locale) => {
              const id = `dictionary-${index}-${locale}`;
              return (
                <div key={locale} className={styles.field}>
                  <label htmlFor={id} className={styles.fieldLabel}>
                    {LOCALE_NAMES[locale]}
                    {locale === DEFAULT_LOCALE && ` ${t('page-editor.defaultLocale')}`}
                  </label>
                  <Input.TextArea
                    id={id}
                    lang={htmlLang(locale)}
                    dir={isRightToLeft(locale) ? 'rtl' : 'ltr'}
                    autoSize={{ minRows: 1, maxRows: 6 }}
                    value={dictionaries[locale]?.[key] ?? ''}
                    onChange={(e) => onChange(setDictionaryText(dictionaries, locale, key, e.target.value))}
                  />
                </div>
              );
            }),
          }))}
        />
      )}
    </section>
  );
}

// The preview (issue 14 §2): the page in runtime mode against live data, at phone size (390 × 844), in
// any of the six locales (ar right to left), rebuilt 500 ms after the last edit (admin spec §4, §9).
import { Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BlueprintNode, PageType } from '@eventory/domain/blueprint';
import { isRightToLeft, LOCALES, type Locale } from '@eventory/domain/locales';
import type { PageTexts } from '@eventory/domain/page-texts';
import { catalogue } from '@eventory/blocks/catalogue';
import { LOCALE_NAMES } from '../i18n/i18n.ts';
import { FramedPage } from './FramedPage.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import styles from './page-editor.module.css';
import './messages.ts';

/** Admin spec §9. */
export const PREVIEW_DEBOUNCE_MS = 500;
export const PHONE = { width: 390, height: 844 } as const;

export function PagePreview({
  tree,
  pageType,
  locale,
  dictionaries,
  onLocaleChange,
}: {
  tree: BlueprintNode;
  pageType: PageType;
  locale: Locale;
  /** The page's texts, shown in the preview's locale (decision 0072). */
  dictionaries?: PageTexts;
  onLocaleChange: (locale: Locale) => void;
}) {
  const { t } = useTranslation();
  const settled = useDebouncedValue(tree, PREVIEW_DEBOUNCE_MS);
  const pending = settled !== tree;
  return (
    <section aria-label={t('page-editor.preview')} className={styles.previewColumn}>
      <Space wrap>
        <label htmlFor="preview-locale">{t('page-editor.previewLocale')}</label>
        <Select
          id="preview-locale"
          value={locale}
          onChange={onLocaleChange}
          options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          style={{ minWidth: 160 }}
        />
        <Typography.Text type="secondary">
          {PHONE.width} × {PHONE.height}
        </Typography.Text>
        <span aria-live="polite">
          {pending && <Tag color="processing">{t('page-editor.previewUpdating')}</Tag>}
        </span>
      </Space>
      <div
        className={styles.phone}
        style={{ width: PHONE.width, height: PHONE.height }}
        dir={isRightToLeft(locale) ? 'rtl' : 'ltr'}
        lang={locale.replace('_', '-')}
        data-testid="page-preview"
        data-preview-state={pending ? 'pending' : 'settled'}
      >
        <FramedPage
          tree={settled}
          pageType={pageType}
          mode="runtime"
          registry={catalogue}
          locale={locale}
          dictionaries={dictionaries}
        />
      </div>
    </section>
  );
}

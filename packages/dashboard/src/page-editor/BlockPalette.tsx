// The catalogue palette (issue 14 §2): every block type, filtered as the user types; a pick inserts the
// block into the selected one (or after it) with the children its rules need. Enter picks the first match.
import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PALETTE_TYPES } from './catalogue-book.ts';
import styles from './page-editor.module.css';
import './messages.ts';

export function BlockPalette({ onInsert }: { onInsert: (type: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const matches = useMemo(() => PALETTE_TYPES.filter((type) => type.toLowerCase().includes(query)), [query]);
  return (
    <section aria-label={t('page-editor.palette')} className={styles.palette}>
      <Input.Search
        aria-label={t('page-editor.searchBlocks')}
        placeholder={t('page-editor.searchBlocks')}
        value={search}
        allowClear
        onChange={(event) => setSearch(event.target.value)}
        onSearch={() => {
          const first = matches[0];
          if (first) onInsert(first);
        }}
      />
      {matches.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('page-editor.noBlockMatches', { search })}
        />
      ) : (
        <ul className={styles.paletteList} aria-label={t('page-editor.blockTypes')}>
          {matches.map((type) => (
            <li key={type}>
              <Button
                size="small"
                block
                className={styles.paletteButton}
                title={t('page-editor.insertBlock', { type })}
                aria-label={t('page-editor.insertBlock', { type })}
                onClick={() => onInsert(type)}
              >
                {type}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// The one place a block's text props meet the page's dictionaries (decision 0072): every prop its catalogue
// entry declares as a text or textarea reads `{{key}}` in the renderer's locale before the block sees it.
import type { BlockField } from '@eventory/domain/block-catalogue';
import type { Locale } from '@eventory/domain/locales';
import { resolvePageText, type PageTexts } from '@eventory/domain/page-texts';

/** `props` (a fresh object the renderer made) with its text props read in `locale`, changed in place. */
export function withPageTexts(
  props: Record<string, unknown>,
  fields: Partial<Record<string, BlockField>> | undefined,
  texts: PageTexts,
  locale: Locale,
): Record<string, unknown> {
  if (!fields) return props;
  for (const name in fields) {
    const kind = fields[name]?.kind;
    const value = props[name];
    if ((kind === 'text' || kind === 'textarea') && typeof value === 'string' && value.includes('{{'))
      props[name] = resolvePageText(value, texts, locale);
  }
  return props;
}

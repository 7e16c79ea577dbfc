import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../services/use-page-title.ts';
import { ScreenTitleContext } from '../services/screen-title-context.ts';

/**
 * A screen with its page title ("{title} - Event Dashboard"); a screen inside may name what it shows
 * instead (useScreenTitle: a campaign's name).
 */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [named, setNamed] = useState<string>();
  usePageTitle(named ?? t(title));
  return <ScreenTitleContext.Provider value={setNamed}>{children}</ScreenTitleContext.Provider>;
}

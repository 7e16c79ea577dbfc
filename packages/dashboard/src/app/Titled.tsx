import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../services/use-page-title.ts';

/** A screen with its page title ("{title} - Event Dashboard"). */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t(title));
  return children;
}

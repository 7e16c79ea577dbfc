// Renders one page-editor component with the dashboard's texts (en_US unless told), for component tests;
// a rerender keeps them.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@eventory/domain/locales';
import { createI18n } from '../i18n/i18n.ts';

export function renderWithTexts(ui: ReactNode, locale: Locale = 'en_US') {
  const i18n = createI18n(locale);
  return render(ui, { wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> });
}

// Boots the visitor app: which page (code name in the path), which locale (?lang= / ?locale=), then render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localeFromSearch } from '@eventory/domain/locales';
import { EventPageApp } from './EventPageApp.tsx';
import { applyDocumentLocale, codeNameFromPath, rememberSessionParams } from './page-location.ts';
import './base.css';

const locale = localeFromSearch(window.location.search);
applyDocumentLocale(document.documentElement, locale);
let userID: string | undefined;
try {
  rememberSessionParams(window.location.search, window.sessionStorage);
  userID = window.sessionStorage.getItem('userID') ?? undefined;
} catch {
  // Session storage blocked (private mode): links simply carry no user id.
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <EventPageApp codeName={codeNameFromPath(window.location.pathname)} locale={locale} userID={userID} />
    </StrictMode>,
  );
}

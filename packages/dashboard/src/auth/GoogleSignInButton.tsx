// The Google Identity Services button; `autoPrompt` also opens Google's own prompt (single sign-in popup).
import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { htmlLang, type Locale } from '@eventory/domain/locales';
import { loadGoogleIdentity } from './google-identity.ts';

export function GoogleSignInButton({
  clientId,
  onCredential,
  autoPrompt = false,
}: {
  clientId: string;
  onCredential: (idToken: string) => void;
  autoPrompt?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onCredential);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    latest.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let live = true;
    loadGoogleIdentity()
      .then((id) => {
        if (!live || !host.current) return;
        id.initialize({ client_id: clientId, callback: (r) => latest.current(r.credential) });
        id.renderButton(host.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          locale: htmlLang(i18n.language as Locale),
        });
        if (autoPrompt) id.prompt();
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [clientId, autoPrompt, i18n.language]);

  if (failed) return <Alert type="error" showIcon title={t('auth.googleLoadFailed')} />;
  return <div ref={host} data-testid="google-sign-in" />;
}

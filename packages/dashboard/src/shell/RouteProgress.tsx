// The thin progress bar shown while a lazily loaded screen's code downloads (admin spec §2).
import { useTranslation } from 'react-i18next';

export function RouteProgress() {
  const { t } = useTranslation();
  return (
    <div role="progressbar" aria-label={t('app.loading')} className="route-progress">
      <div className="route-progress__bar" />
    </div>
  );
}

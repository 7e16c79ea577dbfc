import { useTranslation } from 'react-i18next';
import { useServices } from '../services/use-services.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { useContentWrite } from './use-content-write.ts';
import './messages.ts';

/** Delete, after "are you sure?": DELETE `path`, then the notice `done` and the refreshed lists. */
export function DeleteButton({
  campaignId,
  path,
  title,
  done,
  disabled,
}: {
  campaignId: number;
  path: string;
  title: string;
  done: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { run } = useContentWrite(campaignId);
  return (
    <ConfirmButton
      danger
      disabled={disabled}
      title={title}
      onConfirm={() => run(() => api.delete(path), done)}
    >
      {t('campaign-content.delete')}
    </ConfirmButton>
  );
}

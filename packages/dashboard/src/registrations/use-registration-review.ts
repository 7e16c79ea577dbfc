// Verify or reject a registration (POST registrations/{id}/verify | reject), then refresh the lists.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Registration, RegistrationReview } from '@eventory/domain/registrations';
import { useSave } from '../forms/use-save.ts';
import { useServices } from '../services/use-services.ts';
import './messages.ts';

export const REGISTRATIONS_LOOKUP = 'registrations';

export function useRegistrationReview() {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { busy, save } = useSave();
  return {
    busy,
    review: (registration: Registration, kind: RegistrationReview) =>
      save(async () => {
        await api.post<Registration>(`registrations/${registration.ID}/${kind}`);
        await queryClient.invalidateQueries({ queryKey: ['lookup', REGISTRATIONS_LOOKUP] });
        return t(kind === 'verify' ? 'registrations.verified' : 'registrations.rejected', {
          id: registration.ID,
        });
      }),
  };
}

import { canPerform, type Area, type Permission } from '@eventory/domain/permissions';
import { useAuth } from '../auth/use-auth.ts';

/**
 * Whether the user may write under a permission (read-only users may not, admin spec §6); in an area (a
 * campaign's, useCampaignArea), only with the roles acting there (decision 0120).
 */
export function useCanWrite(permission: Permission, area?: Area): boolean {
  const { grantee } = useAuth();
  return grantee !== null && canPerform(grantee, permission, { write: true, area });
}

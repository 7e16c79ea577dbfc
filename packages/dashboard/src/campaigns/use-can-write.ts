import { canPerform, type Permission } from '@eventory/domain/permissions';
import { useAuth } from '../auth/use-auth.ts';

/** Whether the user may write under a permission (read-only users may not, admin spec §6). */
export function useCanWrite(permission: Permission): boolean {
  const { grantee } = useAuth();
  return grantee !== null && canPerform(grantee, permission, { write: true });
}

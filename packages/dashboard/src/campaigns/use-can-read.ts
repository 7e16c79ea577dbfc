import { canPerform, type Permission } from '@eventory/domain/permissions';
import { useAuth } from '../auth/use-auth.ts';

/** Whether the user may read under a permission. */
export function useCanRead(permission: Permission): boolean {
  const { grantee } = useAuth();
  return grantee !== null && canPerform(grantee, permission);
}

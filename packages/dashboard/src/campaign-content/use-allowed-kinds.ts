import { canPerform, prizeItemPermission } from '@eventory/domain/permissions';
import { useAuth } from '../auth/use-auth.ts';
import { type PrizeItemKind } from '@eventory/domain/permissions';

/** Which item kinds this user may set: prizeSetting plus the kind's own permission, for writing. */
export function useAllowedKinds(): (kind: PrizeItemKind) => boolean {
  const { grantee } = useAuth();
  return (kind) =>
    grantee !== null &&
    canPerform(grantee, 'prizeSetting', { write: true }) &&
    canPerform(grantee, prizeItemPermission(kind), { write: true });
}

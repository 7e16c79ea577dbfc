// The debug role preview (decision 0097): what a set of roles would grant, for staff holding `debug`
// before they switch the dashboard to those roles (the debug role switch) or grant them to someone.
import { z } from 'zod';
import {
  isReadOnly,
  permissionsOf,
  PERMISSIONS,
  rankingLevel,
  roleSchema,
  type Permission,
  type Role,
} from './permissions.ts';

export const rolePreviewQuerySchema = z.object({
  /** Comma-separated role names, e.g. "ViewOnly,ReplayOnly". */
  roles: z
    .string()
    .trim()
    .min(1, 'name at least one role')
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(roleSchema).min(1, 'name at least one role')),
});

export interface RolePreview {
  roles: Role[];
  /** In the matrix's order. */
  permissions: Permission[];
  readOnly: { regular: boolean; permanent: boolean };
  rankingLevel: { regular: number; permanent: number };
}

export function previewRoles(roles: readonly Role[]): RolePreview {
  const granted = permissionsOf({ roles });
  return {
    roles: [...roles],
    permissions: PERMISSIONS.filter((p) => granted.has(p)),
    readOnly: { regular: isReadOnly({ roles }, 'regular'), permanent: isReadOnly({ roles }, 'permanent') },
    rankingLevel: { regular: rankingLevel(roles, 'regular'), permanent: rankingLevel(roles, 'permanent') },
  };
}

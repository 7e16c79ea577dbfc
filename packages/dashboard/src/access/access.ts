// Who may open a menu entry or route (admin spec §2, §6; docs/permissions.md "Menu and route gates").
import { hasPermission, type Grantee, type Permission } from '@eventory/domain/permissions';

/** A gate: a permission of the matrix, or super admin only (Admin Whitelist). */
export type Access = { permission: Permission } | { superAdmin: true } | { signedIn: true };

export const needs = (permission: Permission): Access => ({ permission });
export const SUPER_ADMIN: Access = { superAdmin: true };
export const SIGNED_IN: Access = { signedIn: true };

export function canOpen(grantee: Grantee, access: Access): boolean {
  if ('superAdmin' in access) return grantee.isSuperAdmin === true;
  if ('signedIn' in access) return true;
  return hasPermission(grantee, access.permission);
}

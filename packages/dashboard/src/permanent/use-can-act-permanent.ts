// Whether the user may edit, or replay, in the permanent-leaderboard area (admin spec §6: the level of
// the roles that count in the permanent area decides, as the server's guard does).
import { canPerform, hasPermission } from '@eventory/domain/permissions';
import { useAuth } from '../auth/use-auth.ts';

export function useCanActPermanent(): { edit: boolean; replay: boolean } {
  const { grantee } = useAuth();
  if (!grantee || !hasPermission(grantee, 'permanentLeaderboard')) return { edit: false, replay: false };
  return {
    edit: canPerform(grantee, 'permanentLeaderboard', { write: true, area: 'permanent' }),
    replay: canPerform(grantee, 'replayContainer', { write: true, area: 'permanent' }),
  };
}

// The permissions the engine admin's controls are gated with: the same ones the server's route guards check.
import { canPerform, type Permission } from '@eventory/domain/permissions';
import { useAuth } from '../auth/AuthProvider.tsx';
import { useCanWrite } from '../campaigns/use-can-write.ts';

/** Whether the user may read under a permission. */
export function useCanRead(permission: Permission): boolean {
  const { grantee } = useAuth();
  return grantee !== null && canPerform(grantee, permission);
}

export interface EngineAdminRights {
  /** Container fields, records, evaluators, aggregators. */
  configure: boolean;
  clear: boolean;
  snapshotsRead: boolean;
  snapshotsWrite: boolean;
  replay: boolean;
  resetWorker: boolean;
}

export function useEngineAdminRights(): EngineAdminRights {
  return {
    configure: useCanWrite('configurationControl'),
    clear: useCanWrite('clearContainer'),
    snapshotsRead: useCanRead('recordSnapshot'),
    snapshotsWrite: useCanWrite('recordSnapshot'),
    replay: useCanWrite('replayContainer'),
    resetWorker: useCanWrite('resetWorker'),
  };
}

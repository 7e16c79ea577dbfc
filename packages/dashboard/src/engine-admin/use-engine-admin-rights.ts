// The permissions the engine admin's controls are gated with: the same ones the server's route guards check.
import { useCanRead } from '../campaigns/use-can-read.ts';
import { useCanWrite } from '../campaigns/use-can-write.ts';

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

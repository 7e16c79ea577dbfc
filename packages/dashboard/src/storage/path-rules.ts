// The form rule of a storage path (admin spec §5 dynamic form rules): the server's own check
// (domain/storage.ts), so the dashboard refuses exactly the paths the server would.
import { STORAGE_TYPES, storagePathProblem, storageTypeOf } from '@eventory/domain/storage';
import type { Translate } from '../services/api-client.ts';
import './messages.ts';

/** The file kinds storage holds, as the upload form lists them. */
export const STORAGE_KINDS = Object.keys(STORAGE_TYPES).join(', .');

/** An antd form validator of a path a file is written to. */
export const filePathRule = (t: Translate) => ({
  validator: async (_: unknown, value: unknown) => {
    const path = typeof value === 'string' ? value : '';
    const problem = storagePathProblem(path);
    if (problem) throw new Error(t('storage.pathProblem', { problem }));
    if (!storageTypeOf(path)) throw new Error(t('storage.filepathHint', { kinds: STORAGE_KINDS }));
  },
});

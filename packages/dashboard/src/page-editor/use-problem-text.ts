// A broken or refused structural rule in words, in the dashboard's language (issue 14 §2: a refused
// drop is explained).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockProblem } from './tree-rules.ts';

export function useProblemText(): (problem: BlockProblem) => string {
  const { t } = useTranslation();
  return useCallback(
    ({ type, problem }: BlockProblem) => {
      switch (problem.kind) {
        case 'unknownType':
          return t('page-editor.problemUnknownType', { type });
        case 'childNotAllowed':
          return t('page-editor.problemChildNotAllowed', { type, child: problem.childType });
        case 'tooFewChildren':
          return t('page-editor.problemTooFewChildren', { type, min: problem.min, actual: problem.actual });
        case 'tooManyChildren':
          return problem.max === 0
            ? t('page-editor.problemNoChildren', { type })
            : t('page-editor.problemTooManyChildren', { type, max: problem.max });
        case 'parentNotAllowed':
          return t('page-editor.problemParentNotAllowed', {
            type,
            allowed: problem.allowed.join(' / '),
            parent: problem.parentType ?? '—',
          });
      }
    },
    [t],
  );
}

// A broken or refused rule in words, in the dashboard's language (issue 14 §2: a refused drop is
// explained; issue 29 §3: every problem of the domain's one check, props included).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BlockField } from '@eventory/domain/block-catalogue';
import type { BlockProblem } from '@eventory/domain/block-validation';
import './messages.ts';

/** A bounded number's range in neutral signs the six locales share ('≥ 1', '≤ 300', '0–15'). */
function rangeSigns({ min, max }: BlockField): string {
  if (min !== undefined && max !== undefined) return `${min}–${max}`;
  if (min !== undefined) return `≥ ${min}`;
  return max !== undefined ? `≤ ${max}` : '';
}

function propText(t: TFunction, type: string, prop: string, field: BlockField): string {
  switch (field.kind) {
    case 'number':
      return t('page-editor.problemPropNumber', { type, prop });
    case 'boolean':
      return t('page-editor.problemPropBoolean', { type, prop });
    case 'datetime':
      return t('page-editor.problemPropTime', { type, prop });
    case 'keys':
      return t('page-editor.problemPropKeys', { type, prop });
    case 'select':
      return t('page-editor.problemPropOption', { type, prop, options: (field.options ?? []).join(' / ') });
    default:
      return t('page-editor.problemPropText', { type, prop });
  }
}

export function useProblemText(): (problem: { type: string; problem: BlockProblem }) => string {
  const { t } = useTranslation();
  return useCallback(
    ({ type, problem }: { type: string; problem: BlockProblem }) => {
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
        case 'propNotReadable':
          return propText(t, type, problem.prop, problem.field);
        case 'propOutOfRange':
          return t(
            problem.field.integer ? 'page-editor.problemPropWholeRange' : 'page-editor.problemPropRange',
            {
              type,
              prop: problem.prop,
              range: rangeSigns(problem.field),
            },
          );
        case 'propUnsafeLink':
          return t('page-editor.problemUnsafeLink', { type, prop: problem.prop });
        case 'duplicateId':
          return t('page-editor.problemDuplicateId', { type, id: problem.id });
        case 'textHidesClock':
          return t('page-editor.problemTextHidesClock', {
            type,
            placeholders: problem.placeholders.join(' '),
          });
        case 'propMissing':
          return t('page-editor.problemPropMissing', { type, prop: problem.prop });
        case 'rangeReversed':
          return t('page-editor.problemRangeReversed', { type, prop: problem.prop, upper: problem.upper });
      }
    },
    [t],
  );
}

import type { FormInstance } from 'antd';

/** Puts schema problems (zod issues) next to the form fields they are about. */
export function applyIssues<T>(
  form: FormInstance<T>,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  form.setFields(
    issues
      .filter((issue) => typeof issue.path[0] === 'string')
      .map((issue) => ({ name: issue.path[0] as never, errors: [issue.message] })),
  );
}

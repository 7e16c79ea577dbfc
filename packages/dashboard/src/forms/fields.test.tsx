import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { NumberField, DynamicFormView } from './fields.tsx';
import type { FieldRules } from './form-rules.ts';
import { useDynamicForm } from './use-dynamic-form.ts';
import { createI18n } from '../i18n/i18n.ts';

const i18n = createI18n('en_US');

interface Goal {
  goal: number | undefined;
}
const rules: FieldRules<Goal> = { goal: { label: 'Goal', required: true } };

function GoalForm({ onSubmit }: { onSubmit: (values: Goal) => void }) {
  const form = useDynamicForm<Goal>({ id: 'goal', initialValues: { goal: 5 }, rules });
  return (
    <DynamicFormView form={form} onSubmit={onSubmit}>
      <NumberField form={form} name="goal" />
      <Button htmlType="submit" disabled={!form.canSubmit}>
        Save
      </Button>
      <output data-testid="value">{String(form.values.goal)}</output>
    </DynamicFormView>
  );
}

describe('number fields of the dynamic form (admin spec §5)', () => {
  const renderForm = () => {
    const submitted: Goal[] = [];
    render(
      <I18nextProvider i18n={i18n}>
        <GoalForm onSubmit={(v) => submitted.push(v)} />
      </I18nextProvider>,
    );
    return {
      submitted,
      input: screen.getByLabelText('Goal'),
      value: () => screen.getByTestId('value').textContent,
    };
  };

  it('parses what is typed as a float', () => {
    const { input, value } = renderForm();
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(value()).toBe('2.5');
  });

  it('empties a cleared field, says it is required, and refuses to submit', () => {
    const { input, value, submitted } = renderForm();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(value()).toBe('undefined');
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByText(i18n.t('common.required', { field: 'Goal' }))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(submitted).toEqual([]);
  });
});

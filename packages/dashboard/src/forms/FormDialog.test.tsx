import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderWithTexts } from '../page-editor/test-render.tsx';
import { FormDialog } from './FormDialog.tsx';

function Dialog({ onFinish, onClose }: { onFinish: (v: { name: string }) => void; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <FormDialog<{ name: string }>
      title="New cache"
      form={form}
      testId="the-form"
      initialValues={{ name: 'hot' }}
      busy={false}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item label="Name" name="name" rules={[{ required: true, message: 'Name is required' }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

describe('FormDialog: one form in a dialog', () => {
  it('submits the form values on Save', async () => {
    const onFinish = vi.fn();
    renderWithTexts(<Dialog onFinish={onFinish} onClose={vi.fn()} />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('hot');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'cold' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'cold' }));
  });

  it('enables Save only after an edit (admin spec §5; issue 30 §3.5)', async () => {
    renderWithTexts(<Dialog onFinish={vi.fn()} onClose={vi.fn()} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'cold' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
  });

  it('does not submit a form that fails its rules, and says why', async () => {
    const onFinish = vi.fn();
    renderWithTexts(<Dialog onFinish={onFinish} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('closes on Cancel', () => {
    const onClose = vi.fn();
    renderWithTexts(<Dialog onFinish={vi.fn()} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

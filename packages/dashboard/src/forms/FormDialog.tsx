// A dialog holding one form (create or change a config): Save submits the form, which stays open while the
// call runs and when it fails (the API client has shown why, admin spec §8).
import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormEdited } from './use-form-edited.ts';

export function FormDialog<Values extends object>({
  title,
  form,
  testId,
  initialValues,
  busy,
  onFinish,
  onClose,
  children,
}: {
  title: string;
  form: FormInstance<Values>;
  testId: string;
  initialValues: Partial<Values>;
  busy: boolean;
  onFinish: (values: Values) => unknown;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Admin spec §5: Save is enabled only once the form was edited (a new config starts empty: edited to be saved).
  const { edited, onValuesChange } = useFormEdited();
  return (
    <Modal
      open
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: !edited }}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid={testId}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        initialValues={initialValues}
      >
        {children}
      </Form>
    </Modal>
  );
}

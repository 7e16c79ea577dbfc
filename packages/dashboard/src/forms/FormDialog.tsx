// A dialog holding one form (create or change a config): Save submits the form, which stays open while the
// call runs and when it fails (the API client has shown why, admin spec §8).
import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

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
  return (
    <Modal
      open
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid={testId}
        onFinish={onFinish}
        initialValues={initialValues}
      >
        {children}
      </Form>
    </Modal>
  );
}

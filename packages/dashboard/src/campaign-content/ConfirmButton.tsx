import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/** A button that asks "are you sure?" first (destructive and irreversible actions). */
export function ConfirmButton({
  title,
  onConfirm,
  disabled,
  danger,
  children,
  label,
}: {
  title: string;
  onConfirm: () => void | Promise<unknown>;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      okText={t('common.yes')}
      cancelText={t('common.no')}
      disabled={disabled}
      onConfirm={() => void onConfirm()}
    >
      <Button size="small" danger={danger} disabled={disabled} aria-label={label}>
        {children}
      </Button>
    </Popconfirm>
  );
}

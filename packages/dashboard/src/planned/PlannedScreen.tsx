// Screens later issues will build: their title and what they will hold, nothing pretending to work.
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export default function PlannedScreen({
  title,
  description,
  vars,
}: {
  title: string;
  description: string;
  vars?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <Typography.Title level={3}>{t(title)}</Typography.Title>
      <Typography.Paragraph>{t(description, vars)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('planned.notYet')}</Typography.Paragraph>
    </Card>
  );
}

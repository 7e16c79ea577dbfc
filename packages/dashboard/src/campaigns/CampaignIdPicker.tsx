// A screen opened without a campaign (/diagram, /eventory-client): say what to do, take a campaign id
// or lead to the campaign list.
import { useState } from 'react';
import { Button, Card, InputNumber, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function CampaignIdPicker({
  title,
  hint,
  label,
  action,
  onPick,
}: {
  title: string;
  /** The id field's name. */
  label: string;
  hint: string;
  action: string;
  onPick: (campaignID: number) => void;
}) {
  const { t } = useTranslation();
  const [id, setId] = useState<number | null>(null);
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }}>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph>{hint}</Typography.Paragraph>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (id !== null) onPick(id);
        }}
      >
        <Space wrap>
          <InputNumber
            aria-label={label}
            placeholder={label}
            min={1}
            precision={0}
            value={id}
            onChange={(value) => setId(typeof value === 'number' ? value : null)}
          />
          <Button type="primary" htmlType="submit" disabled={id === null}>
            {action}
          </Button>
          <Link to="/eventory">{t('campaign.backToList')}</Link>
        </Space>
      </form>
    </Card>
  );
}

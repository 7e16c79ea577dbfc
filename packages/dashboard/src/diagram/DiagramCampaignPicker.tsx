// /diagram without a campaign: say what to do (give an id or go to the campaign list).
import { useState } from 'react';
import { Button, Card, InputNumber, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function DiagramCampaignPicker({ onPick }: { onPick: (campaignID: number) => void }) {
  const { t } = useTranslation();
  const [id, setId] = useState<number | null>(null);
  return (
    <Card style={{ maxWidth: 560, margin: '48px auto' }}>
      <Typography.Title level={2}>{t('diagram.pickTitle')}</Typography.Title>
      <Typography.Paragraph>{t('diagram.pickHint')}</Typography.Paragraph>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (id !== null) onPick(id);
        }}
      >
        <Space wrap>
          <InputNumber
            aria-label={t('diagram.campaignId')}
            placeholder={t('diagram.campaignId')}
            min={1}
            precision={0}
            value={id}
            onChange={(value) => setId(typeof value === 'number' ? value : null)}
          />
          <Button type="primary" htmlType="submit" disabled={id === null}>
            {t('diagram.open')}
          </Button>
          <Link to="/eventory">{t('diagram.campaignList')}</Link>
        </Space>
      </form>
    </Card>
  );
}

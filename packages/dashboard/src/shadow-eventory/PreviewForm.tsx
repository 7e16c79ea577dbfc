// The preview (and, optionally, the campaign) the shadow view leads into; refuses an id the server would
// not take as PREVIEW_ID.
import { useState } from 'react';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { parsePreviewId } from './preview-links.ts';
import './messages.ts';

export function PreviewForm({
  previewId,
  campaignID,
  onOpen,
}: {
  previewId: string;
  campaignID: number | null;
  onOpen: (previewId: string, campaignID: number | null) => void;
}) {
  const { t } = useTranslation();
  const [id, setId] = useState(previewId);
  const [campaign, setCampaign] = useState<number | null>(campaignID);
  const [tried, setTried] = useState(previewId !== '');
  const valid = parsePreviewId(id);
  const showError = tried && valid === null;
  return (
    <Form
      layout="vertical"
      onFinish={() => {
        setTried(true);
        if (valid !== null) onOpen(valid, campaign);
      }}
    >
      <Space wrap align="start">
        <Form.Item
          label={t('shadow-eventory.previewId')}
          htmlFor="shadow-preview-id"
          validateStatus={showError ? 'error' : undefined}
          help={showError ? t('shadow-eventory.previewIdInvalid') : t('shadow-eventory.previewIdHint')}
        >
          <Input
            id="shadow-preview-id"
            value={id}
            onChange={(e) => setId(e.target.value)}
            placeholder="pr-123"
            aria-invalid={showError}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item label={t('shadow-eventory.campaignId')} htmlFor="shadow-campaign-id">
          <InputNumber
            id="shadow-campaign-id"
            min={1}
            precision={0}
            value={campaign}
            onChange={(value) => setCampaign(typeof value === 'number' ? value : null)}
          />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit">
            {t('shadow-eventory.open')}
          </Button>
        </Form.Item>
      </Space>
    </Form>
  );
}

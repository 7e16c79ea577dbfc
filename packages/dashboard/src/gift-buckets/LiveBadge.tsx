// Whether the gift-bucket live channel is connected.
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import './messages.ts';

export function LiveBadge({ live }: { live: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      status={live ? 'success' : 'default'}
      text={live ? t('gift-buckets.live') : t('gift-buckets.notLive')}
      data-testid="live-badge"
    />
  );
}

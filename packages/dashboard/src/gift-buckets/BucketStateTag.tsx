// A bucket's state (admin spec §4: Updating, BeStable, Recalculating, Chasing) as a coloured tag.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GiftBucketState } from '@eventory/domain/gift-buckets';
import './messages.ts';

const COLOURS: Record<GiftBucketState, string> = {
  Updating: 'processing',
  BeStable: 'success',
  Recalculating: 'warning',
  Chasing: 'error',
};

export function BucketStateTag({ state }: { state: GiftBucketState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[state]} data-testid="bucket-state">
      {t(`gift-buckets.state${state}`)}
    </Tag>
  );
}

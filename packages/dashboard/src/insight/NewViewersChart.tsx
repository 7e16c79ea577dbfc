// New viewers on the insight screen (issue 17 §4 newUserLevel, decision 0098): per bucket of the screen's
// range, the campaign's viewers stacked as new, returning and unknown to the platform by its new-viewer
// rule, with the range's totals, the rule in words (or what to do without one) and the chart's CSV.
// Shown to holders of `newUserLevel` (the call needs it with `insightLink`, the screen's permission).
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InsightBucket } from '@eventory/domain/insight';
import { InsightChart } from './InsightChart.tsx';
import { newViewersChart } from './insight-charts.ts';
import { useNewViewersOverTime } from './use-new-viewers-over-time.ts';
import './messages.ts';

export interface NewViewersChartProps {
  campaignID: number;
  codeName: string;
  range: { from: number; to: number; bucket: InsightBucket };
  rtl: boolean;
}

export function NewViewersChart({ campaignID, codeName, range, rtl }: NewViewersChartProps) {
  const { t } = useTranslation();
  const query = useNewViewersOverTime(campaignID, range);
  const answer = query.data;

  if (query.error && !answer)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="insight-new-viewers-error"
        title={t('insight.newViewersFailed', {
          reason: query.error instanceof Error ? query.error.message : String(query.error),
        })}
        action={<Button onClick={() => void query.refetch()}>{t('insight.retry')}</Button>}
      />
    );
  if (!answer)
    return (
      <Space role="status">
        <Spin />
        {t('insight.newViewersLoading')}
      </Space>
    );

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="insight-new-viewers">
      <InsightChart spec={newViewersChart(answer, t, codeName, rtl)} />
      <Typography.Text data-testid="insight-new-viewers-total">
        {t('insight.newViewersTotal', {
          viewers: answer.total.viewers,
          newViewers: answer.total.newViewers,
          unknown: answer.total.unknownViewers,
        })}
      </Typography.Text>
      {answer.rule ? (
        <Typography.Text type="secondary">
          {t(`insight.newViewersRule_${answer.rule.basis}`, { atMost: answer.rule.atMost })}{' '}
          {t('insight.newViewersHint')}
        </Typography.Text>
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('insight.newViewersNoRule')}
          action={<Link to={`/eventory/${campaignID}`}>{t('insight.backToCampaign')}</Link>}
        />
      )}
    </Space>
  );
}

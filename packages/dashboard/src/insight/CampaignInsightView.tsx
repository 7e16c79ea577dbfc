// A campaign's insight: range and bucket pickers, then the over-time charts, the funnel per page, the
// variant comparison and the leaderboards. Loading, error with retry, and an empty range that says what to do.
import { useMemo, useState } from 'react';
import { Alert, Button, Col, Result, Row, Segmented, Select, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INSIGHT_BUCKETS, type InsightBucket } from '@eventory/domain/insight';
import { isRightToLeft } from '@eventory/domain/locales';
import { ApiError } from '../services/api-client.ts';
import { useCanRead } from '../campaigns/use-can-read.ts';
import { useLocale } from '../services/use-locale.ts';
import { useCampaign } from '../campaigns/use-campaign.ts';
import { InsightChart } from './InsightChart.tsx';
import { funnelChart, isEmptyAnswer, overTimeCharts } from './insight-charts.ts';
import { isTooLong, rangeOf, RANGE_PRESETS, type RangePreset } from './insight-range.ts';
import { useCampaignInsight } from './use-campaign-insight.ts';
import { VariantSection } from './VariantSection.tsx';
import { LeaderboardSection } from './LeaderboardSection.tsx';
import { NewViewersChart } from './NewViewersChart.tsx';
import './messages.ts';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function CampaignInsightView({ campaignID }: { campaignID: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const rtl = isRightToLeft(locale);
  const campaign = useCampaign(campaignID);
  const [now] = useState(() => Date.now());
  const [preset, setPreset] = useState<RangePreset>('week');
  const [bucket, setBucket] = useState<InsightBucket>('hour');
  const range = useMemo(
    () => (campaign.data ? rangeOf(preset, bucket, now, campaign.data) : undefined),
    [campaign.data, preset, bucket, now],
  );
  const tooLong = range !== undefined && isTooLong(range);
  const insight = useCampaignInsight(campaignID, tooLong ? undefined : range);
  // The new-viewer split reads the campaign's rule: holders of newUserLevel see it (decision 0098).
  const seesNewViewers = useCanRead('newUserLevel');

  const failure = campaign.error ?? insight.error;
  if (failure) {
    const notFound = failure instanceof ApiError && failure.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={
          notFound
            ? t('insight.notFound', { id: campaignID })
            : t('insight.loadFailed', { reason: reasonOf(failure) })
        }
        extra={
          <Space>
            {!notFound && (
              <Button onClick={() => void (campaign.error ? campaign.refetch() : insight.refetch())}>
                {t('insight.retry')}
              </Button>
            )}
            <Link to="/eventory">{t('insight.campaignList')}</Link>
          </Space>
        }
      />
    );
  }
  if (!campaign.data)
    return (
      <Space role="status" style={{ padding: 24 }}>
        <Spin />
        {t('insight.loading')}
      </Space>
    );

  const c = campaign.data;
  const answer = insight.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', padding: 16 }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('insight.title', { codeName: c.codeName })}
        </Typography.Title>
        <Space>
          <Link to={`/eventory/${campaignID}`}>{t('insight.backToCampaign')}</Link>
          <Link to="/eventory">{t('insight.campaignList')}</Link>
        </Space>
      </Space>
      <Space wrap>
        <label>
          {t('insight.range')}{' '}
          <Select
            aria-label={t('insight.range')}
            data-testid="insight-range"
            value={preset}
            onChange={setPreset}
            style={{ minWidth: 180 }}
            options={RANGE_PRESETS.map((p) => ({ value: p, label: t(`insight.range_${p}`) }))}
          />
        </label>
        <Segmented<InsightBucket>
          aria-label={t('insight.bucket')}
          value={bucket}
          onChange={setBucket}
          options={INSIGHT_BUCKETS.map((b) => ({ value: b, label: t(`insight.bucket_${b}`) }))}
        />
        <Typography.Text type="secondary">
          {t('insight.timezoneNote', { timezone: c.timezone })}
        </Typography.Text>
        {insight.isFetching && <Spin size="small" />}
      </Space>
      {tooLong && (
        <Alert
          type="warning"
          showIcon
          title={t('insight.rangeTooLong', { bucket: t(`insight.bucket_${bucket}`) })}
        />
      )}
      {!tooLong && !answer && (
        <Space role="status">
          <Spin />
          {t('insight.loading')}
        </Space>
      )}
      {!tooLong && answer && (
        <>
          {isEmptyAnswer(answer) && (
            <Alert type="info" showIcon title={t('insight.empty')} data-testid="insight-empty" />
          )}
          <Row gutter={[16, 16]}>
            {overTimeCharts(answer, t, c.codeName, rtl).map((spec) => (
              <Col key={spec.id} xs={24} xl={12}>
                <InsightChart spec={spec} />
              </Col>
            ))}
            <Col xs={24} xl={12}>
              <InsightChart spec={funnelChart(answer, t, c.codeName, rtl)} />
            </Col>
            {seesNewViewers && range && (
              <Col xs={24} xl={12}>
                <NewViewersChart campaignID={campaignID} codeName={c.codeName} range={range} rtl={rtl} />
              </Col>
            )}
          </Row>
          <Typography.Text type="secondary">{t('insight.refusedNote')}</Typography.Text>
          <VariantSection answer={answer} codeName={c.codeName} rtl={rtl} />
        </>
      )}
      <LeaderboardSection campaignID={campaignID} codeName={c.codeName} timezone={c.timezone} rtl={rtl} />
    </Space>
  );
}

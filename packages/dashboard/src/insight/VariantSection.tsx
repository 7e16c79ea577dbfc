// The variant comparison (issue 17 §2): per variant and funnel step the viewers, the share of those who
// entered, the p-value against the first variant and a plain flag while a difference is not yet meaningful;
// then views and clicks per block. A chart of the funnel per variant, with its CSV.
import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FUNNEL_STEPS,
  MIN_VARIANT_VIEWERS,
  type InsightAnswer,
  type VariantStep,
} from '@eventory/domain/insight';
import { InsightChart } from './InsightChart.tsx';
import { variantChart } from './insight-charts.ts';
import './messages.ts';

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

export function VariantSection({
  answer,
  codeName,
  rtl,
}: {
  answer: InsightAnswer;
  codeName: string;
  rtl: boolean;
}) {
  const { t } = useTranslation();
  const base = answer.variants[0]?.variant ?? '';
  const flag = (s: VariantStep) =>
    s.meaningful === null ? (
      <Tag>{t('insight.baseline')}</Tag>
    ) : s.meaningful ? (
      <Tag color="green">{t('insight.meaningful')}</Tag>
    ) : (
      <Tag color="default">{t('insight.notYetMeaningful')}</Tag>
    );
  return (
    <section aria-labelledby="insight-variants" data-testid="insight-variants">
      <Typography.Title level={3} id="insight-variants">
        {t('insight.variants')}
      </Typography.Title>
      {answer.variants.length === 0 ? (
        <Alert type="info" showIcon title={t('insight.variantsEmpty')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t('insight.significanceHint', { min: MIN_VARIANT_VIEWERS })}
          </Typography.Paragraph>
          <Table<VariantStep & { variant: string }>
            size="small"
            pagination={false}
            rowKey={(r) => `${r.variant}-${r.step}`}
            dataSource={answer.variants.flatMap((v) => v.steps.map((s) => ({ ...s, variant: v.variant })))}
            columns={[
              { title: t('insight.variant'), dataIndex: 'variant' },
              {
                title: t('insight.step'),
                dataIndex: 'step',
                render: (step: string) => t(`insight.step_${step}`),
              },
              { title: t('insight.viewers'), dataIndex: 'viewers', align: 'end' },
              { title: t('insight.rate'), dataIndex: 'rate', align: 'end', render: percent },
              {
                title: t('insight.pValue'),
                dataIndex: 'pValue',
                align: 'end',
                render: (p: number | null) => (p === null ? '—' : p < 0.001 ? '< 0.001' : p.toFixed(3)),
              },
              {
                title: t('insight.significance', { base }),
                key: 'flag',
                render: (_: unknown, s: VariantStep & { variant: string }) =>
                  s.step === FUNNEL_STEPS[0] && s.pValue !== null ? '—' : flag(s),
              },
            ]}
          />
          <div style={{ marginTop: 16 }}>
            <InsightChart spec={variantChart(answer, t, codeName, rtl)} />
          </div>
          <Typography.Title level={4}>{t('insight.variantBlocks')}</Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => `${r.variant}-${r.section}`}
            dataSource={answer.variantBlocks}
            columns={[
              { title: t('insight.variant'), dataIndex: 'variant' },
              { title: t('insight.section'), dataIndex: 'section', render: (s: string) => s || '—' },
              { title: t('insight.views'), dataIndex: 'views', align: 'end' },
              { title: t('insight.clicks'), dataIndex: 'clicks', align: 'end' },
            ]}
          />
        </>
      )}
    </section>
  );
}

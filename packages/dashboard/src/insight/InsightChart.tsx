// One chart of the insight screen: a titled card with an ECharts chart (SVG renderer, so it draws in any
// browser and in jsdom) and a CSV button that downloads exactly the data the chart draws.
import { useEffect, useRef } from 'react';
import { Button, Card, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { toCsv, downloadCsv, type ChartTable } from './chart-csv.ts';
import './messages.ts';

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface ChartSpec {
  /** Names the chart in test ids and its CSV file. */
  id: string;
  title: string;
  kind: 'line' | 'bar';
  table: ChartTable;
  /** Bars stacked: each bar is the sum of its series. */
  stacked?: boolean;
  /** Ranks: the y axis runs downwards from 1. */
  inverse?: boolean;
  fileName: string;
  rtl?: boolean;
}

const HEIGHT = 280;

function optionOf(spec: ChartSpec): echarts.EChartsCoreOption {
  const [, ...series] = spec.table.columns;
  const labels = spec.table.rows.map((r) => String(r[0]));
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: labels, inverse: spec.rtl === true },
    yAxis: {
      type: 'value',
      inverse: spec.inverse === true,
      minInterval: 1,
      position: spec.rtl ? 'right' : 'left',
      ...(spec.inverse ? { min: 1 } : {}),
    },
    series: series.map((name, i) => ({
      name,
      type: spec.kind,
      ...(spec.stacked ? { stack: 'total' } : {}),
      data: spec.table.rows.map((r) => r[i + 1] ?? null),
      showSymbol: spec.table.rows.length < 60,
      connectNulls: false,
    })),
  };
}

export function InsightChart({ spec }: { spec: ChartSpec }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const chart = echarts.init(el, undefined, {
      renderer: 'svg',
      width: el.clientWidth || 640,
      height: HEIGHT,
    });
    chart.setOption(optionOf(spec));
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => chart.resize({ width: el.clientWidth || 640, height: HEIGHT }));
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      chart.dispose();
    };
  }, [spec]);

  const label = t('insight.exportCsvOf', { chart: spec.title });
  return (
    <Card
      size="small"
      title={<h3 style={{ margin: 0, fontSize: 15 }}>{spec.title}</h3>}
      data-testid={`insight-chart-${spec.id}`}
      extra={
        <Tooltip title={label}>
          <Button
            size="small"
            aria-label={label}
            data-testid={`insight-csv-${spec.id}`}
            onClick={() => downloadCsv(spec.fileName, toCsv(spec.table))}
          >
            {t('insight.exportCsv')}
          </Button>
        </Tooltip>
      }
    >
      <div
        ref={host}
        role="img"
        aria-label={t('insight.chartLabel', { chart: spec.title })}
        className="insight-chart"
        style={{ width: '100%', height: HEIGHT }}
        dir="ltr"
      />
    </Card>
  );
}

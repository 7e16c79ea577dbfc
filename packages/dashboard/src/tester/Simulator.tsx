// /tester/simulator (decision 0056): start a generated stream of gifts into a campaign at a rate, watch
// its runs (refreshed every second) and stop one.
import { useState } from 'react';
import { Button, Card, Form, InputNumber, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MAX_SIMULATION_RATE,
  MAX_SIMULATION_SECONDS,
  type Simulation,
  type SimulationState,
} from '@eventory/domain/tester';
import { Loaded } from '../lists/Loaded.tsx';
import { useServices } from '../services/use-services.ts';
import { SIMULATIONS_KEY, useSimulations } from './use-simulations.ts';
import './messages.ts';

interface Values {
  campaignID?: number;
  rate: number;
  durationSeconds: number;
  pointMin: number;
  pointMax: number;
}

const COLOURS: Record<SimulationState, string> = {
  running: 'processing',
  stopped: 'default',
  finished: 'success',
  failed: 'error',
};

export default function Simulator() {
  const { t } = useTranslation();
  const { api, toasts } = useServices();
  const client = useQueryClient();
  const runs = useSimulations();
  const [busy, setBusy] = useState(false);
  const whole = (min: number, max: number) => [
    {
      type: 'integer' as const,
      min,
      max,
      required: true,
      message: t('tester-tools.wholeNumber', { min, max }),
    },
  ];

  async function start(v: Values) {
    setBusy(true);
    try {
      const run = await api.post<Simulation>('simulator/start', v);
      toasts.add({ type: 'success', message: t('tester-tools.simulationStarted', { id: run.id }) });
      await client.invalidateQueries({ queryKey: SIMULATIONS_KEY });
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }
  async function stop(run: Simulation) {
    try {
      await api.post(`simulator/${run.id}/stop`);
      await client.invalidateQueries({ queryKey: SIMULATIONS_KEY });
    } catch {
      // The API client has shown the error.
    }
  }
  const stateLabel = (r: Simulation) =>
    r.state === 'failed'
      ? t('tester-tools.stateFailed', { error: r.error })
      : t(`tester-tools.state${r.state[0]!.toUpperCase()}${r.state.slice(1)}`);

  return (
    <>
      <Typography.Title level={2}>{t('menu.simulator')}</Typography.Title>
      <Typography.Paragraph>{t('tester-tools.simulatorIntro')}</Typography.Paragraph>
      <Card>
        <Form<Values>
          name="simulator"
          layout="vertical"
          initialValues={{ rate: 10, durationSeconds: 60, pointMin: 1, pointMax: 100 }}
          onFinish={start}
          style={{ maxWidth: 520 }}
        >
          <Form.Item label={t('tester-tools.campaignID')} name="campaignID" rules={whole(1, 2_147_483_647)}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('tester-tools.rate')} name="rate" rules={whole(1, MAX_SIMULATION_RATE)}>
            <InputNumber min={1} max={MAX_SIMULATION_RATE} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label={t('tester-tools.durationSeconds')}
            name="durationSeconds"
            rules={whole(1, MAX_SIMULATION_SECONDS)}
          >
            <InputNumber min={1} max={MAX_SIMULATION_SECONDS} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('tester-tools.pointMin')} name="pointMin">
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('tester-tools.pointMax')} name="pointMax">
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('tester-tools.start')}
          </Button>
        </Form>
      </Card>
      <Card title={t('tester-tools.runs')} style={{ marginTop: 16 }}>
        <Loaded query={runs}>
          {(items) => (
            <Table<Simulation>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={items}
              locale={{ emptyText: t('tester-tools.noRuns') }}
              columns={[
                { title: '#', dataIndex: 'id' },
                { title: t('tester-tools.campaignID'), dataIndex: 'campaignID' },
                { title: t('tester-tools.rate'), dataIndex: 'rate' },
                { title: t('tester-tools.durationSeconds'), dataIndex: 'durationSeconds' },
                {
                  title: t('tester-tools.state'),
                  render: (_, r) => <Tag color={COLOURS[r.state]}>{stateLabel(r)}</Tag>,
                },
                { title: t('tester-tools.sent'), dataIndex: 'sent' },
                {
                  title: t('tester-tools.started'),
                  render: (_, r) => dayjs.unix(r.startTime).format('YYYY-MM-DD HH:mm:ss'),
                },
                {
                  key: 'stop',
                  render: (_, r) =>
                    r.state === 'running' && (
                      <Button size="small" danger onClick={() => void stop(r)}>
                        {t('tester-tools.stop')}
                      </Button>
                    ),
                },
              ]}
            />
          )}
        </Loaded>
      </Card>
    </>
  );
}

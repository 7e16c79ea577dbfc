// POST leaderboard/generate: mock scores set straight into a container picked by type (find-all).
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTAINER_TYPES, type ContainerType } from '@eventory/domain/containers';
import { Loaded } from '../lists/Loaded.tsx';
import { useServices } from '../services/use-services.ts';
import { idsOf } from './ids-of.ts';
import { useContainersOfType } from './use-containers-of-type.ts';
import './messages.ts';

interface Values {
  containerID?: number;
  keys: string;
  count: number;
  scoreMin: number;
  scoreMax: number;
}

export function MockAggregationForm() {
  const { t } = useTranslation();
  const { api } = useServices();
  const client = useQueryClient();
  const [type, setType] = useState<ContainerType>('Leaderboard');
  const found = useContainersOfType(type);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ id: number; count: number } | null>(null);

  async function generate(v: Values) {
    if (v.containerID === undefined) return;
    setBusy(true);
    try {
      const r = await api.post<{ containerID: number; records: unknown[] }>('leaderboard/generate', {
        containerID: v.containerID,
        keys: idsOf(v.keys),
        count: v.count,
        scoreMin: v.scoreMin,
        scoreMax: v.scoreMax,
      });
      setDone({ id: r.containerID, count: r.records.length });
      await client.invalidateQueries({ queryKey: ['tester', 'containers'] });
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('tester-tools.mockAggregation')} style={{ marginTop: 16 }}>
      <p>{t('tester-tools.mockAggregationIntro')}</p>
      <Form<Values>
        name="mockAggregation"
        layout="vertical"
        initialValues={{ keys: '', count: 20, scoreMin: 1, scoreMax: 10000 }}
        onFinish={generate}
        style={{ maxWidth: 520 }}
      >
        <Form.Item label={t('tester-tools.containerType')}>
          <Select
            aria-label={t('tester-tools.containerType')}
            value={type}
            onChange={setType}
            options={CONTAINER_TYPES.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
        <Loaded query={found}>
          {(items) =>
            items.length === 0 ? (
              <Alert
                type="info"
                showIcon
                title={t('tester-tools.noContainers')}
                style={{ marginBottom: 16 }}
              />
            ) : (
              <Form.Item
                label={t('tester-tools.container')}
                name="containerID"
                rules={[{ required: true, message: t('tester-tools.chooseContainer') }]}
              >
                <Select
                  aria-label={t('tester-tools.container')}
                  placeholder={t('tester-tools.chooseContainer')}
                  options={items.map((c) => ({
                    value: c.containerID,
                    label: t('tester-tools.containerOption', {
                      id: c.containerID,
                      group: c.groupName,
                      records: c.records,
                    }),
                  }))}
                />
              </Form.Item>
            )
          }
        </Loaded>
        <Form.Item label={t('tester-tools.keys')} name="keys">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item label={t('tester-tools.recordCount')} name="count">
          <InputNumber min={1} max={5000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('tester-tools.scoreMin')} name="scoreMin">
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('tester-tools.scoreMax')} name="scoreMax">
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('tester-tools.setScores')}
        </Button>
      </Form>
      {done && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={t('tester-tools.recordsSet', { count: done.count, id: done.id })}
        />
      )}
    </Card>
  );
}

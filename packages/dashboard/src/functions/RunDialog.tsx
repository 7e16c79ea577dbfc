// Run a function (admin API POST function/{id}/run {args}) and show how it ended, its stdout and stderr.
import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FunctionConfig, FunctionRunResult } from '@eventory/domain/functions';
import { useServices } from '../services/use-services.ts';
import { linesOf } from './lines.ts';
import './messages.ts';

const OUTCOME_COLOURS = { ok: 'green', error: 'red', timeout: 'orange', memory: 'orange' } as const;

export function RunDialog({ fn, onClose }: { fn: FunctionConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [args, setArgs] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FunctionRunResult | null>(null);

  async function run() {
    const given = linesOf(args);
    setBusy(true);
    try {
      setResult(
        await api.post<FunctionRunResult>(`function/${fn.id}/run`, given.length > 0 ? { args: given } : {}),
      );
    } catch {
      setResult(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      width={720}
      title={t('functions.runTitle', { path: fn.filepath })}
      footer={null}
      onCancel={onClose}
    >
      <Form layout="vertical" onFinish={() => void run()}>
        <Form.Item label={t('functions.runArgs')} htmlFor="function-run-args">
          <Input.TextArea
            id="function-run-args"
            rows={3}
            value={args}
            placeholder={fn.args.join('\n')}
            onChange={(event) => setArgs(event.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {busy ? t('functions.running') : t('functions.run')}
        </Button>
      </Form>
      {result && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }} data-testid="function-result">
          <Space>
            <Tag color={OUTCOME_COLOURS[result.outcome]}>{t(`functions.outcome_${result.outcome}`)}</Tag>
            <Typography.Text type="secondary">
              {t('functions.duration', { ms: result.durationMs })}
            </Typography.Text>
          </Space>
          <Typography.Text strong>{t('functions.stdout')}</Typography.Text>
          <pre data-testid="function-stdout" style={{ maxHeight: 240, overflow: 'auto' }}>
            {result.stdout || t('functions.noOutput')}
          </pre>
          <Typography.Text strong>{t('functions.stderr')}</Typography.Text>
          <pre data-testid="function-stderr" style={{ maxHeight: 240, overflow: 'auto' }}>
            {result.stderr || t('functions.noOutput')}
          </pre>
        </Space>
      )}
    </Modal>
  );
}

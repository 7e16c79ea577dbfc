// What a tester send stored and changed (TesterIngestResult), or that nothing scored it.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TesterIngestResult } from '@eventory/domain/tester';
import './messages.ts';

export function IngestResultNote({ result }: { result: TesterIngestResult }) {
  const { t } = useTranslation();
  return (
    <Alert
      style={{ marginTop: 16 }}
      data-testid="ingest-result"
      type={result.effects.length > 0 ? 'success' : 'warning'}
      showIcon
      title={t('tester-tools.sentEvents', { count: result.accepted.length, effects: result.effects.length })}
      description={result.effects.length > 0 ? undefined : t('tester-tools.noEffects')}
    />
  );
}

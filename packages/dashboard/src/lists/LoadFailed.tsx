// A list or record that did not load: "could not load" and a retry (admin spec §4 Lists).
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadFailed({ retry }: { retry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('common.loadFailed')}
      extra={<Button onClick={() => void retry()}>{t('common.retry')}</Button>}
    />
  );
}

// /tester/mock-data: mock gifts through the ingest path, and mock aggregation into a chosen container.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MockAggregationForm } from './MockAggregationForm.tsx';
import { MockGiftsForm } from './MockGiftsForm.tsx';

export default function MockData() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={2}>{t('menu.testerMockData')}</Typography.Title>
      <MockGiftsForm />
      <MockAggregationForm />
    </>
  );
}

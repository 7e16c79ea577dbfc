// /tester/giftbox: send a gift box (several gifts in one batch) and a labor reward log.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GiftboxForm } from './GiftboxForm.tsx';
import { LaborRewardForm } from './LaborRewardForm.tsx';

export default function Giftbox() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={2}>{t('menu.testerGiftbox')}</Typography.Title>
      <GiftboxForm />
      <LaborRewardForm />
    </>
  );
}

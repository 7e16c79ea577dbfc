// Dashboard > Workplace: the landing page after sign-in.
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canPerform } from '@eventory/domain/permissions';
import { useAuth } from '../auth/use-auth.ts';
import { RecentChanges } from './RecentChanges.tsx';

export default function Workplace() {
  const { t } = useTranslation();
  const { grantee } = useAuth();
  const name = grantee?.name || grantee?.email || '';
  return (
    <>
      <Typography.Title level={2}>{t('workplace.welcome', { name })}</Typography.Title>
      <Typography.Paragraph>{t('workplace.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {grantee && canPerform(grantee, 'campaignControl') && (
          <Col xs={24} md={12}>
            <Card title={<Link to="/eventory">{t('workplace.campaigns')}</Link>}>
              {t('workplace.campaignsHint')}
            </Card>
          </Col>
        )}
        {grantee && canPerform(grantee, 'tester') && (
          <Col xs={24} md={12}>
            <Card title={<Link to="/tester/send-gifts">{t('workplace.tester')}</Link>}>
              {t('workplace.testerHint')}
            </Card>
          </Col>
        )}
        <Col xs={24}>
          <RecentChanges />
        </Col>
      </Row>
    </>
  );
}

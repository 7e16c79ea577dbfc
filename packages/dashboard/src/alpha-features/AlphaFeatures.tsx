// /alpha (decision 0096): the alpha features, one switch per environment, for super admins (`alpha`).
// Every switch is change-logged on the server; the feature config tells the front ends what is on.
import { Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AlphaFeatureRow } from '@eventory/domain/alpha-features';
import { ENVIRONMENTS } from '@eventory/domain/environment';
import { useCanWrite } from '../campaigns/use-can-write.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { Loaded } from '../lists/Loaded.tsx';
import { useServices } from '../services/use-services.ts';
import { useAlphaFeatures, useSwitchAlphaFeature } from './use-alpha-features.ts';
import './messages.ts';

export default function AlphaFeatures() {
  const { t } = useTranslation();
  const { toasts } = useServices();
  const features = useAlphaFeatures();
  const switcher = useSwitchAlphaFeature();
  const canWrite = useCanWrite('alpha');

  async function flip(row: AlphaFeatureRow, environment: (typeof ENVIRONMENTS)[number], enabled: boolean) {
    try {
      await switcher.mutateAsync({ feature: row.feature, environment, enabled });
      toasts.add({
        type: 'success',
        message: t('alpha-features.switched', {
          feature: t(`alpha-features.${row.feature}`),
          environment,
          state: t(enabled ? 'alpha-features.on' : 'alpha-features.off'),
        }),
      });
    } catch {
      // The API client has shown the error.
    }
  }

  return (
    <>
      <Typography.Title level={2}>{t('menu.alpha')}</Typography.Title>
      <Typography.Paragraph>{t('alpha-features.intro')}</Typography.Paragraph>
      <Loaded query={features}>
        {(rows) => (
          <Table<AlphaFeatureRow>
            rowKey="feature"
            size="small"
            pagination={false}
            dataSource={rows}
            columns={[
              {
                title: t('alpha-features.feature'),
                render: (_, row) => (
                  <>
                    <Typography.Text strong>{t(`alpha-features.${row.feature}`)}</Typography.Text>{' '}
                    <Typography.Text type="secondary" code>
                      {row.feature}
                    </Typography.Text>
                  </>
                ),
              },
              ...ENVIRONMENTS.map((environment) => ({
                key: environment,
                title: environment,
                render: (_: unknown, row: AlphaFeatureRow) => (
                  <Switch
                    checked={row.enabled[environment]}
                    disabled={!canWrite || switcher.isPending}
                    aria-label={t('alpha-features.switchLabel', {
                      feature: t(`alpha-features.${row.feature}`),
                      environment,
                    })}
                    onChange={(on) => void flip(row, environment, on)}
                  />
                ),
              })),
              {
                title: t('alpha-features.lastChange'),
                render: (_, row) =>
                  row.updatedAt === null
                    ? t('alpha-features.never')
                    : `${formatUnixSeconds(row.updatedAt)} · ${row.updatedBy ?? ''}`,
              },
            ]}
          />
        )}
      </Loaded>
    </>
  );
}

// What the colours and arrows of the campaign diagram mean, and how to move through it by keyboard.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIAGRAM_NODE_KINDS } from '@eventory/domain/campaign-diagram';
import { KIND_COLOURS } from './DiagramNodeCard.tsx';
import './messages.ts';

export function DiagramLegend() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('diagram.legend')} className="campaign-diagram__legend">
      {DIAGRAM_NODE_KINDS.map((kind) => (
        <span key={kind}>
          <span aria-hidden className="campaign-diagram__swatch" style={{ background: KIND_COLOURS[kind] }} />
          {t(`diagram.kind_${kind}`)}
        </span>
      ))}
      <Typography.Text type="secondary">{t('diagram.solid')}</Typography.Text>
      <Typography.Text type="secondary">{t('diagram.dashed')}</Typography.Text>
      <Typography.Text type="secondary">{t('diagram.keyboardHint')}</Typography.Text>
    </section>
  );
}

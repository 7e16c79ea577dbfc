// Wave title (block catalogue §1, §9): a section heading over a wave line, default text 活動內容 (blank = the
// locale's words for it). The `wave` variant is the Wave corporation's look: its colours and a double wave.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { bannerText } from './banner-texts.ts';
import styles from './banner.module.css';

export const WAVE_TITLE_VARIANTS = ['default', 'wave'] as const;
export type WaveTitleVariant = (typeof WAVE_TITLE_VARIANTS)[number];

export interface WaveTitleProps {
  text: string;
  /** `wave`: the Wave corporation's variant. */
  variant: WaveTitleVariant;
}

const WAVE = 'M0 6 Q 7.5 0 15 6 T 30 6 T 45 6 T 60 6 T 75 6 T 90 6 T 105 6 T 120 6';

export function WaveTitle({ props }: BlockRenderProps<WaveTitleProps>) {
  const { locale } = useRenderContext();
  const variant: WaveTitleVariant = props.variant === 'wave' ? 'wave' : 'default';
  const text = stringProp(props.text).trim() || bannerText(locale, 'waveTitleDefault');
  return (
    <div
      className={`${styles.waveTitle} ${variant === 'wave' ? styles.variantWave : ''}`}
      data-block="WaveTitle"
      data-variant={variant}
    >
      <h2 className={styles.waveText} dir="auto">
        {text}
      </h2>
      <svg
        className={styles.waveLine}
        viewBox="0 0 120 12"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d={WAVE} />
        {variant === 'wave' && <path d={WAVE} transform="translate(0 3)" className={styles.waveSecond} />}
      </svg>
    </div>
  );
}

// Background-image container (block catalogue §1): its children over an image that covers (or fits) the box.
// Editor mode without an image shows a striped stand-in with a note, so the author sees where it goes.
import type { CSSProperties } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import {
  backgroundImageCss,
  backgroundPosition,
  backgroundSize,
  type BackgroundPosition,
  type BackgroundSize,
} from './background-image.ts';
import { bannerText } from './banner-texts.ts';
import styles from './banner.module.css';

export interface BackgroundImageContainerProps {
  /** An http(s) address or a path on this server. */
  imageSrc: string;
  size: BackgroundSize;
  position: BackgroundPosition;
  /** CSS colour under and around the image. */
  backgroundColor: string;
  /** Minimum height in px (0 = as tall as the content). */
  minHeight: number;
  padding: string;
}

export function BackgroundImageContainer({
  props,
  children,
}: BlockRenderProps<BackgroundImageContainerProps>) {
  const { mode, locale } = useRenderContext();
  const image = backgroundImageCss(stringProp(props.imageSrc));
  const style: CSSProperties = {
    backgroundSize: backgroundSize(props.size),
    backgroundPosition: `center ${backgroundPosition(props.position)}`,
    minHeight: `${Math.max(0, numberProp(props.minHeight, 0))}px`,
  };
  if (image) style.backgroundImage = image;
  if (props.backgroundColor) style.backgroundColor = stringProp(props.backgroundColor);
  if (props.padding) style.padding = stringProp(props.padding);
  const standIn = mode === 'editor' && !image;
  return (
    <div
      className={`${styles.background} ${standIn ? styles.backgroundStandIn : ''}`}
      style={style}
      data-block="BackgroundImageContainer"
    >
      {standIn && <p className={styles.editorNote}>{bannerText(locale, 'backgroundNoImageEditor')}</p>}
      {children}
    </div>
  );
}

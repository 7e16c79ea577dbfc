// Embedded frame (block catalogue §5, visitor spec §5; decision 0064): an event page from one of the two
// allowed event origins, with the current query string appended; anything else logs an error and renders
// nothing. The frame may ask for its height; its messages count only from its origin and its own window.
import { useRef, useState } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { EmbeddedFrameView } from './EmbeddedFrameView.tsx';
import { clampFrameHeight, FRAME_DEFAULT_HEIGHT_PX } from './frame-rules.ts';
import { frameText } from './frame-texts.ts';
import { useFrameAddress } from './use-frame-address.ts';
import { useFrameMessages } from './useFrameMessages.ts';

export interface EmbeddedFrameProps {
  url: string;
  /** In px (50-5000); the frame may change it with an eventory:resize message. */
  height: number;
  /** The frame's name for screen readers; blank = "Embedded event page". */
  title: string;
}

export function EmbeddedFrame({ props }: BlockRenderProps<EmbeddedFrameProps>) {
  const { locale } = useRenderContext();
  const ref = useRef<HTMLIFrameElement>(null);
  const configured = stringProp(props.url);
  const address = useFrameAddress(configured);
  const [askedHeight, setAskedHeight] = useState<number>();
  useFrameMessages(ref, address?.origin, (message) => {
    if (message.type === 'eventory:resize') setAskedHeight(message.height);
  });
  return (
    <EmbeddedFrameView
      ref={ref}
      block="EmbeddedFrame"
      configured={configured}
      address={address}
      height={askedHeight ?? clampFrameHeight(numberProp(props.height, FRAME_DEFAULT_HEIGHT_PX))}
      title={stringProp(props.title).trim() || frameText(locale, 'frameLabel')}
    />
  );
}

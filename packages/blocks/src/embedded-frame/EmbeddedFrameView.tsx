// What both embedded-frame variants render: the frame in runtime mode (refused addresses log an error and
// render nothing), or in editor mode a placeholder that names the address and loads nothing.
import { forwardRef, type ReactNode } from 'react';
import { EMBEDDED_FRAME_ORIGINS } from '@eventory/domain/embedded-frame';
import { useRenderContext } from '../renderer/render-context.ts';
import type { FrameAddress } from './frame-rules.ts';
import { frameText } from './frame-texts.ts';
import styles from './embedded-frame.module.css';

interface EmbeddedFrameViewProps {
  block: 'EmbeddedFrame' | 'EmbeddedLoginFrame';
  configured: string;
  address: FrameAddress | undefined;
  height: number;
  title: string;
  onLoad?: () => void;
  /** Shown under the editor placeholder (what the variant does). */
  editorNote?: string;
  children?: ReactNode;
}

export const EmbeddedFrameView = forwardRef<HTMLIFrameElement, EmbeddedFrameViewProps>(
  function EmbeddedFrameView(
    { block, configured, address, height, title, onLoad, editorNote, children },
    ref,
  ) {
    const { mode, locale } = useRenderContext();
    if (mode === 'editor') {
      const text = !configured.trim()
        ? frameText(locale, 'frameEmptyEditor')
        : address
          ? frameText(locale, 'framePreviewEditor', address.url)
          : frameText(locale, 'frameRefusedEditor', EMBEDDED_FRAME_ORIGINS.join(', '));
      return (
        <div
          className={styles.placeholder}
          data-block={block}
          data-refused={configured.trim() && !address ? 'true' : undefined}
          style={{ minHeight: Math.min(height, 240) }}
        >
          <p className={styles.placeholderText}>{text}</p>
          {editorNote ? <p className={styles.placeholderNote}>{editorNote}</p> : null}
        </div>
      );
    }
    if (!address) return null;
    return (
      <div className={styles.frame} data-block={block}>
        <iframe
          ref={ref}
          className={styles.iframe}
          src={address.url}
          title={title}
          style={{ height }}
          onLoad={onLoad}
          // Cross-origin pages of our own event hosts: scripts, forms and popups, nothing more.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
        {children}
      </div>
    );
  },
);

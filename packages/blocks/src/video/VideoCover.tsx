// Video cover (block catalogue §3, §5): a video with its MIME type read from the extension, the image as
// its poster and as the fallback when there is no video or it fails to load. Defaults: no controls, loop,
// muted, autoplay (browsers only autoplay muted videos; playsInline keeps iOS from going full screen).
// Editor mode never plays: it shows the first frame or the poster, without controls.
import { useState } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { mediaSource, videoMimeType } from './video-type.ts';
import { videoText } from './video-texts.ts';
import styles from './video.module.css';

export interface VideoCoverProps {
  videoSrc: string;
  /** The poster, and what shows instead of the video when it is missing or fails. */
  imageSrc: string;
  showControl: boolean;
  loop: boolean;
  muted: boolean;
  autoPlay: boolean;
  /** What the video shows, for screen readers; blank = "Event video". */
  alt: string;
}

export function VideoCover({ props }: BlockRenderProps<VideoCoverProps>) {
  const { mode, locale } = useRenderContext();
  const [failed, setFailed] = useState(false);
  const editor = mode === 'editor';
  const video = mediaSource(stringProp(props.videoSrc));
  const poster = mediaSource(stringProp(props.imageSrc));
  const label = stringProp(props.alt).trim() || videoText(locale, 'videoLabel');

  if (!video && !poster) {
    return editor ? (
      <div className={styles.empty} data-block="VideoCover">
        {videoText(locale, 'videoEmptyEditor')}
      </div>
    ) : null;
  }
  if (!video || failed) {
    return (
      <figure className={styles.cover} data-block="VideoCover" data-fallback="poster">
        {poster ? <img className={styles.poster} src={poster} alt={label} /> : null}
        {!poster && <figcaption>{videoText(locale, 'videoUnsupported')}</figcaption>}
      </figure>
    );
  }
  const type = videoMimeType(video);
  const muted = editor || booleanProp(props.muted, true);
  return (
    <figure className={`${styles.cover} ${editor ? styles.editor : ''}`} data-block="VideoCover">
      <video
        className={styles.video}
        poster={poster}
        controls={!editor && booleanProp(props.showControl, false)}
        loop={booleanProp(props.loop, true)}
        muted={muted}
        // React sets only the muted property; the attribute (defaultMuted) is what lets iOS autoplay.
        ref={(element) => {
          if (element) element.defaultMuted = muted;
        }}
        autoPlay={!editor && booleanProp(props.autoPlay, true)}
        playsInline
        preload={editor ? 'metadata' : 'auto'}
        aria-label={label}
        onError={() => setFailed(true)}
      >
        <source src={video} type={type} onError={() => setFailed(true)} />
        {videoText(locale, 'videoUnsupported')}
      </video>
    </figure>
  );
}

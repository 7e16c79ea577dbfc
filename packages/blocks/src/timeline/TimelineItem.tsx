// Timeline.Item: one moment of the timeline: its dot on the line, its date ('MM.DD' '(dd)') and time
// ('HH:mm:ss') in the visitor's language, its title and any blocks placed in it. The Timeline gives it its
// slot and phase; editor mode asks for a time when none is set.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { formatDate, languageTag } from '../widgets/time-format.ts';
import { useTimeline } from './timeline-context.ts';
import { timelineText } from './timeline-texts.ts';
import styles from './timeline.module.css';

export interface TimelineItemProps {
  /** Unix seconds. */
  time: number;
  title: string;
}

export function TimelineItem({ props, node, children }: BlockRenderProps<TimelineItemProps>) {
  const { mode, locale } = useRenderContext();
  const timeline = useTimeline();
  const place = timeline?.placeOf(node) ?? { slot: 0, phase: 'upcoming' as const };
  const time = numberProp(props.time, 0);
  const title = stringProp(props.title).trim();
  const language = languageTag(locale);
  const formats = timeline?.formats;
  const date = time > 0 ? new Date(time * 1000) : undefined;
  // The date and weekday share a line; the time sits under them.
  const parts = date
    ? (
        [
          [formats?.date, styles.part],
          [formats?.weekday, styles.part],
          [formats?.time, styles.clock],
        ] as const
      )
        .filter((entry): entry is readonly [string, string] => !!entry[0])
        .map(([format, className]) => ({ text: formatDate(date, format, language), className }))
    : [];
  return (
    <div
      role="listitem"
      className={styles.item}
      data-block="Timeline.Item"
      data-phase={place.phase}
      aria-current={place.phase === 'current' ? 'step' : undefined}
      style={{ gridColumn: place.slot + 1 }}
    >
      <span className={styles.dot} aria-hidden="true" />
      {date ? (
        <time className={styles.when} dateTime={date.toISOString()}>
          {parts.map((part, index) => (
            <span key={index} className={part.className}>
              {part.text}
            </span>
          ))}
        </time>
      ) : mode === 'editor' ? (
        <span className={styles.when}>{timelineText(locale, 'timelineNoTimeEditor')}</span>
      ) : null}
      {title ? (
        <p className={styles.title} dir="auto">
          {title}
        </p>
      ) : null}
      {children}
    </div>
  );
}

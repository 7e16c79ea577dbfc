// Timeline (block catalogue §3, §5, §9): Timeline.Item children placed on a line by their time, one slot per
// distinct time (116 px each, scrolling sideways; in percent below 4 distinct times), the line filled up to
// now and the items marked past, current or upcoming, rechecked every 1000 ms. Counts as the 'timeline'
// section view. Editor mode does not tick and explains an empty timeline.
import { Children, useMemo, useRef } from 'react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { useSectionView } from '../widgets/useSectionView.ts';
import { TimelineContext, type TimelineContextValue } from './timeline-context.ts';
import {
  lineProgress,
  slotWidths,
  TIMELINE_DATE_FORMAT,
  TIMELINE_TIME_FORMAT,
  TIMELINE_WEEKDAY_FORMAT,
  timelineLayout,
  timelinePhase,
} from './timeline-layout.ts';
import { TimelineLine } from './TimelineLine.tsx';
import { timelineText } from './timeline-texts.ts';
import { useTimelineClock } from './useTimelineClock.ts';
import styles from './timeline.module.css';

export interface TimelineProps {
  /** Read as the timeline's name; blank = "Event timeline". */
  title: string;
  dateFormat: string;
  weekdayFormat: string;
  timeFormat: string;
}

const itemTime = (node: BlueprintNode): number | undefined => {
  const time = numberProp(node.props?.time, 0);
  return time > 0 ? time : undefined;
};

export function Timeline({ props, node, children }: BlockRenderProps<TimelineProps>) {
  const { mode, locale } = useRenderContext();
  const { tracker } = useVisitor();
  const ref = useRef<HTMLElement>(null);
  const runtime = mode === 'runtime';
  useSectionView(ref, 'timeline', runtime ? tracker : undefined);
  const now = useTimelineClock(runtime);
  // A Timeline.Line child is the line drawn below, not a slot (decision 0125).
  const items = useMemo(
    () => (node.children ?? []).filter((child) => child.type !== 'Timeline.Line'),
    [node.children],
  );
  const layout = useMemo(() => timelineLayout(items.map(itemTime)), [items]);
  const formats = useMemo(
    () => ({
      date: stringProp(props.dateFormat, TIMELINE_DATE_FORMAT),
      weekday: stringProp(props.weekdayFormat, TIMELINE_WEEKDAY_FORMAT),
      time: stringProp(props.timeFormat, TIMELINE_TIME_FORMAT),
    }),
    [props.dateFormat, props.weekdayFormat, props.timeFormat],
  );
  // Phases change at most once a second; the map is rebuilt with the clock.
  const value = useMemo<TimelineContextValue>(() => {
    const places = new Map(
      items.map((item, index) => [
        item,
        { slot: layout.slotOfItem[index] ?? 0, phase: timelinePhase(itemTime(item), layout, now) },
      ]),
    );
    return { placeOf: (item) => places.get(item), formats };
  }, [items, layout, now, formats]);

  const label = stringProp(props.title).trim() || timelineText(locale, 'timelineLabel');
  if (Children.count(children) === 0) {
    return mode === 'editor' ? (
      <div className={styles.empty} data-block="Timeline">
        {timelineText(locale, 'timelineEmptyEditor')}
      </div>
    ) : null;
  }
  const widths = slotWidths(layout);
  const scrolls = layout.unit === 'px';
  return (
    <section
      ref={ref}
      className={styles.timeline}
      data-block="Timeline"
      data-unit={layout.unit}
      aria-label={label}
    >
      <div
        className={styles.scroller}
        // Slots of 116 px run past the page's width: the strip scrolls, from the keyboard too.
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'group' : undefined}
        aria-label={scrolls ? label : undefined}
      >
        <div
          className={styles.track}
          role="list"
          style={{
            inlineSize: widths.track,
            gridTemplateColumns: `repeat(${Math.max(1, layout.slots.length)}, ${
              scrolls ? widths.slot : 'minmax(0, 1fr)'
            })`,
          }}
        >
          <TimelineLine progress={lineProgress(layout, now)} />
          <TimelineContext.Provider value={value}>{children}</TimelineContext.Provider>
        </div>
      </div>
    </section>
  );
}

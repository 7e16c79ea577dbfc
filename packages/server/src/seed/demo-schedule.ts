// The demo page's "Schedule" tab (issue 14 §5): the blocks of the rest of the catalogue (decisions 0063–0066) on a
// route of the view switch, so the demo shows every feature while a viewer opening the ranking downloads none of
// them (a route's blocks load when it renders, decision 0076).
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Campaign } from '@eventory/domain/campaign';

export const DEMO_SCHEDULE_PATH = '/schedule';
/** The cover picture the event-page build serves (packages/pages/public). */
export const DEMO_STAGE_PICTURE = '/event-assets/demo/stage.svg';

const DAY = 24 * 60 * 60;
const text = (value: string, align = 'start'): BlueprintNode => ({
  type: 'Text',
  props: { text: value, align },
});
const heading = (value: string): BlueprintNode => ({
  type: 'Title',
  props: { text: value, level: 3, align: 'start' },
});
const row = (cells: string[]): BlueprintNode => ({
  type: 'Table.Row',
  children: cells.map((cell) => ({ type: 'Table.Col', props: { text: cell } })),
});
const column = (children: BlueprintNode[]): BlueprintNode => ({
  type: 'LayoutBlock',
  props: { flex: 1, backgroundColor: '#f4f1fb', padding: '12px' },
  children,
});

/** The route, for the campaign's dates (unix seconds). */
export function demoScheduleRoute(campaign: Campaign): BlueprintNode {
  const finalNight = campaign.endTime - DAY;
  const semiFinals = campaign.startTime + 14 * DAY;
  return {
    type: 'Route',
    props: { path: DEMO_SCHEDULE_PATH },
    children: [
      // Blank text: the locale's words for "event content" (活動內容 in zh_TW).
      { type: 'WaveTitle', id: 'schedule-title', props: { text: '' } },
      {
        type: 'BackgroundImageContainer',
        id: 'schedule-stage',
        props: {
          imageSrc: DEMO_STAGE_PICTURE,
          size: 'cover',
          position: 'center',
          minHeight: 120,
          padding: '16px',
        },
        children: [
          {
            type: 'CountdownBanner',
            id: 'final-countdown',
            props: { text: 'Until the final night', countdown: true, endTime: finalNight },
          },
        ],
      },
      {
        type: 'VideoCover',
        id: 'stage-cover',
        props: { imageSrc: DEMO_STAGE_PICTURE, alt: 'The Eventory Demo Cup stage' },
      },
      {
        type: 'Timeline',
        id: 'schedule-timeline',
        props: { title: 'The cup, round by round' },
        children: [
          { time: campaign.startTime, title: 'Opening round' },
          { time: semiFinals, title: 'Semi-finals' },
          { time: finalNight, title: 'Final night' },
          { time: campaign.endTime, title: 'Winners announced' },
        ].map((item) => ({ type: 'Timeline.Item', props: item })),
      },
      {
        type: 'Table',
        id: 'prizes',
        props: { caption: 'Prizes', bordered: true, striped: true },
        children: [
          { type: 'Table.Header', children: [row(['Place', 'Prize'])] },
          {
            type: 'Table.Body',
            children: [
              row(['1st', 'The cup, a badge and a homepage banner']),
              row(['2nd', 'A badge and a homepage banner']),
              row(['3rd', 'A badge']),
            ],
          },
          { type: 'Table.Footer', children: [row(['Top 10', 'A frame for the stream'])] },
        ],
      },
      {
        type: 'LayoutRow',
        id: 'stream-times',
        props: { gap: 8, align: 'stretch', wrap: true },
        children: [
          column([heading('Weekdays'), text('Streams from 20:00 to 23:00 (Taipei time).')]),
          column([heading('Weekends'), text('Specials from 14:00, with double points on Sunday.')]),
        ],
      },
      // Shown from 20:00 to 23:00 Taipei time, checked every second.
      {
        type: 'ScheduleCycleItem',
        id: 'prime-time',
        props: { every: 'day', from: 20, to: 23, timeZone: 'Asia/Taipei' },
        children: [text('Prime time now: the streamers are live.', 'center')],
      },
      // Shown until the final night starts.
      {
        type: 'SchedulePeriodItem',
        id: 'before-final',
        props: { startTime: 0, endTime: finalNight },
        children: [text('The final night is still ahead: every gift counts.', 'center')],
      },
      {
        type: 'CustomCssDiv',
        id: 'tip',
        props: {
          css: ':scope { border: 2px dashed #c2185b; border-radius: 12px; padding: 12px; }\np { margin: 0; }',
        },
        children: [text('Tip: follow your favourite streamers to find them fast on the board.')],
      },
      {
        type: 'PopupModal',
        id: 'schedule-help',
        props: { title: 'How the rounds work', closeOnOutsideClick: true },
        children: [
          { type: 'Popup.Trigger', props: { text: 'How the rounds work' } },
          {
            type: 'Popup.Content',
            children: [
              text('Every round counts the gifts sent while it runs.'),
              text('The top 3 on the total board when the cup ends win it.'),
            ],
          },
        ],
      },
    ],
  };
}

// The demo campaign's event page (seed/demo.ts saves it as the campaign's template): a head with the ranking,
// tabs over the total, daily board, vote, missions and schedule, and a foot with the carousel and registration.
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Vote } from '@eventory/domain/votes';
import { timezoneOffsetMinutes } from '@eventory/domain/constraints/schedule';
import type { PageTemplate } from '../pages/templates.ts';
import { DEMO_PODIUM_GIFTS } from './demo-missions.ts';
import { DEMO_SCHEDULE_PATH, demoScheduleRoute } from './demo-schedule.ts';
import { DEMO_VOTE_TOPIC } from './demo-votes.ts';

const DAY = 24 * 60 * 60;

/** The demo page: its blueprint, the leaderboard it references and no translations. */
export function demoPageTemplate(
  campaign: Campaign,
  leaderboard: Leaderboard,
  vote: Vote,
  now: number,
): Pick<PageTemplate, 'blueprint' | 'references' | 'translations'> {
  return {
    blueprint: {
      type: 'Page',
      props: { title: campaign.name },
      children: [
        ...demoPageHead(campaign, leaderboard),
        ...demoPageViews(campaign, leaderboard, vote, now),
        ...demoPageFoot(campaign, leaderboard),
      ],
    },
    references: {
      leaderboards: [
        {
          leaderboardID: leaderboard.ID,
          containerID: leaderboard.containerID,
          tabName: leaderboard.groupName,
          startTime: leaderboard.startTime,
          endTime: leaderboard.endTime,
        },
      ],
    },
    translations: {},
  };
}

/** The title, the rules, the podium, the search and the ranking. */
function demoPageHead(campaign: Campaign, leaderboard: Leaderboard): BlueprintNode[] {
  return [
    { type: 'Title', id: 'title', props: { text: campaign.name, level: 1, align: 'center' } },
    {
      type: 'Text',
      id: 'intro',
      props: {
        text: 'Send gifts to your favourite streamers: every point counts towards the cup. The ranking updates as gifts arrive.',
        align: 'center',
      },
    },
    // Widget blocks (H5): the time left, the rules as markdown.
    { type: 'Countdown', id: 'countdown', props: { endTime: campaign.endTime } },
    {
      type: 'Markdown',
      id: 'rules',
      props: {
        content:
          '## How it works\n- Every gift point counts for the streamer who receives it.\n- The top 3 win the cup, a badge and a homepage banner.\n\n| Gift | Points |\n|---|---|\n| Rose | 1 |\n| Heart | 10 |\n| Star | 50 |\n| Rocket | 100 |\n| Castle | 500 |',
        tableScroll: true,
      },
    },
    // Leaderboard family (H4): the top three on a podium.
    {
      type: 'Panel',
      id: 'podium-panel',
      children: [
        {
          type: 'TopStreamers',
          id: 'podium',
          props: { containerID: leaderboard.containerID, showTopUsers: '3', unit: '{0} pt' },
        },
      ],
    },
    { type: 'Search', id: 'search', props: { withRegion: true, variant: 'following' } },
    {
      type: 'Leaderboard',
      id: 'top-streamers',
      props: { containerID: leaderboard.containerID, title: leaderboard.groupName },
      children: [{ type: 'LeaderboardRow', props: { unit: '{0} pt', dropdown: 'contribution' } }],
    },
  ];
}

// Tabs and a route switch (H4): the overall total, the daily board with one tab per day, the vote, the
// missions and the schedule.
function demoPageViews(
  campaign: Campaign,
  leaderboard: Leaderboard,
  vote: Vote,
  now: number,
): BlueprintNode[] {
  return [
    {
      type: 'Tabs',
      id: 'views',
      children: [
        { type: 'Tab', props: { to: '/', text: 'Total' } },
        { type: 'Tab', props: { to: '/daily', text: 'Daily' } },
        { type: 'Tab', props: { to: '/vote', text: DEMO_VOTE_TOPIC } },
        { type: 'Tab', props: { to: '/missions', text: 'Missions' } },
        { type: 'Tab', props: { to: DEMO_SCHEDULE_PATH, text: 'Schedule' } },
      ],
    },
    {
      type: 'Switch',
      id: 'view-switch',
      props: { defaultPath: '/' },
      children: [
        {
          type: 'Route',
          props: { path: '/' },
          children: [
            {
              type: 'LeaderboardTotal',
              id: 'total',
              props: { containerID: leaderboard.containerID, format: '{0} pt in total' },
            },
          ],
        },
        demoDailyRoute(campaign, leaderboard, now),
        demoVoteRoute(vote),
        demoMissionsRoute(campaign, leaderboard),
        // The rest of the catalogue: timeline, table, popup, layout, schedule items, custom CSS, video.
        demoScheduleRoute(campaign),
      ],
    },
  ];
}

/** The daily board, one tab per day around today, each row's dropdown the streamer's missions. */
function demoDailyRoute(campaign: Campaign, leaderboard: Leaderboard, now: number): BlueprintNode {
  // The campaign-local day's start: the daily tabs are the campaign's days (issue 30 §1.6).
  const localOffset = timezoneOffsetMinutes(campaign.timezone) * 60;
  const today = now - ((((now + localOffset) % DAY) + DAY) % DAY);
  return {
    type: 'Route',
    props: { path: '/daily' },
    children: [
      {
        type: 'DailyLeaderboard',
        id: 'daily',
        props: { containerID: leaderboard.containerID, count: 10, personalRank: false },
        children: [
          {
            type: 'DailyTabs',
            children: [-1, 0, 1].map((offset) => ({
              type: 'DailyTab',
              props: {
                startTime: today + offset * DAY,
                endTime: today + (offset + 1) * DAY,
                containerID: leaderboard.containerID,
              },
            })),
          },
          // Each streamer's missions (the 2D "Three big fans") in the row's dropdown.
          {
            type: 'LeaderboardRow',
            props: {
              unit: '{0} pt',
              dropdown: 'mission',
              missionLeaderboardID: leaderboard.ID,
            },
          },
        ],
      },
    ],
  };
}

// The vote (decisions/0038): its nominees ranked by votes, each row with its vote button.
function demoVoteRoute(vote: Vote): BlueprintNode {
  return {
    type: 'Route',
    props: { path: '/vote' },
    children: [
      {
        type: 'Title',
        id: 'vote-title',
        props: { text: DEMO_VOTE_TOPIC, level: 2, align: 'center' },
      },
      {
        type: 'Text',
        id: 'vote-intro',
        props: {
          text: 'Sign in and give three votes a day, one per streamer.',
          align: 'center',
        },
      },
      {
        type: 'Leaderboard',
        id: 'vote-board',
        props: { containerID: vote.containerID, personalRank: false, clickable: false },
        children: [
          {
            type: 'LeaderboardRow',
            props: {
              unit: '{0, plural, one {# vote} other {# votes}}',
              dropdown: 'vote',
              voteID: vote.id,
            },
          },
        ],
      },
    ],
  };
}

// Missions (decisions/0041, 0042): the viewer's progress, claims and the reward popup; the gifts
// that count (decisions/0044).
function demoMissionsRoute(campaign: Campaign, leaderboard: Leaderboard): BlueprintNode {
  return {
    type: 'Route',
    props: { path: '/missions' },
    children: [
      {
        type: 'Title',
        id: 'missions-title',
        props: { text: 'Missions', level: 2, align: 'center' },
      },
      {
        type: 'Text',
        id: 'missions-intro',
        props: {
          text: 'Sign in, send gifts and claim a reward for each mission you complete.',
          align: 'center',
        },
      },
      {
        type: 'MissionList',
        id: 'missions',
        props: { refType: 'campaign', refID: String(campaign.ID) },
        children: [{ type: 'MissionCard' }],
      },
      // The community goal: the cup's total toward 10,000 points (the container's summary).
      {
        type: 'Title',
        id: 'goal-title',
        props: { text: 'Community goal: 10,000 pt', level: 3, align: 'center' },
      },
      {
        type: 'ProgressBar',
        id: 'community-goal',
        props: {
          icon: 'baobao_cat',
          containerID: leaderboard.containerID,
          targetScore: 10_000,
        },
      },
      {
        type: 'Title',
        id: 'gifts-title',
        props: { text: 'Gifts that count', level: 3, align: 'center' },
      },
      {
        type: 'Gifts',
        id: 'gifts',
        children: DEMO_PODIUM_GIFTS.map((giftId) => ({ type: 'Gift', props: { giftId } })),
      },
      {
        type: 'Buttons',
        id: 'mission-links',
        children: [
          { type: 'Button', props: { text: DEMO_VOTE_TOPIC, link: '/vote' } },
          { type: 'Button', props: { text: 'Top streamers', link: '/' } },
        ],
      },
    ],
  };
}

/** The carousel board and the registration form. */
function demoPageFoot(campaign: Campaign, leaderboard: Leaderboard): BlueprintNode[] {
  return [
    // The top nine as a carousel board, three per page (arrow keys, wheel, every 10 s).
    {
      type: 'Board',
      id: 'top-board',
      props: {
        containerID: leaderboard.containerID,
        maxRank: 9,
        itemsPerPage: 3,
        layoutStyle: 'carousel',
        itemOrderStyle: 'centerToSides',
        size: 'S',
        duration: 10,
      },
    },
    // Registration (decisions/0045, 0046): the form takes its questions from the questionnaire above.
    {
      type: 'Title',
      id: 'registration-title',
      props: { text: 'Enter the cup', level: 2, align: 'center' },
    },
    {
      type: 'RegistrationForm',
      id: 'registration',
      props: { containerID: leaderboard.containerID, campaignID: campaign.ID },
    },
    { type: 'ToTop', id: 'to-top' },
  ];
}

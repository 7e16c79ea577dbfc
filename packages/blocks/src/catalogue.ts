// @eventory/blocks/catalogue: every block the renderer knows, read top to bottom. Render-only: no editor code here.
import { boxBlock, sectionBlock, textBlock, titleBlock } from './content/content.blocks.tsx';
import {
  dailyLeaderboardBlock,
  dailyTabBlock,
  dailyTabsBlock,
  dragonBallsBlock,
  flexLeaderboardBlock,
  flexLeaderboardRowBlock,
  groupBlock,
  groupItemBlock,
  groupRankIconBlock,
  groupScoreBlock,
  leaderboardBlock,
  leaderboardRowBlock,
  leaderboardTotalBlock,
  panelBlock,
  personalRankBarBlock,
  poolBlock,
  topStreamersBlock,
} from './leaderboard/leaderboard.blocks.ts';
import {
  anchorLinkBlock,
  rankGroupBlock,
  rankGroupItemBlock,
  routeBlock,
  surpriseTabBlock,
  surpriseTabsBlock,
  switchBlock,
  tabBlock,
  tabsBlock,
} from './navigation/navigation.blocks.ts';
import { configWrapperBlock, rootTemplateBlock, surprisePageBlock } from './navigation/page-types.tsx';
import { missionCardBlock, missionListBlock, progressBarBlock } from './mission/mission.blocks.ts';
import { embeddedFrameBlock, embeddedLoginFrameBlock } from './embedded-frame/embedded-frame.blocks.ts';
import { pageBlock } from './page/page.block.tsx';
import { createBlockRegistry } from './renderer/registry.ts';
import { popupContentBlock, popupModalBlock, popupTriggerBlock } from './popup/popup.blocks.ts';
import { registrationFormBlock, registrationStatusBlock } from './registration/registration.blocks.ts';
import { searchBlock } from './search/search.block.ts';
import { boardBlock, boardItemBlock } from './board/board.blocks.ts';
import { buttonBlock, buttonsBlock } from './button/button.blocks.ts';
import { giftBlock, giftsBlock } from './gift/gift.blocks.ts';
import { stickerBlock } from './sticker/sticker.blocks.ts';
import {
  backgroundImageContainerBlock,
  countdownBannerBlock,
  waveTitleBlock,
} from './banner/banner.blocks.ts';
import { customCssDivBlock } from './custom-css/custom-css.blocks.ts';
import { layoutBlockBlock, layoutColumnBlock, layoutRowBlock } from './layout/layout.blocks.ts';
import { scheduleCycleItemBlock, schedulePeriodItemBlock } from './schedule/schedule.blocks.ts';
import {
  tableBlock,
  tableBodyBlock,
  tableColBlock,
  tableFooterBlock,
  tableHeaderBlock,
  tableRowBlock,
} from './table/table.blocks.ts';
import { timelineBlock, timelineItemBlock, timelineLineBlock } from './timeline/timeline.blocks.ts';
import { videoCoverBlock } from './video/video.blocks.ts';
import {
  copyDataBlock,
  countdownBlock,
  durationBlock,
  markdownBlock,
  notificationBlock,
  toTopBlock,
} from './widgets/widgets.blocks.ts';

export const catalogueBlocks = [
  pageBlock,
  titleBlock,
  textBlock,
  sectionBlock,
  boxBlock,
  leaderboardBlock,
  leaderboardRowBlock,
  personalRankBarBlock,
  searchBlock,
  countdownBlock,
  durationBlock,
  markdownBlock,
  toTopBlock,
  copyDataBlock,
  notificationBlock,
  boardBlock,
  boardItemBlock,
  rootTemplateBlock,
  surprisePageBlock,
  configWrapperBlock,
  switchBlock,
  routeBlock,
  tabsBlock,
  tabBlock,
  surpriseTabsBlock,
  surpriseTabBlock,
  rankGroupBlock,
  rankGroupItemBlock,
  anchorLinkBlock,
  dailyLeaderboardBlock,
  dailyTabsBlock,
  dailyTabBlock,
  flexLeaderboardBlock,
  flexLeaderboardRowBlock,
  panelBlock,
  topStreamersBlock,
  leaderboardTotalBlock,
  poolBlock,
  groupBlock,
  groupItemBlock,
  groupRankIconBlock,
  groupScoreBlock,
  dragonBallsBlock,
  missionListBlock,
  missionCardBlock,
  progressBarBlock,
  giftsBlock,
  giftBlock,
  buttonsBlock,
  buttonBlock,
  stickerBlock,
  registrationFormBlock,
  registrationStatusBlock,
  countdownBannerBlock,
  backgroundImageContainerBlock,
  waveTitleBlock,
  customCssDivBlock,
  layoutRowBlock,
  layoutColumnBlock,
  layoutBlockBlock,
  scheduleCycleItemBlock,
  schedulePeriodItemBlock,
  videoCoverBlock,
  tableBlock,
  tableHeaderBlock,
  tableBodyBlock,
  tableFooterBlock,
  tableRowBlock,
  tableColBlock,
  timelineBlock,
  timelineItemBlock,
  timelineLineBlock,
  popupModalBlock,
  popupTriggerBlock,
  popupContentBlock,
  embeddedFrameBlock,
  embeddedLoginFrameBlock,
] as const;

export const catalogue = createBlockRegistry(catalogueBlocks);

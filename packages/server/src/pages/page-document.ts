// What an event page renders: the campaign's stored page template, or, for a campaign that has
// none yet, a plain page listing its leaderboards so a new campaign is viewable at once.
import type { BlueprintNode, PageDocument, PageType } from '@eventory/domain/blueprint';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';

const PAGE_TYPE_OF_KIND: Record<Campaign['kind'], PageType> = {
  event: 'Normal',
  simple: 'Simple',
  lite: 'Lite',
  surprise: 'Surprise',
  application: 'Normal',
  offline: 'Offline',
  daily: 'Daily',
  gf2021: 'Normal',
  Config: 'Config',
};

export const pageTypeOf = (kind: Campaign['kind']): PageType => PAGE_TYPE_OF_KIND[kind];

type LeaderboardSummary = Pick<
  Leaderboard,
  'ID' | 'containerID' | 'groupName' | 'startTime' | 'endTime' | 'isDeleted'
>;

export function defaultBlueprint(
  campaign: Pick<Campaign, 'name'>,
  boards: readonly LeaderboardSummary[],
): BlueprintNode {
  return {
    type: 'Page',
    props: { title: campaign.name },
    children: [
      { type: 'Title', props: { text: campaign.name } },
      ...boards
        .filter((b) => !b.isDeleted)
        .map((b) => ({
          type: 'Leaderboard',
          props: { containerID: b.containerID, title: b.groupName },
          // The catalogue's Leaderboard needs a row block to draw each entry (block spec §5).
          children: [{ type: 'LeaderboardRow', props: { unit: '{0} pt' } }],
        })),
    ],
  };
}

/** References of a generated page: its leaderboards by id, as the leaderboard page info needs them. */
export function defaultReferences(boards: readonly LeaderboardSummary[]): Record<string, unknown> {
  return {
    leaderboards: boards
      .filter((b) => !b.isDeleted)
      .map((b) => ({
        leaderboardID: b.ID,
        containerID: b.containerID,
        tabName: b.groupName,
        startTime: b.startTime,
        endTime: b.endTime,
      })),
  };
}

export interface StoredTemplate {
  blueprint: BlueprintNode;
  references: Record<string, unknown>;
  translations: Record<string, Record<string, string>>;
}

export function pageDocumentOf(
  campaign: Campaign,
  boards: readonly LeaderboardSummary[],
  template: StoredTemplate | undefined,
): PageDocument {
  return {
    codeName: campaign.codeName,
    campaignID: campaign.ID,
    pageType: pageTypeOf(campaign.kind),
    title: campaign.name,
    blueprint: template?.blueprint ?? defaultBlueprint(campaign, boards),
    references: template?.references ?? defaultReferences(boards),
    translations: template?.translations ?? {},
    startTime: campaign.startTime,
    endTime: campaign.durationType === 'Forever' ? 0 : campaign.endTime,
    timezone: campaign.timezone,
  };
}

// The permanent-leaderboard area (admin spec §6, issue 15 §6, decision 0054's sibling notes in
// docs/permissions.md): campaigns flagged isPermanent, where the four Permanent roles act. Shared by the
// server and the dashboard.
import type { Campaign, Leaderboard } from './campaign.ts';

export interface PermanentCampaign {
  campaign: Campaign;
  leaderboards: Leaderboard[];
}

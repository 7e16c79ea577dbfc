// The demo campaign's A/B page variants (issue 17 §2, decision 0091): A is the demo's own page, B the same
// page with another hero text, drafted as the page of a second campaign (`demo-variant-b`, whose own URL
// previews it), half of the viewers each. Written through the campaigns, projects and variants services.
import { eq } from 'drizzle-orm';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Executor } from '../db/client.ts';
import { pageTemplates } from '../db/schema/campaigns.ts';
import { createCampaign } from '../campaigns/campaigns.ts';
import { writeProject } from '../pages/editor-projects.ts';
import { replacePageVariants } from '../pages/page-variants.ts';

export const DEMO_VARIANT_B_CODE_NAME = 'demo-variant-b';
export const DEMO_VARIANT_B_HERO =
  'Every gift lifts your streamer: the top 3 win the cup, a badge and a homepage banner. Who gets your points today?';

/** The blueprint with the text of the block `id` replaced. */
const withText = (node: BlueprintNode, id: string, text: string): BlueprintNode =>
  node.id === id
    ? { ...node, props: { ...node.props, text } }
    : node.children
      ? { ...node, children: node.children.map((child) => withText(child, id, text)) }
      : node;

/** After the demo's page template is saved: variant B's campaign and project, then the variants A and B. */
export async function seedDemoPageVariants(
  tx: Executor,
  demo: Campaign,
  leaderboard: Leaderboard,
  email: string,
): Promise<void> {
  const [template] = await tx.select().from(pageTemplates).where(eq(pageTemplates.campaignId, demo.ID));
  if (!template) throw new Error('the demo page variants need the demo page saved first');
  const { ID: _id, createTime: _c, updateTime: _u, ...input } = demo;
  const draft = await createCampaign(
    tx,
    {
      ...input,
      codeName: DEMO_VARIANT_B_CODE_NAME,
      name: `${demo.name} (page B)`,
      URL: `/event/${DEMO_VARIANT_B_CODE_NAME}`,
    },
    email,
  );
  const project = await writeProject(
    tx,
    { id: draft.ID, codeName: draft.codeName, regions: draft.regions },
    {
      blueprint: withText(template.blueprint as BlueprintNode, 'intro', DEMO_VARIANT_B_HERO),
      dictionaries: {},
      references: {
        campaignID: demo.ID,
        leaderboardIDs: [leaderboard.ID],
        containerIDs: [leaderboard.containerID],
        missionIDs: [],
        voteIDs: [],
      },
      groupName: 'Demo A/B',
    },
    email,
  );
  await replacePageVariants(
    tx,
    demo.ID,
    [
      { key: 'A', name: 'Current page', projectID: null, weight: 1 },
      { key: 'B', name: 'New hero text', projectID: project.ID, weight: 1 },
    ],
    email,
  );
}

// The campaign diagram (admin spec §2 /diagram, issue 14 §4): a campaign's leaderboards, containers,
// evaluators, aggregators, missions and votes as one graph. The server reads the rows
// (GET /v1/admin/campaigns/{id}/diagram) and builds the graph with `buildCampaignDiagram`; the dashboard
// lays it out and draws it. Decision: docs/decisions/0067-campaign-diagram.md.

export const DIAGRAM_NODE_KINDS = [
  'leaderboard',
  'container',
  'evaluator',
  'aggregator',
  'mission',
  'vote',
] as const;
export type DiagramNodeKind = (typeof DIAGRAM_NODE_KINDS)[number];

/**
 * What a link means, read along its arrow:
 * - `owns`: a leaderboard, mission or vote → the container it keeps its scores in;
 * - `scores`: an evaluator → the container it adds scores to;
 * - `reads`: a container → an evaluator whose judges read it;
 * - `rolls`: a container → an aggregator → the container it rolls into;
 * - `belongs`: a mission → the leaderboard it belongs to; `nominates`: a container → a vote whose nominees it holds.
 */
export const DIAGRAM_LINK_KINDS = ['owns', 'scores', 'reads', 'rolls', 'belongs', 'nominates'] as const;
export type DiagramLinkKind = (typeof DIAGRAM_LINK_KINDS)[number];

export interface DiagramNode {
  /** `{kind}-{refID}`, unique in the diagram. */
  id: string;
  kind: DiagramNodeKind;
  /** The row's id (leaderboard id, container id, …). */
  refID: number;
  /** A short name: group name, topic, event type… */
  label: string;
  /** The container whose admin screen shows this node (evaluators and aggregators: their target). */
  containerID: number | null;
  /** A container of another campaign reached through an aggregator or a judge. */
  outside: boolean;
}

export interface DiagramLink {
  id: string;
  source: string;
  target: string;
  kind: DiagramLinkKind;
}

export interface CampaignDiagram {
  campaignID: number;
  codeName: string;
  name: string;
  nodes: DiagramNode[];
  links: DiagramLink[];
}

/** The rows the server reads for one campaign. */
export interface DiagramSource {
  campaign: { ID: number; codeName: string; name: string };
  leaderboards: { ID: number; groupName: string; containerID: number | null }[];
  /** The campaign's containers and the outside ones its aggregators and judges reach (not deleted). */
  containers: { ID: number; type: string; refContainerType: string; groupName: string; outside: boolean }[];
  evaluators: {
    ID: number;
    targetContainerID: number;
    eventType: number;
    resultKey: string;
    judges: unknown;
  }[];
  aggregators: { ID: number; srcContainerID: number; targetContainerID: number; kind: string }[];
  missions: {
    ID: number;
    groupName: string;
    missionContainerID: number | null;
    leaderboardID: number | null;
  }[];
  votes: { ID: number; topic: string; containerID: number | null; nomineeContainerID: number | null }[];
}

export const diagramNodeId = (kind: DiagramNodeKind, refID: number) => `${kind}-${refID}`;

/** Every `setting.containerID` inside a judge tree (the containers an evaluator reads), in order, once. */
export function containersReadByJudges(judges: unknown): number[] {
  const found = new Set<number>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const { setting, children } = node as { setting?: { containerID?: unknown }; children?: unknown };
    const id = setting?.containerID;
    if (typeof id === 'number' && Number.isInteger(id) && id > 0) found.add(id);
    if (children) walk(children);
  };
  walk(judges);
  return [...found];
}

/**
 * The graph of a campaign's rows. Links only join nodes that are in the graph (a link to a deleted or
 * unknown container is left out), and each link appears once.
 */
export function buildCampaignDiagram(source: DiagramSource): CampaignDiagram {
  const nodes = new Map<string, DiagramNode>();
  const links = new Map<string, DiagramLink>();
  const add = (node: Omit<DiagramNode, 'id' | 'outside'> & { outside?: boolean }) => {
    const id = diagramNodeId(node.kind, node.refID);
    if (!nodes.has(id)) nodes.set(id, { id, outside: false, ...node });
    return id;
  };
  const link = (source: string, target: string, kind: DiagramLinkKind) => {
    const id = `${kind}:${source}->${target}`;
    if (!links.has(id)) links.set(id, { id, source, target, kind });
  };
  const containerNode = (id: number | null) => (id === null ? null : diagramNodeId('container', id));

  for (const c of source.containers) {
    // A vote's tally or a mission's counter is a Leaderboard-type container: say whose it is.
    const type =
      c.refContainerType && c.refContainerType !== c.type ? `${c.type} (${c.refContainerType})` : c.type;
    add({
      kind: 'container',
      refID: c.ID,
      label: c.groupName ? `${type} · ${c.groupName}` : type,
      containerID: c.ID,
      outside: c.outside,
    });
  }
  const hasNode = (id: string | null): id is string => id !== null && nodes.has(id);

  for (const b of source.leaderboards) {
    const id = add({ kind: 'leaderboard', refID: b.ID, label: b.groupName, containerID: b.containerID });
    const box = containerNode(b.containerID);
    if (hasNode(box)) link(id, box, 'owns');
  }
  for (const m of source.missions) {
    const id = add({
      kind: 'mission',
      refID: m.ID,
      label: m.groupName,
      containerID: m.missionContainerID,
    });
    const box = containerNode(m.missionContainerID);
    if (hasNode(box)) link(id, box, 'owns');
    const board = m.leaderboardID === null ? null : diagramNodeId('leaderboard', m.leaderboardID);
    if (hasNode(board)) link(id, board, 'belongs');
  }
  for (const v of source.votes) {
    const id = add({ kind: 'vote', refID: v.ID, label: v.topic, containerID: v.containerID });
    const box = containerNode(v.containerID);
    if (hasNode(box)) link(id, box, 'owns');
    const nominees = containerNode(v.nomineeContainerID);
    if (hasNode(nominees)) link(nominees, id, 'nominates');
  }
  for (const e of source.evaluators) {
    const target = containerNode(e.targetContainerID);
    if (!hasNode(target)) continue;
    const id = add({
      kind: 'evaluator',
      refID: e.ID,
      label: `${e.eventType} → ${e.resultKey}`,
      containerID: e.targetContainerID,
    });
    link(id, target, 'scores');
    for (const read of containersReadByJudges(e.judges)) {
      const box = containerNode(read);
      if (hasNode(box)) link(box, id, 'reads');
    }
  }
  for (const a of source.aggregators) {
    const from = containerNode(a.srcContainerID);
    const to = containerNode(a.targetContainerID);
    if (!hasNode(from) || !hasNode(to)) continue;
    const id = add({ kind: 'aggregator', refID: a.ID, label: a.kind, containerID: a.targetContainerID });
    link(from, id, 'rolls');
    link(id, to, 'rolls');
  }

  return {
    campaignID: source.campaign.ID,
    codeName: source.campaign.codeName,
    name: source.campaign.name,
    nodes: [...nodes.values()],
    links: [...links.values()],
  };
}

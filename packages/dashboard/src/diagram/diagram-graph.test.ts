import { describe, expect, it } from 'vitest';
import { buildCampaignDiagram, type CampaignDiagram } from '@eventory/domain/campaign-diagram';
import { adminPathOf, elkGraphOf, flowOf, NODE_HEIGHT, NODE_WIDTH, placeNodes } from './diagram-graph.ts';
import { layoutDiagram } from './diagram-layout.ts';

const diagram: CampaignDiagram = buildCampaignDiagram({
  campaign: { ID: 10001, codeName: 'demo', name: 'Demo' },
  leaderboards: [{ ID: 1, groupName: 'daily', containerID: 11 }],
  containers: [
    { ID: 11, type: 'Leaderboard', refContainerType: 'Leaderboard', groupName: 'daily', outside: false },
    { ID: 12, type: 'Leaderboard', refContainerType: 'Leaderboard', groupName: 'total', outside: false },
    { ID: 13, type: 'Mission', refContainerType: 'Mission', groupName: '', outside: false },
  ],
  evaluators: [{ ID: 21, targetContainerID: 11, eventType: 1, resultKey: 'ReceiverID', judges: [] }],
  aggregators: [{ ID: 31, srcContainerID: 11, targetContainerID: 12, kind: 'sum' }],
  missions: [{ ID: 41, groupName: 'gift 3', missionContainerID: 13, leaderboardID: 1 }],
  votes: [{ ID: 51, topic: 'best singer', containerID: null, nomineeContainerID: 12 }],
});
const node = (id: string) => {
  const found = diagram.nodes.find((n) => n.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('the admin screen of each diagram node', () => {
  it('opens the campaign, its missions and votes tabs, or the container screen', () => {
    expect(adminPathOf(node('leaderboard-1'), 10001)).toBe('/eventory/10001');
    expect(adminPathOf(node('mission-41'), 10001)).toBe('/eventory/10001/missions');
    expect(adminPathOf(node('vote-51'), 10001)).toBe('/eventory/10001/votes');
    expect(adminPathOf(node('container-12'), 10001)).toBe('/eventory/10001/containers/12');
    // Evaluators and aggregators live on the screen of the container they score into.
    expect(adminPathOf(node('evaluator-21'), 10001)).toBe('/eventory/10001/containers/11');
    expect(adminPathOf(node('aggregator-31'), 10001)).toBe('/eventory/10001/containers/12');
  });
});

describe('the React Flow graph', () => {
  it('has one node per diagram node with its link, and one edge per link, dashed when it carries no score', () => {
    const { nodes, edges } = flowOf(diagram);
    expect(nodes).toHaveLength(diagram.nodes.length);
    expect(nodes.find((n) => n.id === 'vote-51')?.data.href).toBe('/eventory/10001/votes');
    expect(nodes.every((n) => n.width === NODE_WIDTH && n.height === NODE_HEIGHT)).toBe(true);
    expect(edges.map((e) => `${e.source}>${e.target}`)).toEqual(
      diagram.links.map((l) => `${l.source}>${l.target}`),
    );
    const belongs = edges.find((e) => e.data?.kind === 'belongs');
    const scores = edges.find((e) => e.data?.kind === 'scores');
    expect(belongs?.style?.strokeDasharray).toBeDefined();
    expect(scores?.style).toBeUndefined();
  });

  it('asks ELK for a layered left-to-right layout of every node and link', () => {
    const graph = elkGraphOf(diagram);
    expect(graph.layoutOptions['elk.algorithm']).toBe('layered');
    expect(graph.layoutOptions['elk.direction']).toBe('RIGHT');
    expect(graph.children.map((c) => c.id)).toEqual(diagram.nodes.map((n) => n.id));
    expect(graph.edges).toHaveLength(diagram.links.length);
  });

  it('moves each node to the position ELK gives it', () => {
    const { nodes } = flowOf(diagram);
    const placed = placeNodes(nodes, { children: [{ id: 'leaderboard-1', x: 40, y: 90 }] });
    expect(placed.find((n) => n.id === 'leaderboard-1')?.position).toEqual({ x: 40, y: 90 });
    expect(placed.find((n) => n.id === 'mission-41')?.position).toEqual({ x: 0, y: 0 });
  });
});

describe('the ELK layout', () => {
  it('places every node without overlaps, sources left of what they score into', async () => {
    const { nodes } = await layoutDiagram(diagram);
    for (const a of nodes)
      for (const b of nodes)
        if (a !== b)
          expect(
            Math.abs(a.position.x - b.position.x) >= NODE_WIDTH ||
              Math.abs(a.position.y - b.position.y) >= NODE_HEIGHT,
          ).toBe(true);
    const x = (id: string) => nodes.find((n) => n.id === id)?.position.x ?? NaN;
    expect(x('evaluator-21')).toBeLessThan(x('container-11'));
    expect(x('container-11')).toBeLessThan(x('aggregator-31'));
    expect(x('aggregator-31')).toBeLessThan(x('container-12'));
  });

  it('lays out an empty diagram without loading ELK', async () => {
    expect(await layoutDiagram({ ...diagram, nodes: [], links: [] })).toEqual({ nodes: [], edges: [] });
  });
});

// The campaign diagram as React Flow draws it (admin spec §2 /diagram): nodes and edges from the server's
// CampaignDiagram, the ELK graph that lays them out, the laid-out positions applied back, and the admin
// screen each node opens. Pure functions, tested without a browser. Decision 0067.
import { MarkerType, type Edge, type Node } from '@xyflow/react';
import type { CampaignDiagram, DiagramLinkKind, DiagramNode } from '@eventory/domain/campaign-diagram';

/** Every node is drawn this size; the layout reserves it. */
export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 64;

/** A diagram node and the admin path it opens (a mapped type: React Flow wants an index-signature-compatible record). */
export type DiagramNodeData = { [K in keyof DiagramNode]: DiagramNode[K] } & { href: string };
export type DiagramFlowNode = Node<DiagramNodeData, 'diagram'>;
export type DiagramFlowEdge = Edge<{ kind: DiagramLinkKind }>;

/** The admin screen a node opens: the container screen for engine rows, the content tab for missions and votes. */
export function adminPathOf(node: DiagramNode, campaignID: number): string {
  const campaign = `/eventory/${campaignID}`;
  switch (node.kind) {
    case 'leaderboard':
      return campaign;
    case 'mission':
      return `${campaign}/missions`;
    case 'vote':
      return `${campaign}/votes`;
    case 'container':
    case 'evaluator':
    case 'aggregator':
      return node.containerID === null ? campaign : `${campaign}/containers/${node.containerID}`;
  }
}

/** Links the layout and the drawing follow; `reads` and `nominates` are drawn dashed (they carry no score). */
export const DASHED_LINKS: readonly DiagramLinkKind[] = ['reads', 'nominates', 'belongs'];

/** React Flow nodes (at the origin until laid out) and edges of a diagram. */
export function flowOf(diagram: CampaignDiagram): { nodes: DiagramFlowNode[]; edges: DiagramFlowEdge[] } {
  const nodes = diagram.nodes.map((node): DiagramFlowNode => ({
    id: node.id,
    type: 'diagram',
    position: { x: 0, y: 0 },
    width: NODE_WIDTH,
    height: NODE_HEIGHT,
    data: { ...node, href: adminPathOf(node, diagram.campaignID) },
    // A node is reached by the link inside it (Tab, then Enter opens it), not by the canvas.
    focusable: false,
    draggable: false,
    connectable: false,
  }));
  const edges = diagram.links.map((link): DiagramFlowEdge => ({
    id: link.id,
    source: link.source,
    target: link.target,
    data: { kind: link.kind },
    focusable: false,
    markerEnd: { type: MarkerType.ArrowClosed },
    style: DASHED_LINKS.includes(link.kind) ? { strokeDasharray: '6 4' } : undefined,
  }));
  return { nodes, edges };
}

export interface ElkInput {
  id: string;
  layoutOptions: Record<string, string>;
  children: { id: string; width: number; height: number }[];
  edges: { id: string; sources: string[]; targets: string[] }[];
}
export interface ElkOutput {
  children?: { id: string; x?: number; y?: number }[];
}

/** The ELK graph of a diagram: layered, left to right (what scores flows into what it scores). */
export function elkGraphOf(diagram: CampaignDiagram): ElkInput {
  return {
    id: `campaign-${diagram.campaignID}`,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.spacing.nodeNode': '32',
      'elk.layered.spacing.nodeNodeBetweenLayers': '72',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    },
    children: diagram.nodes.map((n) => ({ id: n.id, width: NODE_WIDTH, height: NODE_HEIGHT })),
    edges: diagram.links.map((l) => ({ id: l.id, sources: [l.source], targets: [l.target] })),
  };
}

/** The nodes at the positions ELK gave them (a node ELK left out stays where it was). */
export function placeNodes(nodes: DiagramFlowNode[], layout: ElkOutput): DiagramFlowNode[] {
  const at = new Map((layout.children ?? []).map((c) => [c.id, { x: c.x ?? 0, y: c.y ?? 0 }]));
  return nodes.map((node) => {
    const position = at.get(node.id);
    return position ? { ...node, position } : node;
  });
}

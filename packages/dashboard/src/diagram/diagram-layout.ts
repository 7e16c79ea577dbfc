// Lays a campaign diagram out with ELK (elkjs, layered): loaded on first use, so only the diagram screen
// downloads it. Decision 0067.
import type { CampaignDiagram } from '@eventory/domain/campaign-diagram';
import {
  elkGraphOf,
  flowOf,
  placeNodes,
  type DiagramFlowEdge,
  type DiagramFlowNode,
} from './diagram-graph.ts';

export interface LaidOutDiagram {
  nodes: DiagramFlowNode[];
  edges: DiagramFlowEdge[];
}

export async function layoutDiagram(diagram: CampaignDiagram): Promise<LaidOutDiagram> {
  const { nodes, edges } = flowOf(diagram);
  if (nodes.length === 0) return { nodes, edges };
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const layout = await new ELK().layout(elkGraphOf(diagram));
  return { nodes: placeNodes(nodes, layout), edges };
}

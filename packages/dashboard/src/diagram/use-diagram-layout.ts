import { useQuery } from '@tanstack/react-query';
import type { CampaignDiagram } from '@eventory/domain/campaign-diagram';
import { layoutDiagram } from './diagram-layout.ts';

/** The laid-out nodes and edges of a diagram; laid out again when the diagram changes. */
export function useDiagramLayout(diagram: CampaignDiagram | undefined) {
  return useQuery({
    queryKey: ['campaign', diagram?.campaignID, 'diagram-layout', diagram],
    queryFn: () => layoutDiagram(diagram as CampaignDiagram),
    enabled: diagram !== undefined,
    staleTime: Infinity,
  });
}

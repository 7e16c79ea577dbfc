// One node of the campaign diagram: its kind, id and name, a link to its admin screen (Tab reaches it,
// Enter opens it), and the handles the arrows attach to.
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DiagramNodeKind } from '@eventory/domain/campaign-diagram';
import type { DiagramFlowNode } from './diagram-graph.ts';
import './messages.ts';

/** A colour per kind, readable on white (contrast ≥ 4.5 for the kind's text). */
export const KIND_COLOURS: Record<DiagramNodeKind, string> = {
  leaderboard: '#0b5cad',
  container: '#3f3f46',
  evaluator: '#8a4b00',
  aggregator: '#6b21a8',
  mission: '#0f6e3a',
  vote: '#a1123e',
};

export function DiagramNodeCard({ data }: NodeProps<DiagramFlowNode>) {
  const { t } = useTranslation();
  const kind = t(`diagram.kind_${data.kind}`);
  const colour = KIND_COLOURS[data.kind];
  return (
    <>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Link
        to={data.href}
        className="campaign-diagram__node nodrag nopan"
        style={{ borderColor: colour, borderStyle: data.outside ? 'dashed' : 'solid' }}
        aria-label={t('diagram.nodeLabel', { kind, id: data.refID, label: data.label || '—' })}
        data-testid={`diagram-node-${data.id}`}
      >
        <span className="campaign-diagram__kind" style={{ color: colour }}>
          {kind} #{data.refID}
          {data.outside && <span className="campaign-diagram__outside"> · {t('diagram.outside')}</span>}
        </span>
        <span className="campaign-diagram__label">{data.label || '—'}</span>
      </Link>
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </>
  );
}

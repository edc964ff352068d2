import { Badge } from '@mantine/core';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../lib/duration';
import type { ChartDirection } from '../lib/elk-graph';
import type { StateFlowNode } from '../lib/flow-elements';
import { HEAT_COLORS } from '../lib/heat';
import type { Emphasis } from '../lib/overlay';
import './state-node.css';

/** Where a selected state and the state a shown instance is in are outlined. */
const SELECTED = '#1864ab';

const DIMMED_OPACITY = 0.3;

/** xyflow's handles, invisible: the edges follow ELK's routes, these only anchor them for xyflow. */
export function HiddenHandles({ direction }: { direction: ChartDirection }) {
  const down = direction === 'DOWN';
  const style = { opacity: 0, pointerEvents: 'none' as const };
  return (
    <>
      <Handle
        type="target"
        position={down ? Position.Top : Position.Left}
        isConnectable={false}
        style={style}
      />
      <Handle
        type="source"
        position={down ? Position.Bottom : Position.Right}
        isConnectable={false}
        style={style}
      />
    </>
  );
}

function outline(selected: boolean, emphasis: Emphasis): string | undefined {
  if (emphasis === 'current') return `0 0 0 4px ${SELECTED}`;
  if (selected) return `0 0 0 3px ${SELECTED}`;
  return undefined;
}

/**
 * A state of the chart: its name, the instances in it now on its heat colour, the median and 90th percentile
 * stay, and a stuck badge when some wait longer than the threshold. Final states have a double border.
 */
export function StateNode({ data, width, height }: NodeProps<StateFlowNode>) {
  const { t } = useTranslation('workflow-analytics');
  const { state, overlay } = data;
  const heat = HEAT_COLORS[overlay.heat];
  const times =
    overlay.medianSeconds !== null && overlay.p90Seconds !== null
      ? t('node.times', {
          median: formatDuration(overlay.medianSeconds, t),
          p90: formatDuration(overlay.p90Seconds, t),
        })
      : t('node.noStays');
  return (
    <div
      data-testid={`state-${state.path}`}
      style={{
        width,
        height,
        boxSizing: 'border-box',
        padding: '8px 10px',
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        borderRadius: 10,
        border: `${state.type === 'final' ? 4 : 2}px ${state.type === 'final' ? 'double' : 'solid'} ${heat.border}`,
        background: heat.background,
        color: heat.text,
        boxShadow: outline(data.selected, overlay.emphasis),
        opacity: overlay.emphasis === 'dimmed' ? DIMMED_OPACITY : 1,
        cursor: 'pointer',
      }}
    >
      <HiddenHandles direction={data.direction} />
      <p className="state-node-name" title={state.name}>
        {state.name}
      </p>
      <div className="state-node-count-line">
        <span className="state-node-count">{overlay.count}</span>
        <span className="state-node-small">{t('node.now')}</span>
        {data.thresholdSet && Boolean(overlay.stuck) && (
          <Badge
            color="red"
            variant="filled"
            size="sm"
            ml="auto"
            // Outlined in white, so it stands out on the reddest heat colour too.
            style={{ textTransform: 'none', border: '1px solid #fff' }}
          >
            {t('node.stuck', { n: overlay.stuck })}
          </Badge>
        )}
      </div>
      <p className="state-node-times">{times}</p>
    </div>
  );
}

/** A compound state: a frame named at its top, its states laid out inside. */
export function CompoundNode({ data, width, height }: NodeProps<StateFlowNode>) {
  const { t } = useTranslation('workflow-analytics');
  const { state, overlay } = data;
  return (
    <div
      data-testid={`state-${state.path}`}
      style={{
        width,
        height,
        boxSizing: 'border-box',
        borderRadius: 14,
        border: `2px ${state.type === 'parallel' ? 'dashed' : 'solid'} ${data.selected ? SELECTED : '#868e96'}`,
        background: 'rgba(241, 243, 245, 0.6)',
        opacity: overlay.emphasis === 'dimmed' ? DIMMED_OPACITY : 1,
        padding: '6px 12px',
      }}
    >
      <HiddenHandles direction={data.direction} />
      <div className="compound-node-head">
        <p className="compound-node-name" title={state.name}>
          {state.name}
        </p>
        <Badge variant="light" color="gray" size="sm" style={{ textTransform: 'none' }}>
          {t('node.inside', { n: overlay.count })}
        </Badge>
      </div>
    </div>
  );
}

/** Where the machine starts: a filled dot. */
export function StartNode({ data, width, height }: NodeProps<StateFlowNode>) {
  return (
    <div
      aria-label={data.state.name}
      role="img"
      style={{
        width,
        height,
        borderRadius: '50%',
        background: '#343a40',
        opacity: data.overlay.emphasis === 'dimmed' ? DIMMED_OPACITY : 1,
      }}
    >
      <HiddenHandles direction={data.direction} />
    </div>
  );
}

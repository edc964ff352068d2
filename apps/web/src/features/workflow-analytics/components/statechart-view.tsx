import '@xyflow/react/dist/style.css';
import { Box } from '@mantine/core';
import { IconMaximize } from '@tabler/icons-react';
import {
  ControlButton,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type EdgeTypes,
  type NodeTypes,
} from '@xyflow/react';
import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartFit } from '../lib/chart-fit';
import type { StateFlowNode, TransitionFlowEdge } from '../lib/flow-elements';
import { CompoundNode, StartNode, StateNode } from './state-node';
import { TransitionEdge } from './transition-edge';

const NODE_TYPES: NodeTypes = { state: StateNode, compound: CompoundNode, start: StartNode };
const EDGE_TYPES: EdgeTypes = { transition: TransitionEdge };

/**
 * Opens the chart whole whenever its fit changes (another layout, a resized screen), and shows it whole again
 * on request.
 */
function FitControl({ fit }: { fit: ChartFit }) {
  const { t } = useTranslation('workflow-analytics');
  const { setViewport } = useReactFlow();
  const { x, y, zoom } = fit.viewport;
  useEffect(() => {
    void setViewport({ x, y, zoom });
  }, [setViewport, x, y, zoom]);
  return (
    <ControlButton
      onClick={() => void setViewport(fit.whole)}
      aria-label={t('flow.fitView')}
      title={t('flow.fitView')}
    >
      <IconMaximize aria-hidden />
    </ControlButton>
  );
}

interface StatechartViewProps {
  /** Names the diagram for screen readers. */
  title: string;
  fit: ChartFit;
  nodes: StateFlowNode[];
  edges: TransitionFlowEdge[];
  /** A state's node was clicked (the start dot and compound frames are not states one can list). */
  onStateClick: (path: string) => void;
}

/**
 * The statechart, pannable and zoomable with xyflow's controls (and by pinching), opened whole: every state
 * in view, with a minimap beside a chart too large to read so, where the map covers none of it. A state opens
 * on click or Enter; a state focused with Tab is brought into view. The mouse wheel scrolls the page rather
 * than zooming, so a tall diagram never traps the reader.
 */
export const StatechartView = memo(function StatechartView({
  title,
  fit,
  nodes,
  edges,
  onStateClick,
}: StatechartViewProps) {
  const { t } = useTranslation('workflow-analytics');
  const ariaLabels = useMemo(
    () => ({
      'node.a11yDescription.default': t('flow.nodeHelp'),
      'node.a11yDescription.keyboardDisabled': t('flow.nodeHelp'),
      'edge.a11yDescription.default': t('flow.edgeHelp'),
      'controls.ariaLabel': t('flow.controls'),
      'controls.zoomIn.ariaLabel': t('flow.zoomIn'),
      'controls.zoomOut.ariaLabel': t('flow.zoomOut'),
      'minimap.ariaLabel': t('flow.minimap'),
    }),
    [t],
  );

  return (
    <Box
      h={fit.height}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <ReactFlow
        aria-label={title}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        ariaLabelConfig={ariaLabels}
        onNodeClick={(_, node) => {
          if (node.type === 'state') onStateClick(node.data.state.path);
        }}
        onKeyDown={(event) => {
          // A focused state (xyflow's node wrapper, named by its id) opens on Enter as on a click.
          const target = event.target as HTMLElement;
          if (event.key !== 'Enter' || !target.classList.contains('react-flow__node')) return;
          const node = nodes.find((candidate) => candidate.id === target.dataset.id);
          if (node?.type === 'state') onStateClick(node.data.state.path);
        }}
        defaultViewport={fit.viewport}
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        zoomOnScroll={false}
        preventScrolling={false}
        minZoom={0.1}
        maxZoom={2}
        // xyflow's corner credit link is #999 on white (2.8:1, under WCAG AA's 4.5:1) in the library's own
        // styles; its MIT licence asks for no such link.
        proOptions={{ hideAttribution: true }}
      >
        <Controls showInteractive={false} showFitView={false}>
          <FitControl fit={fit} />
        </Controls>
        {fit.minimap && <MiniMap pannable zoomable position="bottom-right" />}
      </ReactFlow>
    </Box>
  );
});

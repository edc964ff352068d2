import '@xyflow/react/dist/style.css';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Controls, ReactFlow, type EdgeTypes, type NodeTypes } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartLayout } from '../lib/elk-graph';
import type { StateFlowNode, TransitionFlowEdge } from '../lib/flow-elements';
import { CompoundNode, StartNode, StateNode } from './state-node';
import { TransitionEdge } from './transition-edge';

const NODE_TYPES: NodeTypes = { state: StateNode, compound: CompoundNode, start: StartNode };
const EDGE_TYPES: EdgeTypes = { transition: TransitionEdge };

const HEIGHT = { min: 340, max: 680 };

interface StatechartViewProps {
  /** Names the diagram for screen readers. */
  title: string;
  layout: ChartLayout;
  nodes: StateFlowNode[];
  edges: TransitionFlowEdge[];
  /** A state's node was clicked (the start dot and compound frames are not states one can list). */
  onStateClick: (path: string) => void;
}

/**
 * The statechart, pannable and zoomable with xyflow's controls, fitted to the view whenever its layout
 * changes; as tall as the chart's shape asks for the width there is, within bounds.
 */
export function StatechartView({ title, layout, nodes, edges, onStateClick }: StatechartViewProps) {
  const { t } = useTranslation('workflow-analytics');
  const { ref, width } = useElementSize();
  const height = width
    ? Math.round(Math.min(HEIGHT.max, Math.max(HEIGHT.min, (width * layout.height) / (layout.width || 1))))
    : HEIGHT.min;
  const ariaLabels = useMemo(
    () => ({
      'node.a11yDescription.default': t('flow.nodeHelp'),
      'node.a11yDescription.keyboardDisabled': t('flow.nodeHelp'),
      'edge.a11yDescription.default': t('flow.edgeHelp'),
      'controls.ariaLabel': t('flow.controls'),
      'controls.zoomIn.ariaLabel': t('flow.zoomIn'),
      'controls.zoomOut.ariaLabel': t('flow.zoomOut'),
      'controls.fitView.ariaLabel': t('flow.fitView'),
    }),
    [t],
  );

  return (
    <Box
      ref={ref}
      h={height}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <ReactFlow
        // A new layout (another language, a narrower screen) is fitted to the view afresh.
        key={`${layout.width}x${layout.height}`}
        aria-label={title}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        ariaLabelConfig={ariaLabels}
        onNodeClick={(_, node) => {
          if (node.type === 'state') onStateClick(node.data.state.path);
        }}
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        fitView
        fitViewOptions={{ padding: 0.06 }}
        minZoom={0.15}
        maxZoom={1.75}
      >
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}

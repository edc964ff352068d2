import { Text } from '@mantine/core';
import { BaseEdge, EdgeLabelRenderer, type EdgeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { LABEL_BOX, LABEL_FONTS } from '../lib/elk-graph';
import type { TransitionFlowEdge } from '../lib/flow-elements';

const COLORS = { none: '#495057', path: '#1864ab', dimmed: '#ced4da' } as const;
const CORNER = 8;
const ARROW = { length: 10, halfWidth: 5 };

type Point = { x: number; y: number };

/** The route through its points, its corners rounded. */
function routePath(points: Point[]): string {
  if (points.length < 2) return '';
  const [first, ...rest] = points;
  let path = `M ${first.x} ${first.y}`;
  rest.forEach((point, index) => {
    const next = rest[index + 1];
    const previous = points[index];
    if (!next) {
      path += ` L ${point.x} ${point.y}`;
      return;
    }
    const radius = Math.min(
      CORNER,
      Math.hypot(point.x - previous.x, point.y - previous.y) / 2,
      Math.hypot(next.x - point.x, next.y - point.y) / 2,
    );
    const towards = (to: Point, distance: number) => {
      const length = Math.hypot(to.x - point.x, to.y - point.y) || 1;
      return {
        x: point.x + ((to.x - point.x) / length) * distance,
        y: point.y + ((to.y - point.y) / length) * distance,
      };
    };
    const before = towards(previous, radius);
    const after = towards(next, radius);
    path += ` L ${before.x} ${before.y} Q ${point.x} ${point.y} ${after.x} ${after.y}`;
  });
  return path;
}

/** The arrowhead at the route's end, along its last segment. */
function arrowPath(points: Point[]): string {
  const end = points.at(-1);
  const before = points.at(-2);
  if (!end || !before) return '';
  const length = Math.hypot(end.x - before.x, end.y - before.y) || 1;
  const [dx, dy] = [(end.x - before.x) / length, (end.y - before.y) / length];
  const base = { x: end.x - dx * ARROW.length, y: end.y - dy * ARROW.length };
  const side = { x: -dy * ARROW.halfWidth, y: dx * ARROW.halfWidth };
  return `M ${end.x} ${end.y} L ${base.x + side.x} ${base.y + side.y} L ${base.x - side.x} ${base.y - side.y} Z`;
}

/**
 * A transition along ELK's route, as thick as it is frequent (dashed when it fires by itself), with its label:
 * the event and how often it was taken, the roles that may send it, its guard.
 */
export function TransitionEdge({ id, data }: EdgeProps<TransitionFlowEdge>) {
  const { t } = useTranslation('workflow-analytics');
  if (!data) return null;
  const { transition, overlay, points, labelBox } = data;
  const color = COLORS[overlay.emphasis];
  const dashed = transition.kind === 'always';
  const label = transition.label;
  return (
    <>
      <BaseEdge
        id={id}
        path={routePath(points)}
        style={{ stroke: color, strokeWidth: overlay.width, strokeDasharray: dashed ? '6 4' : undefined }}
      />
      <path d={arrowPath(points)} fill={color} />
      {labelBox && (
        <EdgeLabelRenderer>
          <div
            data-testid={`edge-${transition.id}`}
            style={{
              position: 'absolute',
              transform: `translate(${labelBox.x}px, ${labelBox.y}px)`,
              width: labelBox.width,
              height: labelBox.height,
              boxSizing: 'border-box',
              padding: `${LABEL_BOX.padY}px ${LABEL_BOX.padX}px`,
              background: 'rgba(255, 255, 255, 0.92)',
              borderRadius: 6,
              color: '#212529',
              opacity: overlay.emphasis === 'dimmed' ? 0.4 : 1,
              whiteSpace: 'nowrap',
              pointerEvents: 'none',
            }}
          >
            <div
              style={{
                display: 'flex',
                gap: LABEL_BOX.gap,
                height: LABEL_BOX.eventLine,
                alignItems: 'center',
              }}
            >
              <span style={{ font: LABEL_FONTS.event }}>{label.event}</span>
              <span style={{ font: LABEL_FONTS.count, color: overlay.count ? '#1864ab' : '#495057' }}>
                {t('edge.count', { count: overlay.count })}
              </span>
            </div>
            {label.roles.length > 0 && (
              <div
                style={{
                  display: 'flex',
                  gap: LABEL_BOX.roleGap,
                  height: LABEL_BOX.rolesLine,
                  alignItems: 'center',
                }}
              >
                {label.roles.map((role) => (
                  <span
                    key={role}
                    style={{
                      font: LABEL_FONTS.role,
                      padding: `1px ${LABEL_BOX.rolePadX}px`,
                      borderRadius: 8,
                      background: '#e7f5ff',
                      color: '#1864ab',
                    }}
                  >
                    {role}
                  </span>
                ))}
              </div>
            )}
            {label.guard && (
              <Text component="div" style={{ font: LABEL_FONTS.guard, height: LABEL_BOX.guardLine }}>
                {label.guard}
              </Text>
            )}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

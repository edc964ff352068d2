import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstanceTrail } from '../api/use-instance-trail';
import type { ChartNames } from '../lib/names';
import type { useAnalyticsParams } from '../lib/use-analytics-params';
import { InstanceTrailPanel } from './instance-trail-panel';
import { PanelFrame } from './panel-frame';
import { StateInstancesPanel } from './state-instances-panel';

interface SelectionPanelProps {
  machine: string;
  names: ChartNames;
  view: ReturnType<typeof useAnalyticsParams>;
  /** The open instance's trail (the page shares it with the diagram, which draws its path). */
  trail: ReturnType<typeof useInstanceTrail>;
}

/** Beside the diagram: the instances in the state clicked, or the instance opened from them. */
export const SelectionPanel = forwardRef<HTMLElement, SelectionPanelProps>(function SelectionPanel(
  { machine, names, view, trail },
  ref,
) {
  const { t } = useTranslation('workflow-analytics');
  const state = view.state ?? trail.data?.state ?? null;
  const stateName = state === null ? '' : names.state(state);

  if (view.instance !== null) {
    const title = trail.data ? (trail.data.owner_name ?? trail.data.business_key) : t('trail.title');
    return (
      <PanelFrame title={title} onClose={view.closePanel} ref={ref}>
        <InstanceTrailPanel
          trail={trail}
          names={names}
          back={
            state === null
              ? { label: t('panel.close'), onClick: view.closePanel }
              : { label: t('trail.back', { state: stateName }), onClick: () => view.openState(state) }
          }
        />
      </PanelFrame>
    );
  }
  if (state === null) return null;
  return (
    <PanelFrame title={t('instances.title', { state: stateName })} onClose={view.closePanel} ref={ref}>
      <StateInstancesPanel
        // A new state starts with an empty search on its first page.
        key={state}
        machine={machine}
        state={state}
        stateName={stateName}
        stuckAfterHours={view.stuckAfterHours}
        onOpen={(instance) => view.openInstance(instance.id, instance.state)}
      />
    </PanelFrame>
  );
});

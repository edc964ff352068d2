import { IconChartBar, IconTopologyStar3 } from '@tabler/icons-react';
import { AreaLayout } from './area-layout';

const ICONS = {
  workflows: IconTopologyStar3,
  statistics: IconChartBar,
};

export function AnalystLayout() {
  return <AreaLayout area="analyst" icons={ICONS} />;
}

import { IconSignature } from '@tabler/icons-react';
import { AreaLayout } from './area-layout';

const ICONS = { applications: IconSignature };

export function StaffLayout() {
  return <AreaLayout area="staff" icons={ICONS} />;
}

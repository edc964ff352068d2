import { IconFileCertificate, IconUserCheck } from '@tabler/icons-react';
import { AreaLayout } from './area-layout';

const ICONS = {
  approvals: IconUserCheck,
  'cert-approvals': IconFileCertificate,
};

export function DeputyLayout() {
  return <AreaLayout area="deputy" icons={ICONS} />;
}

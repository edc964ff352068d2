import { IconCertificate, IconFileCertificate, IconFileText, IconLayoutDashboard } from '@tabler/icons-react';
import { AreaLayout } from './area-layout';

const ICONS = {
  dashboard: IconLayoutDashboard,
  applications: IconFileText,
  certificates: IconFileCertificate,
  'certificates/issue': IconCertificate,
};

export function DirectorLayout() {
  return <AreaLayout area="director" icons={ICONS} />;
}

import {
  IconAward,
  IconBook,
  IconChecklist,
  IconId,
  IconMessages,
  IconTools,
  IconWriting,
} from '@tabler/icons-react';
import { AreaLayout } from './area-layout';

const ICONS = {
  profile: IconId,
  certificate: IconAward,
  tests: IconChecklist,
  interview: IconMessages,
  essay: IconWriting,
  courses: IconBook,
  practice: IconTools,
};

export function UserLayout() {
  return <AreaLayout area="user" icons={ICONS} />;
}

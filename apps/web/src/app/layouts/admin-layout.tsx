import {
  IconBook,
  IconChartBar,
  IconCertificate,
  IconClockExclamation,
  IconMail,
  IconMailForward,
  IconMessages,
  IconSchool,
  IconSignature,
  IconTools,
  IconUsers,
  IconWriting,
} from '@tabler/icons-react';
import { QueueDashboardLink } from '@/features/queue-dashboard/components/queue-dashboard-link';
import { AreaLayout } from './area-layout';

const ICONS = {
  users: IconUsers,
  courses: IconBook,
  'course-users': IconSchool,
  'invite-interview': IconMessages,
  essay: IconWriting,
  practice: IconTools,
  staff: IconSignature,
  eligible: IconCertificate,
  statistics: IconChartBar,
  'contact-messages': IconMail,
  'mail-log': IconMailForward,
  'workflow-failures': IconClockExclamation,
};

export function AdminLayout() {
  return <AreaLayout area="admin" icons={ICONS} navbarExtra={<QueueDashboardLink />} />;
}

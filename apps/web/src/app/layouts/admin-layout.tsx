import {
  IconBook,
  IconChartBar,
  IconCertificate,
  IconClockExclamation,
  IconEraser,
  IconEyeCheck,
  IconListCheck,
  IconMail,
  IconMailCode,
  IconMailForward,
  IconMessages,
  IconSchool,
  IconShieldCheck,
  IconSignature,
  IconTools,
  IconUserCog,
  IconUserSearch,
  IconUsers,
  IconWriting,
} from '@tabler/icons-react';
import { ApiDocsLink, QueueDashboardLink } from '@/features/queue-dashboard/components/server-page-links';
import { AreaLayout } from './area-layout';

const ICONS = {
  users: IconUsers,
  accounts: IconUserCog,
  candidates: IconUserSearch,
  'pre-course-tests': IconListCheck,
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
  'mail-templates': IconMailCode,
  'audit-log': IconShieldCheck,
  'data-access': IconEyeCheck,
  'erasure-requests': IconEraser,
  'workflow-failures': IconClockExclamation,
};

export function AdminLayout() {
  return (
    <AreaLayout
      area="admin"
      icons={ICONS}
      navbarExtra={
        <>
          <QueueDashboardLink />
          <ApiDocsLink />
        </>
      }
    />
  );
}

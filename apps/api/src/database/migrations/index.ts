import { InitialSchema1763740000000 } from './1763740000000-InitialSchema';
import { SeedReferenceLists1763740000001 } from './1763740000001-SeedReferenceLists';
import { WorkflowRuntime1763760000000 } from './1763760000000-WorkflowRuntime';
import { Notifications1763770000000 } from './1763770000000-Notifications';
import { ContactMessages1763780000000 } from './1763780000000-ContactMessages';
import { Applications1763790000000 } from './1763790000000-Applications';
import { ApplicationsBackOffice1763800000000 } from './1763800000000-ApplicationsBackOffice';
import { Accounts1763810000000 } from './1763810000000-Accounts';
import { ApplicationsListIndexes1763820000000 } from './1763820000000-ApplicationsListIndexes';
import { IdempotencyPerActor1763830000000 } from './1763830000000-IdempotencyPerActor';
import { WorkflowFailures1763840000000 } from './1763840000000-WorkflowFailures';
import { OutboxDone1763850000000 } from './1763850000000-OutboxDone';
import { PreCourseTests1763860000000 } from './1763860000000-PreCourseTests';
import { InterviewsAndEssays1763870000000 } from './1763870000000-InterviewsAndEssays';
import { CoursesAndPractice1763880000000 } from './1763880000000-CoursesAndPractice';
import { Certificates1763890000000 } from './1763890000000-Certificates';
import { WorkflowAnalytics1763900000000 } from './1763900000000-WorkflowAnalytics';
import { Statistics1763910000000 } from './1763910000000-Statistics';
import { ProgressAveragesOnce1763920000000 } from './1763920000000-ProgressAveragesOnce';
import { DemoAccounts1763930000000 } from './1763930000000-DemoAccounts';
import { KazakhContent1763940000000 } from './1763940000000-KazakhContent';
import { CertificateStatusList1763945000000 } from './1763945000000-CertificateStatusList';
import { StateEnteredAt1763950000000 } from './1763950000000-StateEnteredAt';
import { ApplicationCounts1763952000000 } from './1763952000000-ApplicationCounts';
import { ApplicationCountDeltas1763955000000 } from './1763955000000-ApplicationCountDeltas';

/**
 * Every migration, oldest first. Add new ones here: index.spec.ts fails until this list names exactly the
 * migrations of this folder, in timestamp order.
 *
 * Imported by hand rather than read from the folder at run time: `tsc -b` never deletes what it emitted for a
 * removed or renamed source (microsoft/TypeScript#13722, #30602), so dist/database/migrations can hold a stale
 * migration that a directory scan would run, and dist is deployed as it is. Imports name only the migrations of
 * the sources being built.
 */
export const MIGRATIONS = [
  InitialSchema1763740000000,
  SeedReferenceLists1763740000001,
  WorkflowRuntime1763760000000,
  Notifications1763770000000,
  ContactMessages1763780000000,
  Applications1763790000000,
  ApplicationsBackOffice1763800000000,
  Accounts1763810000000,
  ApplicationsListIndexes1763820000000,
  IdempotencyPerActor1763830000000,
  WorkflowFailures1763840000000,
  OutboxDone1763850000000,
  PreCourseTests1763860000000,
  InterviewsAndEssays1763870000000,
  CoursesAndPractice1763880000000,
  Certificates1763890000000,
  WorkflowAnalytics1763900000000,
  Statistics1763910000000,
  ProgressAveragesOnce1763920000000,
  DemoAccounts1763930000000,
  KazakhContent1763940000000,
  CertificateStatusList1763945000000,
  StateEnteredAt1763950000000,
  ApplicationCounts1763952000000,
  ApplicationCountDeltas1763955000000,
];

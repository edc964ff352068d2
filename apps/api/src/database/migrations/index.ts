import { InitialSchema1763740000000 } from './1763740000000-InitialSchema';
import { SeedReferenceLists1763740000001 } from './1763740000001-SeedReferenceLists';
import { WorkflowRuntime1763760000000 } from './1763760000000-WorkflowRuntime';
import { Notifications1763770000000 } from './1763770000000-Notifications';

/** Every migration, oldest first. Add new ones here. */
export const MIGRATIONS = [
  InitialSchema1763740000000,
  SeedReferenceLists1763740000001,
  WorkflowRuntime1763760000000,
  Notifications1763770000000,
];

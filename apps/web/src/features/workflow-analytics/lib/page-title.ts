import type { Params } from 'react-router-dom';
import { machineNameKey } from './text-keys';

/** A machine page's title: the machine's name, or «page not found» for a machine that has none. */
export const machinePageTitle = (params: Params): string[] => [
  `workflow-analytics:${machineNameKey(params.machine ?? '')}`,
  'common:notFound.title',
];

import { homePathForRole } from '@expert-portal/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { readSession } from '@/shared/api/session';
import { canEnterArea } from '@/shared/lib/area-access';
import { PATHS, type Area } from '@/shared/lib/routes';

interface RequireAreaProps {
  area: Area;
  children: ReactNode;
}

/** Without a session the visitor goes to /login; a signed-in user of another role goes to their own area. */
export function RequireArea({ area, children }: RequireAreaProps) {
  const session = readSession();
  if (!session) return <Navigate to={PATHS.login} replace />;
  if (!canEnterArea(session.role, area)) return <Navigate to={homePathForRole(session.role)} replace />;
  return children;
}

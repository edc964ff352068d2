import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { readSession } from '@/shared/api/session';
import { visibleSections } from '@/shared/lib/area-access';
import { AREA_DEFINITIONS, type Area } from '@/shared/lib/routes';

interface RequireSectionProps {
  area: Area;
  section: string;
  children: ReactNode;
}

/** A section hidden from the role (e.g. tests for direct_enroll) sends the user back to the area's start. */
export function RequireSection({ area, section, children }: RequireSectionProps) {
  const role = readSession()?.role;
  if (!role || !visibleSections(area, role).includes(section)) {
    return <Navigate to={AREA_DEFINITIONS[area].path} replace />;
  }
  return children;
}

import { homePathForRole, type Role } from '@expert-portal/contracts';
import { AREA_DEFINITIONS, AREAS, type Area } from './routes';

// Candidate-area sections that are selection stages rather than the personal cabinet.
const SELECTION_STAGES = ['tests', 'interview', 'essay'];

/** The area a role signs in to (an admin's is /admin, though an admin may enter the other back-office areas). */
export function homeAreaForRole(role: Role): Area {
  return AREAS.find((area) => AREA_DEFINITIONS[area].path === homePathForRole(role)) ?? 'user';
}

export function canEnterArea(role: Role, area: Area): boolean {
  return AREA_DEFINITIONS[area].roles.includes(role);
}

/**
 * The sections a role sees in an area. In the candidate area direct_enroll skips the selection stages and
 * an expert, whose stages are all behind them, keeps only the personal cabinet and the certificate.
 */
export function visibleSections(area: Area, role: Role): readonly string[] {
  const sections = AREA_DEFINITIONS[area].sections;
  if (area !== 'user') return sections;
  if (role === 'expert')
    return sections.filter((section) => section === 'profile' || section === 'certificate');
  if (role === 'direct_enroll') return sections.filter((section) => !SELECTION_STAGES.includes(section));
  return sections;
}

/**
 * An in-app link as the role may follow it now, or null when it leads to a section the role no longer sees
 * (an expert's old «stage opened» notification for a stage behind them would only redirect).
 */
export function reachableLink(link: string, role: Role): string | null {
  const path = link.split(/[?#]/)[0] ?? link;
  const area = AREAS.find(
    (candidate) =>
      path === AREA_DEFINITIONS[candidate].path || path.startsWith(`${AREA_DEFINITIONS[candidate].path}/`),
  );
  if (!area) return link;
  if (!canEnterArea(role, area)) return null;
  const rest = path.slice(AREA_DEFINITIONS[area].path.length + 1);
  if (rest === '') return link;
  const sections = visibleSections(area, role);
  return sections.some((section) => rest === section || rest.startsWith(`${section}/`)) ? link : null;
}

import { NavLink, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface SectionLinkProps {
  to: string;
  label: string;
  active: boolean;
  icon?: ReactNode;
  /** After the label: a candidate's stage marker. */
  marker?: ReactNode;
  onClick: () => void;
}

/**
 * A section of the area's sidebar: the element Mantine's NavLink draws for a link (its classes, `data-active`,
 * the icon and marker sections), drawn directly. The admin's sidebar has twenty of them, and a NavLink is five
 * components each resolving props and styles: a fifth of what the register drew on every load.
 */
export function SectionLink({ to, label, active, icon, marker, onClick }: SectionLinkProps) {
  return (
    <Link
      to={to}
      className={`mantine-focus-auto ${NavLink.classes.root} ${UnstyledButton.classes.root}`}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {icon && (
        <span className={NavLink.classes.section} data-position="left">
          {icon}
        </span>
      )}
      <div className={NavLink.classes.body}>
        <span className={NavLink.classes.label}>{label}</span>
      </div>
      {marker && (
        <span className={NavLink.classes.section} data-position="right">
          {marker}
        </span>
      )}
    </Link>
  );
}

import type { HTMLAttributes, KeyboardEvent, MouseEvent } from 'react';
import './openable-rows.css';

/** The class of a row's last cell, whose action stays in view when its table scrolls sideways. */
export const ROW_END_CLASS = 'row-end';

// A press on a control inside the row (a checkbox, a button, a link) is that control's, not the row's.
const CONTROLS = 'a, button, input, label, select, textarea, [role="button"], [role="checkbox"]';

function onControl(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  return target !== event.currentTarget && target.closest(CONTROLS) !== null;
}

/**
 * What makes a table row open its item: a click anywhere in it but on its own controls (and not the end of a
 * text selection, so an IIN can still be copied), and Enter when the row has the keyboard's focus.
 */
export function openableRowProps(open: () => void): HTMLAttributes<HTMLTableRowElement> {
  return {
    className: 'openable-row',
    tabIndex: 0,
    onClick: (event) => {
      if (onControl(event)) return;
      if ((window.getSelection?.()?.toString() ?? '') !== '') return;
      open();
    },
    onKeyDown: (event) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      open();
    },
  };
}

import {
  createTheme,
  DEFAULT_THEME,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import type { TFunction } from 'i18next';

/** A Mantine palette with its darkest shade (the one the theme's colours take) replaced by `darkest`. */
const withDarkest = (color: string, darkest: string): MantineColorsTuple =>
  [...DEFAULT_THEME.colors[color].slice(0, 9), darkest] as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'blue',
  // Mantine's default shade (6) is 3.6:1 on white, under WCAG AA's 4.5:1 for text: links, filled buttons and the
  // light buttons' text all take the primary shade, and 9 passes on white and on its own light background.
  primaryShade: 9,
  // The status colours' shade 9 is under 4.5:1 as 11 px badge text on its own light background (green 3.9,
  // orange 3.8, yellow 2.7 — «Ожидает»), and as white text on it; the same hues darker pass both, also where the
  // badge sits on a grey row or a row tinted red (a flagged question): ≥ 4.6 there, ≥ 5.4 over white, ≥ 6.2 under
  // white text.
  colors: {
    green: withDarkest('green', '#226e32'),
    red: withDarkest('red', '#b52626'),
    orange: withDarkest('orange', '#ab390c'),
    yellow: withDarkest('yellow', '#954d00'),
    teal: withDarkest('teal', '#076d4e'),
    lime: withDarkest('lime', '#426b09'),
    cyan: withDarkest('cyan', '#0a6a7c'),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Whoever asked their system for less motion gets modals, menus and toasts that appear without sliding in
  // (WCAG 2.3.3).
  respectReducedMotion: true,
  // Components are configured by name, not with Badge.extend(…): importing a component here would put it (and
  // what it imports, e.g. the table's scroll area) into the code every page downloads first.
  components: {
    // Mantine cuts a badge's label with «…» when its table column is narrow; a status must always read
    // whole («Ожидает · подпись сотрудника», «Қол қойылды»), so a badge is never narrower than its text.
    Badge: {
      styles: { root: { minWidth: 'max-content', overflow: 'visible' }, label: { overflow: 'visible' } },
    },
    // Mantine's scroll area sizes a table to its widest content, so a table that would fit its page still
    // overflowed it and cut its last column; a native scroller lets the columns share the width first.
    // It takes the focus, so a table that scrolls sideways on a phone can be scrolled from the keyboard too
    // (WCAG 2.1.1), also where its rows hold no link or button to tab to.
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
    // A long list (the registration's subjects) scrolls inside its open dropdown: the list itself scrolls and
    // takes the focus, so the keyboard can reach and scroll it (WCAG 2.1.1; the options follow the arrows). Not
    // in Mantine's scroll area, whose scroller would sit between the listbox and its options.
    Select: { defaultProps: { withScrollArea: false } },
    // Mantine 9 keeps every closed dropdown of a select in the page (hidden), each with all its options and
    // positioned at once: a screen of filters drew and measured five lists nobody had opened, in blocking
    // renders, as it loaded. A dropdown is drawn when opened (the field names its list only while open).
    Combobox: { defaultProps: { keepMounted: false } },
    ComboboxOptions: { defaultProps: { tabIndex: 0, style: { maxHeight: 220, overflowY: 'auto' } } },
  },
});

/**
 * The theme in the interface language: Mantine's icon-only controls get their accessible names here, once for
 * every screen (WCAG 4.1.2) — the close «×» of every modal, drawer, alert and toast, an input's clear «×» (dates,
 * selects, files), a calendar's and the pagination's arrows. A screen that names a control itself keeps its own name.
 */
export function themeIn(t: TFunction<'common'>) {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        CloseButton: { defaultProps: { 'aria-label': t('control.close') } },
        InputClearButton: { defaultProps: { 'aria-label': t('control.clear') } },
        // The calendar's arrows named; no days of the neighbouring months (drawn at half opacity, 2:1) and no
        // red weekends (red 6, 3.3:1): every day reads at 4.5:1.
        DateInput: {
          defaultProps: {
            previousLabel: t('date.previous'),
            nextLabel: t('date.next'),
            hideOutsideDates: true,
            weekendDays: [],
          },
        },
        Pagination: {
          defaultProps: {
            getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
              'aria-label': t(`pagination.${control}`),
            }),
          },
        },
      },
    }),
  );
}

// Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 is 8:1, also on the grey sections of the landing page.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Placeholders (gray 5, 2.1:1) are text too, and a file input draws its «Файл не выбран» as one: this grey is
    // 5:1 on white and 4.75:1 on the grey of cards, yet lighter than a value.
    '--mantine-color-placeholder': '#697079',
    // A field's error message and its value in error: Mantine's red 8 is on the very edge of 4.5:1 on white, which
    // axe refuses for the small error text; the darkest red is 6.4:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

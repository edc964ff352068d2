import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Mantine's default shade (6) is 3.6:1 on white, under WCAG AA's 4.5:1 for text: links, filled buttons and the
  // light buttons' text all take the primary shade, and 9 passes on white and on its own light background.
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
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
    TableScrollContainer: { defaultProps: { type: 'native' } },
  },
});

// Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 is 8:1, also on the grey sections of the landing page.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

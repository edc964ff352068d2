import { Badge, createTheme, TableScrollContainer } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    // Mantine cuts a badge's label with «…» when its table column is narrow; a status must always read
    // whole («Ожидает · подпись сотрудника», «Қол қойылды»), so a badge is never narrower than its text.
    Badge: Badge.extend({
      styles: { root: { minWidth: 'max-content', overflow: 'visible' }, label: { overflow: 'visible' } },
    }),
    // Mantine's scroll area sizes a table to its widest content, so a table that would fit its page still
    // overflowed it and cut its last column; a native scroller lets the columns share the width first.
    TableScrollContainer: TableScrollContainer.extend({ defaultProps: { type: 'native' } }),
  },
});

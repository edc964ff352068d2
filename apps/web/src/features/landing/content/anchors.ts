/** The header's anchors to the landing's own sections. */
export const PAGE_ANCHORS = ['home', 'courses'] as const;
export const SECTION_ANCHORS = ['algorithm', 'tests', 'essay', 'interview', 'contact'] as const;

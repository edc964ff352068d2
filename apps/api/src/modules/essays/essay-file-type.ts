import { ESSAY_FILE_EXTENSIONS } from '@expert-portal/contracts';
import { CONTENT_MIME_TYPES, type ContentType } from '../../core/files/content-type';

/** The content types an essay may be: .pdf, .doc, .docx (each told by its content, core/files/content-type). */
export const ESSAY_FILE_TYPES = ESSAY_FILE_EXTENSIONS satisfies readonly ContentType[];

export type EssayFileType = (typeof ESSAY_FILE_TYPES)[number];

/** What an essay download may be. */
export const ESSAY_MIME_TYPES = ESSAY_FILE_TYPES.map((type) => CONTENT_MIME_TYPES[type]);

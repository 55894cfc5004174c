/** Spec 02 section 9 limits: text to parse 10000 characters, drawing file 10 MB. */
export const MAX_IMPORT_TEXT_CHARACTERS = 10_000;
export const MAX_DRAWING_BYTES = 10 * 1024 * 1024;

/** Base64 of the largest drawing, plus room for a data-URL prefix ("data:image/png;base64,"). */
export const MAX_DRAWING_BASE64_CHARACTERS = Math.ceil(MAX_DRAWING_BYTES / 3) * 4 + 256;

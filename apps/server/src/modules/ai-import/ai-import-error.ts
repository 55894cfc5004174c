/**
 * A failed import the user can act on: the message the estimator shows (the spec's where it has
 * one), and suggestions it lists under it (spec 02 section 8, "followed by a Suggestions bullet
 * list if given").
 */
export class AiImportError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly suggestions: string[] = [],
  ) {
    super(message);
    this.name = 'AiImportError';
  }
}

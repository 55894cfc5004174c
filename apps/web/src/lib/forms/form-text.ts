/** A number field's text as the request's number: null when left empty, NaN (refused) when not a number. */
export function optionalNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

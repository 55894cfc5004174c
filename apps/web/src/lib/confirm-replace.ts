/**
 * Asked before an action replaces work that was never saved (Expert Mode's Load Quote and New
 * Client, Material Mode's Load Saved Cart and New Client), with the browser's confirm dialog as
 * the specs' confirmations are: true when there is nothing unsaved or the person agrees.
 */
export function mayReplaceUnsavedWork(unsaved: boolean, question: string): boolean {
  return !unsaved || window.confirm(question);
}

/**
 * Whose work a browser keeps in local storage: the showroom and the signed-in e-mail, so a tablet
 * handed to another salesperson never shows the last one's client. Material Mode's state and
 * Expert Mode's draft are kept under the same owner.
 */
export function storageOwner(showroomId: string | null, userEmail: string): string {
  return `${showroomId ?? ''}|${userEmail.toLowerCase()}`;
}

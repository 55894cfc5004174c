/**
 * The open-change handler of a sign-in modal: closing it (Escape, the close button, or after
 * success) empties the form and forgets the server's last answer, so it opens blank the next time.
 */
export function clearOnClose(
  form: { reset: () => void },
  mutation: { reset: () => void },
  onOpenChange: (open: boolean) => void,
): (open: boolean) => void {
  return (open) => {
    if (!open) {
      form.reset();
      mutation.reset();
    }
    onOpenChange(open);
  };
}

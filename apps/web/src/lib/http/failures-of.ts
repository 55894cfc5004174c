/**
 * Sends one call per row, all at once, and resolves to the messages of the calls that failed
 * (empty when every one went through), so a table saved row by row names each row it could not save.
 */
export async function failuresOf<R>(
  rows: readonly R[],
  send: (row: R) => Promise<unknown>,
): Promise<string[]> {
  const results = await Promise.allSettled(rows.map(send));
  return results.flatMap((result) =>
    result.status === 'fulfilled'
      ? []
      : [result.reason instanceof Error ? result.reason.message : String(result.reason)],
  );
}

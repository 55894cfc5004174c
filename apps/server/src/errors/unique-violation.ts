/**
 * True when a database error (or one it wraps: Drizzle wraps driver errors in `cause`) is a
 * unique-constraint violation (SQLSTATE 23505) of the named constraint. Both node-postgres and
 * PGlite report `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let current: unknown = error;
    current instanceof Object;
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}

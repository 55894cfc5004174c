import { zodResolver } from '@hookform/resolvers/zod';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  RegisterOptions,
  Resolver,
  UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

function firstError(errors: FieldErrors): [string, FieldError] | null {
  const first = Object.entries(errors)[0];
  if (!first) return null;
  const [key, error] = first;
  if (error && typeof error === 'object' && 'type' in error) return [key, error as FieldError];
  const nested = firstError(error as FieldErrors);
  return nested ? [key, nested[1]] : null;
}

/**
 * A react-hook-form resolver that checks a form against its request contract: `toRequest` turns
 * what the fields hold (text) into the request body and the contract's own schema checks it, so
 * the form refuses exactly what the server would. One problem shows at a time, the first in the
 * contract's order, as spec 03 section 5 lists each form's checks; it sits at the field whose
 * request key it names (`fieldOf` maps a request key to a differently named field), and a
 * problem of the whole body (a rule across fields) on `root`. With `every`, each field shows its
 * own problem at once, for a form whose fields are independent and say so beside themselves
 * (Card Payments' keys). The submit handler gets the form's values, which `toRequest` turns into
 * the body it sends.
 */
export function contractResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toRequest: (values: Values) => z.input<Schema>,
  { fieldOf = {}, every = false }: { fieldOf?: Partial<Record<string, string>>; every?: boolean } = {},
): Resolver<Values> {
  const check = zodResolver(schema as z.ZodType<FieldValues, FieldValues>, undefined, {
    raw: true,
  }) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const request = toRequest(values) as FieldValues;
    const result = await check(request, context, { ...options, shouldUseNativeValidation: false });
    const found = Object.keys(result.errors).flatMap((key) => {
      const error = firstError({ [key]: result.errors[key] });
      return error ? [error] : [];
    });
    if (found.length === 0) return { values, errors: {} };
    const shown = every ? found : found.slice(0, 1);
    const errors = Object.fromEntries(
      shown.map(([key, error]) => [
        key === '' ? 'root' : (fieldOf[key] ?? key),
        { type: error.type, message: error.message },
      ]),
    );
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * The props of a field of a form checked by `contractResolver`: its registration, its problem and
 * the alert that announces it (safe, as such a form shows one problem at a time).
 */
export function contractField<Values extends FieldValues>(form: UseFormReturn<Values>) {
  return (name: Path<Values>, options?: RegisterOptions<Values, Path<Values>>) => ({
    ...form.register(name, options),
    error: (form.formState.errors as Partial<Record<string, FieldError>>)[name]?.message,
    announceError: true,
  });
}

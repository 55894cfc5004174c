import {
  SHOWROOM_ACCOUNT_MESSAGES,
  SHOWROOM_PASSWORD_MIN_LENGTH,
  type TCreateShowroomAccountRequest,
} from '@stonetool/contracts/admin-showroom-accounts';
import type { TAdminShowroom } from '@stonetool/contracts/admin';
import type { TShowroomType } from '@stonetool/contracts/common';
import { DEFAULT_BRAND_COLORS } from '../../../lib/brand-colors';

/** What the create and edit form holds; the password is the temporary one, or the new one on edit. */
export type ShowroomFormValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  showroomType: TShowroomType;
  primaryColor: string;
  secondaryColor: string;
  wholesaleTaxEnabled: boolean;
  wholesaleTaxRate: string;
  isTest: boolean;
  password: string;
  /** Create only: e-mail the owner a set-password link; the temporary password may then stay empty. */
  welcomeEmail: boolean;
};

export function emptyShowroomForm(): ShowroomFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    address: '',
    showroomType: 'tile_stone',
    primaryColor: DEFAULT_BRAND_COLORS.primary,
    secondaryColor: DEFAULT_BRAND_COLORS.secondary,
    wholesaleTaxEnabled: false,
    wholesaleTaxRate: '0',
    isTest: false,
    password: '',
    welcomeEmail: false,
  };
}

export function showroomFormOf(showroom: TAdminShowroom): ShowroomFormValues {
  return {
    name: showroom.name,
    email: showroom.email,
    phone: showroom.phone ?? '',
    address: showroom.address ?? '',
    showroomType: showroom.showroom_type,
    primaryColor: showroom.brand_colors.primary,
    secondaryColor: showroom.brand_colors.secondary,
    wholesaleTaxEnabled: showroom.wholesale_tax_enabled,
    wholesaleTaxRate: String(showroom.wholesale_tax_rate),
    isTest: showroom.is_test,
    password: '',
    welcomeEmail: false,
  };
}

/**
 * The spec 03 section 5 checks, in its order: name and e-mail, the temporary password (optional
 * when a welcome e-mail sends a set-password link; a new password on edit is optional but as long), then the wholesale tax rate 0 to 25 when it is
 * enabled. Null when the form may be sent.
 */
export function showroomFormProblem(values: ShowroomFormValues, mode: 'create' | 'edit'): string | null {
  if (!values.name.trim() || !values.email.trim()) return SHOWROOM_ACCOUNT_MESSAGES.nameAndEmailRequired;
  const passwordNeeded = !values.welcomeEmail || values.password !== '';
  if (mode === 'create' && passwordNeeded && values.password.length < SHOWROOM_PASSWORD_MIN_LENGTH) {
    return SHOWROOM_ACCOUNT_MESSAGES.temporaryPasswordRule;
  }
  if (mode === 'edit' && values.password && values.password.length < SHOWROOM_PASSWORD_MIN_LENGTH) {
    return SHOWROOM_ACCOUNT_MESSAGES.newPasswordRule;
  }
  if (values.wholesaleTaxEnabled) {
    const rate = Number(values.wholesaleTaxRate);
    if (values.wholesaleTaxRate.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 25) {
      return SHOWROOM_ACCOUNT_MESSAGES.wholesaleTaxRate;
    }
  }
  return null;
}

/** The form's fields as the create and edit calls send them (the rate only counts when enabled). */
export function showroomPayload(
  values: ShowroomFormValues,
): Omit<TCreateShowroomAccountRequest, 'temporary_password'> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    address: values.address.trim() || null,
    showroom_type: values.showroomType,
    brand_colors: { primary: values.primaryColor, secondary: values.secondaryColor },
    wholesale_tax_enabled: values.wholesaleTaxEnabled,
    wholesale_tax_rate: values.wholesaleTaxEnabled ? Number(values.wholesaleTaxRate) : 0,
    is_test: values.isTest,
  };
}

import {
  ZCreateShowroomAccountRequest,
  ZUpdateShowroomEnhancedRequest,
  type TCreateShowroomAccountRequest,
} from '@stonetool/contracts/admin-showroom-accounts';
import type { z } from 'zod';
import type { TAdminShowroom } from '@stonetool/contracts/admin';
import type { TShowroomType } from '@stonetool/contracts/common';
import { DEFAULT_BRAND_COLORS } from '../../../lib/brand-colors';
import { optionalNumber } from '../../../lib/forms/form-text';

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

const ZEditShowroomRequest = ZUpdateShowroomEnhancedRequest.omit({ id: true });

/** The contract each mode's form is checked by: the create request, or the edit request less its id. */
export const showroomFormContract = { create: ZCreateShowroomAccountRequest, edit: ZEditShowroomRequest };

/** The form field each request key's problem is shown at. */
export const SHOWROOM_FIELD_OF = {
  showroom_type: 'showroomType',
  brand_colors: 'primaryColor',
  wholesale_tax_rate: 'wholesaleTaxRate',
  temporary_password: 'password',
  new_password: 'password',
};

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
    wholesale_tax_rate: values.wholesaleTaxEnabled
      ? (optionalNumber(values.wholesaleTaxRate) ?? Number.NaN)
      : 0,
    is_test: values.isTest,
  };
}

/** The body of the create call, or of the edit call less the showroom's id. */
export function showroomRequest(values: ShowroomFormValues, mode: 'create'): TCreateShowroomAccountRequest;
export function showroomRequest(values: ShowroomFormValues, mode: 'edit'): TEditShowroomRequest;
export function showroomRequest(values: ShowroomFormValues, mode: 'create' | 'edit') {
  return mode === 'create'
    ? {
        ...showroomPayload(values),
        temporary_password: values.password,
        send_welcome_email: values.welcomeEmail,
      }
    : { ...showroomPayload(values), new_password: values.password };
}

type TEditShowroomRequest = z.input<typeof ZEditShowroomRequest>;

import { SHOWROOM_ACCOUNT_MESSAGES } from '@stonetool/contracts/admin-showroom-accounts';
import { describe, expect, it } from 'vitest';
import {
  emptyShowroomForm,
  showroomFormContract,
  showroomPayload,
  showroomRequest,
  type ShowroomFormValues,
} from './showroom-form-values';

/** The first problem the form's contract finds, as the form shows it; null when it may be sent. */
function showroomFormProblem(values: ShowroomFormValues, mode: 'create' | 'edit'): string | null {
  const checked =
    mode === 'create'
      ? showroomFormContract.create.safeParse(showroomRequest(values, mode))
      : showroomFormContract.edit.safeParse(showroomRequest(values, mode));
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

const filled = {
  ...emptyShowroomForm(),
  welcomeEmail: false,
  name: 'Quarry Hall',
  email: 'hall@example.test',
  password: 'Granite-42!',
};

describe('the showroom form, checked by the create and edit contracts', () => {
  it('starts with the spec defaults: tile_stone, #0f766e and #14b8a6, no wholesale tax', () => {
    expect(emptyShowroomForm()).toMatchObject({
      showroomType: 'tile_stone',
      primaryColor: '#0f766e',
      secondaryColor: '#14b8a6',
      wholesaleTaxEnabled: false,
      isTest: false,
    });
  });

  it('needs a name and an e-mail first', () => {
    expect(showroomFormProblem({ ...filled, name: '  ' }, 'create')).toBe(
      SHOWROOM_ACCOUNT_MESSAGES.nameAndEmailRequired,
    );
    expect(showroomFormProblem({ ...filled, email: '' }, 'edit')).toBe(
      SHOWROOM_ACCOUNT_MESSAGES.nameAndEmailRequired,
    );
  });

  it('needs no temporary password when a welcome e-mail sends the set-password link, but a typed one is checked', () => {
    expect(showroomFormProblem({ ...filled, welcomeEmail: true, password: '' }, 'create')).toBeNull();
    expect(showroomFormProblem({ ...filled, welcomeEmail: true, password: 'short12' }, 'create')).toBe(
      SHOWROOM_ACCOUNT_MESSAGES.temporaryPasswordRule,
    );
    expect(showroomFormProblem({ ...filled, welcomeEmail: false, password: '' }, 'create')).toBe(
      SHOWROOM_ACCOUNT_MESSAGES.temporaryPasswordRule,
    );
  });

  it('needs a temporary password of 8 characters on create; on edit a new one is optional', () => {
    expect(showroomFormProblem({ ...filled, password: 'short12' }, 'create')).toBe(
      SHOWROOM_ACCOUNT_MESSAGES.temporaryPasswordRule,
    );
    expect(showroomFormProblem({ ...filled, password: '' }, 'edit')).toBeNull();
    expect(showroomFormProblem({ ...filled, password: 'short12' }, 'edit')).toBe(
      SHOWROOM_ACCOUNT_MESSAGES.newPasswordRule,
    );
  });

  it('checks the wholesale tax rate 0 to 25 only when wholesale tax is enabled', () => {
    expect(showroomFormProblem({ ...filled, wholesaleTaxRate: '30' }, 'create')).toBeNull();
    for (const rate of ['30', '-1', '', 'abc']) {
      expect(
        showroomFormProblem({ ...filled, wholesaleTaxEnabled: true, wholesaleTaxRate: rate }, 'create'),
      ).toBe(SHOWROOM_ACCOUNT_MESSAGES.wholesaleTaxRate);
    }
    expect(
      showroomFormProblem({ ...filled, wholesaleTaxEnabled: true, wholesaleTaxRate: '25' }, 'create'),
    ).toBeNull();
  });

  it('sends empty optional fields as null and a disabled wholesale tax at 0', () => {
    expect(showroomPayload({ ...filled, wholesaleTaxRate: '12', phone: ' ' })).toMatchObject({
      name: 'Quarry Hall',
      phone: null,
      address: null,
      wholesale_tax_enabled: false,
      wholesale_tax_rate: 0,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_CLIENT } from '../state/material-state';
import { canStartConsultation, consultationErrors, CONTACT_REQUIRED, trimClient } from './consultation-rules';

const ready = {
  ...EMPTY_CLIENT,
  firstName: 'Ada',
  lastName: 'Lovelace',
  application: 'Countertops',
  phone: '555-0100',
};

describe('consultation form', () => {
  it('a first name, last name, application and a phone is enough', () => {
    expect(consultationErrors(ready)).toEqual({});
    expect(canStartConsultation(ready)).toBe(true);
  });

  it('an e-mail instead of a phone is enough', () => {
    expect(canStartConsultation({ ...ready, phone: '', email: 'ada@example.test' })).toBe(true);
  });

  it('names made of spaces do not count', () => {
    expect(consultationErrors({ ...ready, firstName: '  ', lastName: ' ' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('needs the application and a phone or an e-mail', () => {
    const errors = consultationErrors({ ...ready, application: '', phone: ' ' });
    expect(errors).toEqual({ application: 'Choose an application', contact: CONTACT_REQUIRED });
  });

  it('refuses an e-mail that is not one', () => {
    expect(consultationErrors({ ...ready, email: 'ada@' }).email).toBe('Please enter a valid email address');
    expect(canStartConsultation({ ...ready, email: 'ada@' })).toBe(false);
  });

  it('trims every field of the kept client', () => {
    expect(trimClient({ ...ready, firstName: ' Ada ', city: ' Austin' })).toMatchObject({
      firstName: 'Ada',
      city: 'Austin',
    });
  });
});

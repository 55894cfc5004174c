import type { TStone } from '@stonetool/contracts/stones';
import type { CustomerForm } from '../features/material/order/required-fields';
import type { ConsultationSession } from '../features/material/state/material-state';

let counter = 0;

/** A catalog stone for unit tests: a priced 3 cm polished quartz slab unless overridden. */
export function testStone(overrides: Partial<TStone> = {}): TStone {
  counter += 1;
  return {
    id: `stone-${counter}`,
    stone_id: `S-${counter}`,
    Brand: 'Caesarstone',
    Type: 'Quartz',
    Color: 'Calacatta Nuvo',
    Finish: 'Polished',
    Thickness: '3cm',
    'Slab Width': 126,
    'Slab Height': 63,
    'Slab Cost': 900,
    'Fab Cost': null,
    'Mark Up': 1,
    client_price: 1350,
    showroom_price: 900,
    image_url: '',
    is_available: true,
    ...overrides,
  };
}

/** MSI Granite Black Pearl as a row of a price sheet: a 3 cm polished slab at $900. */
export const BLACK_PEARL_ROW = {
  Brand: 'MSI',
  Type: 'Granite',
  Color: 'Black Pearl',
  Finish: 'Polished',
  Thickness: '3cm',
  'Slab Cost': 900,
};

/** A stone the catalog lists without a price (MSI Marble Carrara), for unit tests. */
export function testUnpricedStone(): TStone {
  return testStone({ Brand: 'MSI', Type: 'Marble', Color: 'Carrara', 'Slab Cost': null, client_price: null });
}

/** A running consultation for unit tests: no client yet, run by member-1, unless overridden. */
export function testSession(overrides: Partial<ConsultationSession> = {}): ConsultationSession {
  return {
    sessionId: 'session-1',
    showroomId: 'showroom-1',
    client: null,
    salesperson_id: 'member-1',
    stonesViewed: [],
    stonesCompared: [],
    interactions: [],
    createdAt: '2026-01-05T10:00:00.000Z',
    status: 'active',
    source: 'in_person_consultation',
    orderPlaced: false,
    orderData: null,
    sessionEnd: null,
    ...overrides,
  };
}

/** A checkout customer for unit tests with every required field filled, unless overridden. */
export function testCustomer(overrides: Partial<CustomerForm> = {}): CustomerForm {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '',
    company: '',
    streetAddress: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    country: 'United States',
    ...overrides,
  };
}

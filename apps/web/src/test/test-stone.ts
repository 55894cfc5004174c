import type { TStone } from '@stonetool/contracts/stones';

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

import type { TQuoteDataInput } from '@stonetool/contracts/quotes';
import { accessToken } from '../../testing/api-as';
import { seedFabricatorCallers } from '../../testing/fabricator-business';
import { seedShowroomWithOwner } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

/** Who the remnant tests call as: a fabricator's owner and member, another shop's owner, a plain showroom. */
export type RemnantCaller = 'owner' | 'member' | 'other' | 'showroom';

/**
 * Seeds a fabricator (owner and member), another fabricator and a plain showroom that keeps no
 * remnants, all under `domain`, and signs each in: their tokens.
 */
export async function seedRemnantCallers(
  t: TestApp,
  business: { domain: string; name: string; otherName?: string },
): Promise<Record<RemnantCaller, string>> {
  const fabricators = await seedFabricatorCallers(t, business);
  const email = `showroom@${business.domain}`;
  await seedShowroomWithOwner(t.database.db, {
    name: 'Plain Showroom',
    email,
    password: 'Showroom-pass-123',
  });
  return { ...fabricators.tokens, showroom: await accessToken(t.app, email, 'Showroom-pass-123') };
}

/** A 40 x 25.5 in vanity top of Calacatta Nuvo (the stone `seedCalacattaNuvo` seeds), with these settings. */
export const calacattaVanity = (settings: TQuoteDataInput['settings']): TQuoteDataInput => ({
  products: [
    {
      brand: 'Caesarstone',
      type: 'Quartz',
      color: 'Calacatta Nuvo',
      width: 40,
      depth: 25.5,
      quantity: 1,
      customName: 'Vanity',
    },
  ],
  settings,
});

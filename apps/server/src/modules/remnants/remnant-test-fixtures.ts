import type { TQuoteDataInput } from '@stonetool/contracts/quotes';
import { ZListRemnantsResponse } from '@stonetool/contracts/remnants';
import { accessToken, apiAs } from '../../testing/api-as';
import { seedFabricatorCallers } from '../../testing/fabricator-business';
import { seedShowroomWithOwner } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

/** Who the remnant tests call as: a fabricator's owner and member, another shop's owner, a plain showroom. */
export type RemnantCaller = 'owner' | 'member' | 'other' | 'showroom';

/** The API as one of the callers. */
export type CallAs = (who: RemnantCaller) => ReturnType<typeof apiAs>;

/**
 * Seeds a fabricator (owner and member), another fabricator and a plain showroom that keeps no
 * remnants, all under `domain`, and signs each in: the API as each of them.
 */
export async function seedRemnantCallers(
  t: TestApp,
  business: { domain: string; name: string; otherName?: string },
): Promise<CallAs> {
  const fabricators = await seedFabricatorCallers(t, business);
  const email = `showroom@${business.domain}`;
  await seedShowroomWithOwner(t.database.db, {
    name: 'Plain Showroom',
    email,
    password: 'Showroom-pass-123',
  });
  const tokens = { ...fabricators.tokens, showroom: await accessToken(t.app, email, 'Showroom-pass-123') };
  return (who) => apiAs(t.app, tokens[who]);
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

/** The remnants the caller's business keeps, as the list answers them. */
export const listRemnants = async (api: CallAs, who: RemnantCaller) =>
  ZListRemnantsResponse.parse((await api(who).get('/api/remnants')).json()).data;

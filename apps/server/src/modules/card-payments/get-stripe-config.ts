import type { TStripeConfig } from '@stonetool/contracts/admin-stripe-config';
import type { Executor } from '@stonetool/db/client';
import { cardPaymentSettings, type CardPaymentSettingsRow } from '@stonetool/db/schema/integrations';
import { eq } from 'drizzle-orm';
import { stripeConfigView } from './stripe-config-row';

/** The platform's one configuration row, or undefined before the first save. */
export async function findStripeConfigRow(db: Executor): Promise<CardPaymentSettingsRow | undefined> {
  const [row] = await db.select().from(cardPaymentSettings).where(eq(cardPaymentSettings.scope, 'platform'));
  return row;
}

/** GET /api/admin/stripe-config: null until the first save, which means manual payments only. */
export async function getStripeConfig(db: Executor): Promise<TStripeConfig | null> {
  const row = await findStripeConfigRow(db);
  return row ? stripeConfigView(row) : null;
}

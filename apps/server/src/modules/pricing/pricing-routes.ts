import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { Guards } from '../auth/guards';
import { brandPricingRoutes } from './brand/brand-pricing-routes';
import { clientMarkupRoutes } from './client-markup/client-markup-routes';
import { deliveryPricingRoutes } from './delivery/delivery-pricing-routes';
import { discountRoutes } from './discount/discount-routes';
import { specialPricingRoutes } from './special/special-pricing-routes';
import { taxSettingsRoutes } from './tax/tax-settings-routes';
import { wholesalePricingRoutes } from './wholesale/wholesale-pricing-routes';

/**
 * Every pricing call, the admin's and the showroom's side by side in each kind of pricing. Each
 * sub-module guards its own routes, so one plugin per kind keeps their hooks apart.
 */
export function pricingRoutes(ctx: AppContext, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    for (const routes of [
      wholesalePricingRoutes,
      clientMarkupRoutes,
      brandPricingRoutes,
      specialPricingRoutes,
      deliveryPricingRoutes,
      taxSettingsRoutes,
      discountRoutes,
    ]) {
      await app.register(routes(ctx, guards));
    }
  };
}

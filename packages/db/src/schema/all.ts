/**
 * The whole schema as one object, because Drizzle's client and migrator need every table at
 * once. This is the one aggregate file of the package; application code imports the area file
 * it means (`@stonetool/db/schema/orders`).
 */
export * from './showrooms';
export * from './auth';
export * from './team';
export * from './catalog';
export * from './pricing';
export * from './customers';
export * from './quotes';
export * from './quote-links';
export * from './orders';
export * from './files';
export * from './payments';
export * from './leads';
export * from './shared-carts';
export * from './analytics';
export * from './analytics-rollups';
export * from './report-schedules';
export * from './mail';
export * from './site';
export * from './integrations';
export * from './accounting';
export * from './relations';

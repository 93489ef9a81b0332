// Every table of the platform, gathered for Drizzle and drizzle-kit. Each module keeps its own schema.ts.
export * from './system-schema';
export * from '../modules/identity/schema';
export * from '../modules/notifications/schema';
export * from '../modules/catalogue/schema';
export * from '../modules/wallet/schema';
export * from '../modules/gaming/schema';
export * from '../modules/cashier/schema';
export * from '../modules/backoffice/schema';
export * from '../modules/compliance/schema';
export * from '../modules/crypto/schema';
export * from '../modules/content/schema';
export * from '../modules/support/schema';
export * from '../modules/bonuses/schema';
export * from '../modules/reports/schema';
export * from '../modules/monitoring/schema';
export * from '../modules/aggregators/schema';

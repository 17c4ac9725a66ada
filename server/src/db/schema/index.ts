// The one pg-core schema of the portal (PGlite by default, PostgreSQL with DATABASE_URL), one file
// per area; drizzle-kit reads this index (drizzle.config.ts) and the app imports `db/schema`.
export * from './people';
export * from './content';
export * from './bugs';
export * from './coins';
export * from './messages';
export * from './limits';
export * from './relations';
export * from './webhooks';
export * from './disclosures';
export * from './api-tokens';
export * from './staff';
export * from './audit';
export * from './second-factors';
export * from './bug-views';
export * from './known-issues';
export * from './jobs';
export * from './standards';

// The schema entry drizzle-kit and the client read.
export * from './reference.ts';
export * from './lenders.ts';
export * from './partners.ts';
export * from './credit-cards.ts';
export * from './support.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './admin.ts';
export * from './applications.ts';
export * from './partner-portal.ts';
export * from './operations.ts';
export * from './outreach.ts';
export * from './revenue-ledger.ts';
export * from './ondc.ts';
export * from './report-summaries.ts';
export * from './ondc-flow.ts';
export * from './journey-summaries.ts';

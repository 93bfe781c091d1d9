import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// spec 3 Language.
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 8 }).notNull().unique(),
  languageName: text('language_name').notNull(),
  image: text('image'),
  isDefault: boolean('is_default').notNull().default(false),
  countryKey: varchar('country_key', { length: 4 }).notNull(),
  countryName: text('country_name').notNull(),
  phoneCode: varchar('phone_code', { length: 6 }).notNull(),
});

// spec 3 Option lists: id and value per item, with a Hindi label for the Hindi interface.
export const optionLists = pgTable('option_lists', {
  id: integer('id').primaryKey(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  name: text('name').notNull(),
});

export const optionItems = pgTable(
  'option_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => optionLists.id),
    id: integer('id').notNull(),
    value: text('value').notNull(),
    valueHi: text('value_hi').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listId, t.id] })],
);

// The server build that last loaded the sample data into this database (ADR 030, 2026-12-07): a
// start of the same build finds its fingerprint here and does not seed again.
export const seedState = pgTable('seed_state', {
  key: varchar('key', { length: 32 }).primaryKey(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

import { asc, eq } from 'drizzle-orm';
import type { LanguageCode, OptionList } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { languages, optionItems, optionLists } from '../../db/schema/index.ts';

export async function listLanguages(db: Database, countryCode?: string) {
  const rows = await db
    .select()
    .from(languages)
    .where(countryCode ? eq(languages.countryKey, countryCode.toUpperCase()) : undefined)
    .orderBy(asc(languages.id));
  return rows.map((row) => ({
    id: row.id,
    languageName: row.languageName,
    code: row.code,
    image: row.image,
    isDefault: row.isDefault,
    country_key: row.countryKey,
    country_name: row.countryName,
    phone_code: row.phoneCode,
  }));
}

export async function listOptionLists(
  db: Database,
  language: LanguageCode,
  listId?: number,
): Promise<OptionList[]> {
  const lists = await db
    .select()
    .from(optionLists)
    .where(listId === undefined ? undefined : eq(optionLists.id, listId))
    .orderBy(asc(optionLists.id));
  const items = await db
    .select()
    .from(optionItems)
    .where(listId === undefined ? undefined : eq(optionItems.listId, listId))
    .orderBy(asc(optionItems.listId), asc(optionItems.sortOrder), asc(optionItems.id));
  const byList = new Map<number, OptionList['items']>();
  for (const item of items) {
    const bucket = byList.get(item.listId) ?? [];
    bucket.push({ id: item.id, value: language === 'hi' ? item.valueHi : item.value });
    byList.set(item.listId, bucket);
  }
  return lists.map((list) => ({
    id: list.id,
    key: list.key,
    name: list.name,
    items: byList.get(list.id) ?? [],
  }));
}

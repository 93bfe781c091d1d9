import type { Database } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

export async function insertPageView(
  db: Database,
  view: { path: string; referrer?: string; partner?: string },
): Promise<void> {
  await db.insert(pageViews).values(view);
}

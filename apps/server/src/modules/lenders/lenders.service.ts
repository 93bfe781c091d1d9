import type { FastifyRequest } from 'fastify';
import type { LenderDto, LenderPropertyUpdate } from '@cl/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { toLenderDto } from './lender-dto.ts';
import { lenderColumnUpdate } from './lender-columns.ts';
import { headlineOf, lenderChangeProblems, type LenderFieldProblems } from './lender-readiness.ts';
import {
  existingGroupIds,
  findLiveLender,
  groupIdsByLender,
  insertLender,
  insertLenderGroup,
  listLenderGroups,
  listLiveLenders,
  setLenderGroups,
  slugTaken,
  updateLenderColumns,
  type LenderGroupRow,
} from './lenders.repository.ts';

export async function listLenders(db: Database): Promise<LenderDto[]> {
  const rows = await listLiveLenders(db);
  const groups = await groupIdsByLender(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toLenderDto(row, groups.get(row.id) ?? []));
}

/** Issue 15: a refused change names every field that stops it, and nothing is written. */
export function refuseProblems(problems: LenderFieldProblems): void {
  const headline = headlineOf(problems);
  if (headline === undefined) return;
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(problems)) if (message) fields[field] = message;
  throw badRequest(headline, fields);
}

export async function getLender(db: Database | Transaction, id: number): Promise<LenderDto> {
  const row = await findLiveLender(db, id);
  if (!row) throw notFound('No such lender');
  const groups = await groupIdsByLender(db, [id]);
  return toLenderDto(row, groups.get(id) ?? []);
}

/** spec 7 update-lender-data: one known property, validated, audited with before and after. */
export async function updateLenderProperty(
  db: Database,
  request: FastifyRequest,
  lenderId: number,
  update: LenderPropertyUpdate,
): Promise<LenderDto> {
  return db.transaction(async (tx) => {
    const before = await getLender(tx, lenderId);
    if (update.property === 'lender_group_ids') {
      const ids = [...new Set(update.value)];
      const known = await existingGroupIds(tx, ids);
      if (known.length !== ids.length) throw badRequest('One of the lender groups does not exist');
      await setLenderGroups(tx, lenderId, ids);
    } else {
      refuseProblems(lenderChangeProblems(before, { ...before, [update.property]: update.value }));
      await updateLenderColumns(tx, lenderId, lenderColumnUpdate(update));
    }
    const after = await getLender(tx, lenderId);
    await audit(tx, request, {
      action: 'lender.update',
      entity: 'lender',
      entityId: lenderId,
      before: { [update.property]: before[update.property] },
      after: { [update.property]: after[update.property] },
    });
    return after;
  });
}

export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'lender'
  );
}

/** spec 7 create-lender: a new lender, off until an admin fills its criteria and turns it on. */
export async function createLender(db: Database, request: FastifyRequest, name: string): Promise<LenderDto> {
  return db.transaction(async (tx) => {
    let slug = slugify(name);
    for (let n = 2; await slugTaken(tx, slug); n++) slug = `${slugify(name)}-${n}`;
    const row = await insertLender(tx, { name, slug, lenderStatus: 0 });
    await audit(tx, request, {
      action: 'lender.create',
      entity: 'lender',
      entityId: row.id,
      after: { name, slug },
    });
    return getLender(tx, row.id);
  });
}

/** spec 7 safe-delete-lender: a soft delete; applications keep their lender. */
export async function softDeleteLender(
  db: Database,
  request: FastifyRequest,
  lenderId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getLender(tx, lenderId);
    await updateLenderColumns(tx, lenderId, { deletedAt: new Date() });
    await audit(tx, request, { action: 'lender.delete', entity: 'lender', entityId: lenderId, before });
  });
}

export const lenderGroupsList = (db: Database): Promise<LenderGroupRow[]> => listLenderGroups(db);

/** spec 7 create-lender-group: a unique name, audited. */
export async function createLenderGroup(
  db: Database,
  request: FastifyRequest,
  name: string,
): Promise<LenderGroupRow> {
  const row = await insertLenderGroup(db, name);
  if (!row) throw conflict('A lender group with this name already exists');
  await audit(db, request, {
    action: 'lender_group.create',
    entity: 'lender_group',
    entityId: row.id,
    after: row,
  });
  return row;
}

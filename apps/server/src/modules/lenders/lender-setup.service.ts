import type { FastifyRequest } from 'fastify';
import { lenderPropertyUpdate, type LenderDto, type LenderSetupBody } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { lenderColumnUpdate } from './lender-columns.ts';
import { lenderChangeProblems } from './lender-readiness.ts';
import { updateLenderColumns } from './lenders.repository.ts';
import { getLender, refuseProblems } from './lenders.service.ts';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Issue 15: the lender page's forms (name and products, hand-off, terms, switch) save several
 * properties at once. The change is checked whole against the lender it makes (bounds, and what a
 * switched-on lender needs to be offered); it is written whole in one transaction, or refused
 * with a message per field and nothing written. Audited with the changed properties only.
 */
export async function saveLenderSetup(
  db: Database,
  request: FastifyRequest,
  lenderId: number,
  changes: LenderSetupBody,
): Promise<LenderDto> {
  return db.transaction(async (tx) => {
    const before = await getLender(tx, lenderId);
    const after: LenderDto = { ...before, ...changes };
    refuseProblems(lenderChangeProblems(before, after));
    const changed = (Object.keys(changes) as (keyof LenderSetupBody)[]).filter(
      (property) => !same(before[property], after[property]),
    );
    if (changed.length === 0) return before;
    let set = {};
    for (const property of changed) {
      // Already valid (the route parsed it); parsed again only to pair it with its property's type.
      const update = lenderPropertyUpdate.parse({ property, value: changes[property] });
      if (update.property !== 'lender_group_ids') set = { ...set, ...lenderColumnUpdate(update) };
    }
    await updateLenderColumns(tx, lenderId, set);
    const saved = await getLender(tx, lenderId);
    await audit(tx, request, {
      action: 'lender.setup',
      entity: 'lender',
      entityId: lenderId,
      before: Object.fromEntries(changed.map((p) => [p, before[p]])),
      after: Object.fromEntries(changed.map((p) => [p, saved[p]])),
    });
    return saved;
  });
}

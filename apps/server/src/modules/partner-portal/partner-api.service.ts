import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { insertApiKey, revokeApiKeyRow, type ApiKeyRow } from './partner-api.repository.ts';

/**
 * A new API key for the partner (issue 6): only its hash is stored, so the key itself is in this
 * answer and nowhere else; the prefix stays readable so a partner can tell its keys apart.
 */
export async function createApiKey(
  db: Database,
  request: FastifyRequest,
  partnerId: number,
  name: string,
): Promise<{ row: ApiKeyRow; key: string }> {
  const prefix = randomToken(6)
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 8);
  const key = `clk_${prefix}_${randomToken(32)}`;
  const row = await insertApiKey(db, { partnerId, name, prefix, keyHash: sha256Hex(key) });
  await audit(db, request, {
    action: 'partner_api_key.create',
    entity: 'partner_api_key',
    entityId: row.id,
    after: { name: row.name, prefix },
  });
  return { row, key };
}

/** Revokes one of the partner's own active keys; another partner's key is "no such key". */
export async function revokeApiKey(
  db: Database,
  request: FastifyRequest,
  partnerId: number,
  keyId: number,
): Promise<ApiKeyRow> {
  const row = await revokeApiKeyRow(db, partnerId, keyId);
  if (!row) throw notFound('No such active key');
  await audit(db, request, { action: 'partner_api_key.revoke', entity: 'partner_api_key', entityId: row.id });
  return row;
}

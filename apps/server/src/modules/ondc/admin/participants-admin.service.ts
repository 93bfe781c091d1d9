import type { FastifyRequest } from 'fastify';
import { msg, serverMessage, type OndcParticipantBody, type OndcParticipantDto } from '@cl/contracts';
import type { Database, Transaction } from '../../../db/client.ts';
import { audit } from '../../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../../lib/app-error.ts';
import {
  findParticipantById,
  insertParticipant,
  listParticipants,
  participantTaken,
  updateParticipant,
  type OndcParticipantRow,
  type ParticipantInput,
} from '../protocol/participants.repository.ts';
import { publicKeyFrom } from '../protocol/signing-keys.ts';

// Issue 17: network participants managed like lenders (lenders.service.ts): role 1, every change
// audited with before and after, a refused change writes nothing.

export function toParticipantDto(row: OndcParticipantRow): OndcParticipantDto {
  return {
    id: row.id,
    subscriber_id: row.subscriberId,
    uri: row.uri,
    unique_key_id: row.uniqueKeyId,
    signing_public_key: row.signingPublicKey,
    role: row.role === 'gateway' || row.role === 'registry' ? row.role : 'BPP',
    enabled: row.enabled,
    updated_at: row.updatedAt.toISOString(),
  };
}

function inputOf(body: OndcParticipantBody): ParticipantInput {
  return {
    subscriberId: body.subscriber_id,
    uri: body.uri,
    uniqueKeyId: body.unique_key_id,
    signingPublicKey: body.signing_public_key,
    role: body.role,
    enabled: body.enabled,
  };
}

/** The checks the schema cannot make: the key loads as ed25519, the subscriber is not taken. */
async function refuseBadInput(
  tx: Transaction,
  input: ParticipantInput,
  exceptId: number | null,
): Promise<void> {
  if (publicKeyFrom(input.signingPublicKey) === null) {
    throw badRequest(serverMessage('ondcKeyNotEd25519'), {
      signing_public_key: msg('ondcKeyInvalid'),
    });
  }
  if (await participantTaken(tx, input, exceptId)) {
    throw conflict(serverMessage('ondcParticipantTaken', { subscriberId: input.subscriberId }));
  }
}

export async function listParticipantDtos(db: Database): Promise<OndcParticipantDto[]> {
  return (await listParticipants(db)).map(toParticipantDto);
}

export async function addParticipant(
  db: Database,
  request: FastifyRequest,
  body: OndcParticipantBody,
): Promise<OndcParticipantDto> {
  const input = inputOf(body);
  return db.transaction(async (tx) => {
    await refuseBadInput(tx, input, null);
    const after = toParticipantDto(await insertParticipant(tx, input));
    await audit(tx, request, {
      action: 'ondc_participant.create',
      entity: 'ondc_participant',
      entityId: after.id,
      after,
    });
    return after;
  });
}

export async function editParticipant(
  db: Database,
  request: FastifyRequest,
  id: number,
  body: OndcParticipantBody,
): Promise<OndcParticipantDto> {
  const input = inputOf(body);
  return db.transaction(async (tx) => {
    const row = await findParticipantById(tx, id);
    if (!row) throw notFound(serverMessage('noSuchOndcParticipant'));
    await refuseBadInput(tx, input, id);
    const updated = await updateParticipant(tx, id, input);
    if (!updated) throw notFound(serverMessage('noSuchOndcParticipant'));
    const before = toParticipantDto(row);
    const after = toParticipantDto(updated);
    await audit(tx, request, {
      action: 'ondc_participant.update',
      entity: 'ondc_participant',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

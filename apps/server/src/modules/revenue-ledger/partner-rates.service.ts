import type { FastifyRequest } from 'fastify';
import { birthDateToIso, todayInIndia } from '@cl/contracts';
import type { Db } from '../applications/applications.repository.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { PartnerRateBody } from '@cl/contracts';
import {
  closedMonths,
  insertRate,
  lastLedgerDay,
  lockLedger,
  partnerName,
  ratesOf,
} from './ledger.repository.ts';
import { monthOf, monthState } from './ledger-months.ts';
import { rateOn, type PartnerRate } from './partner-rates.ts';

// Issue 15: partner revenue terms are effective-dated. A new rate applies to disbursals from its
// day on; a day that already has disbursals on the ledger, or lies in a closed month, is refused,
// so no earning already on a statement can change. Every change is audited (issue 5).

export interface NewPartnerRate {
  partnerId: number;
  /** Thousandths of a percent: 2.5% is 2500. */
  percentMilli: number;
  /** Flat fee per disbursal, in paise. */
  flatPaise: number;
  /** YYYY-MM-DD (IST day); defaults to today in India. */
  effectiveFrom?: string;
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export const todayIst = (now = new Date()) => birthDateToIso(todayInIndia(now));

/** Sets a partner's rate from a day on (partner onboarding calls this too). Runs in its own transaction. */
export async function setPartnerRate(
  db: Db,
  request: FastifyRequest,
  input: NewPartnerRate,
): Promise<PartnerRate> {
  const effectiveFrom = input.effectiveFrom ?? todayIst();
  if (!Number.isInteger(input.percentMilli) || input.percentMilli < 0 || input.percentMilli > 100_000)
    throw badRequest('The percent must be between 0 and 100', {
      revenue_percent: 'Must be between 0 and 100',
    });
  if (!Number.isInteger(input.flatPaise) || input.flatPaise < 0)
    throw badRequest('The flat fee must be a positive number', {
      revenue_flat_fee: 'Must be a positive number',
    });
  return db.transaction(async (tx) => {
    // The ledger lock: no disbursal can be recorded between the check below and the new rate.
    await lockLedger(tx);
    if ((await partnerName(tx, input.partnerId)) === null) throw notFound('No such partner');
    const month = monthOf(effectiveFrom);
    if (monthState(month, await closedMonths(tx), monthOf(todayIst())) !== 'open')
      throw badRequest(`The statements of ${month} are closed; choose a day in an open month`, {
        effective_from: 'This month is closed',
      });
    const last = await lastLedgerDay(tx, input.partnerId);
    if (last !== null && effectiveFrom <= last)
      throw badRequest(
        `Disbursals up to ${last} are on the ledger at the rate then in force; a new rate can start from ${nextDay(last)}`,
        { effective_from: `Choose ${nextDay(last)} or later` },
      );
    const before = rateOn(await ratesOf(tx, [input.partnerId]), effectiveFrom);
    const row = await insertRate(tx, {
      partnerId: input.partnerId,
      percentMilli: input.percentMilli,
      flatPaise: input.flatPaise,
      effectiveFrom,
    });
    await audit(tx, request, {
      action: 'partner.rate',
      entity: 'partner',
      entityId: input.partnerId,
      before: before && {
        percentMilli: before.percentMilli,
        flatPaise: before.flatPaise,
        effectiveFrom: before.effectiveFrom,
      },
      after: { percentMilli: row.percentMilli, flatPaise: row.flatPaise, effectiveFrom: row.effectiveFrom },
    });
    return row;
  });
}

/** A partner's rate history, newest first. */
export async function partnerRateHistory(db: Db, partnerId: number): Promise<PartnerRate[]> {
  if ((await partnerName(db, partnerId)) === null) throw notFound('No such partner');
  return (await ratesOf(db, [partnerId])).reverse();
}

/** Rates in force today per partner (what the partner list shows). */
export async function ratesInForce(
  db: Db,
  partnerIds: number[],
  day = todayIst(),
): Promise<Map<number, PartnerRate>> {
  const rates = await ratesOf(db, partnerIds);
  const result = new Map<number, PartnerRate>();
  for (const id of partnerIds) {
    const rate = rateOn(
      rates.filter((r) => r.partnerId === id),
      day,
    );
    if (rate) result.set(id, rate);
  }
  return result;
}

const toMilli = (percent: number) => Math.round(percent * 1000);
const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The admin's rate dialog: percent and rupees as typed, from the day chosen. */
export async function changePartnerRate(
  db: Db,
  request: FastifyRequest,
  partnerId: number,
  body: PartnerRateBody,
): Promise<PartnerRate> {
  return setPartnerRate(db, request, {
    partnerId,
    percentMilli: toMilli(body.revenue_percent),
    flatPaise: toPaise(body.revenue_flat_fee),
    effectiveFrom: body.effective_from,
  });
}

/**
 * spec 7 POST /api/update-partner-revenue-data: the edited value is replaced and the other kept,
 * as a new rate from effective_from (today in India when not given).
 */
export async function changePartnerRateField(
  db: Db,
  request: FastifyRequest,
  partnerId: number,
  change: { revenue_percent?: number | null; revenue_flat_fee?: number | null; effective_from?: string },
): Promise<PartnerRate> {
  const effectiveFrom = change.effective_from ?? todayIst();
  const current = rateOn(await ratesOf(db, [partnerId]), effectiveFrom);
  return setPartnerRate(db, request, {
    partnerId,
    percentMilli:
      change.revenue_percent === undefined
        ? (current?.percentMilli ?? 0)
        : toMilli(change.revenue_percent ?? 0),
    flatPaise:
      change.revenue_flat_fee === undefined
        ? (current?.flatPaise ?? 0)
        : toPaise(change.revenue_flat_fee ?? 0),
    effectiveFrom,
  });
}

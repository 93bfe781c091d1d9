import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVENUE_API, apiPath, statementResponse, type Statement } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { revenueKeys } from './get-revenue-month';

// GET REVENUE_API.partnerStatement / lenderStatement ?month=YYYY-MM, and their CSV exports.
export type StatementParty = { kind: 'partner'; id: number } | { kind: 'lender'; id: number };

const paths = (party: StatementParty) =>
  party.kind === 'partner'
    ? {
        read: apiPath(REVENUE_API.partnerStatement, { partnerId: party.id }),
        file: apiPath(REVENUE_API.partnerStatementExport, { partnerId: party.id }),
      }
    : {
        read: apiPath(REVENUE_API.lenderStatement, { lenderId: party.id }),
        file: apiPath(REVENUE_API.lenderStatementExport, { lenderId: party.id }),
      };

export async function getStatement(
  party: StatementParty,
  month: string,
  signal?: AbortSignal,
): Promise<Statement> {
  const query = new URLSearchParams({ month }).toString();
  return (await apiRequest(`${paths(party).read}?${query}`, { schema: statementResponse, signal })).data;
}

export const statementExportHref = (party: StatementParty, month: string) =>
  `${paths(party).file}?${new URLSearchParams({ month }).toString()}`;

export function statementQueryOptions(party: StatementParty, month: string) {
  return queryOptions({
    queryKey: revenueKeys.statement(party.kind, party.id, month),
    queryFn: ({ signal }) => getStatement(party, month, signal),
  });
}

export function useStatement(party: StatementParty, month: string) {
  return useQuery(statementQueryOptions(party, month));
}

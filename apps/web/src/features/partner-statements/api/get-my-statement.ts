import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_STATEMENT_API, statementResponse, type Statement } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET PARTNER_STATEMENT_API.statement?month=YYYY-MM: the signed-in partner's statement (issue 15),
// the same ledger lines the admin console shows for it.
export async function getMyStatement(month: string, signal?: AbortSignal): Promise<Statement> {
  const query = new URLSearchParams({ month }).toString();
  return (
    await apiRequest(`${PARTNER_STATEMENT_API.statement}?${query}`, { schema: statementResponse, signal })
  ).data;
}

export const myStatementExportHref = (month: string) =>
  `${PARTNER_STATEMENT_API.export}?${new URLSearchParams({ month }).toString()}`;

export const myStatementKeys = {
  all: ['partner', 'statement'] as const,
  month: (month: string) => [...myStatementKeys.all, month] as const,
};

export function myStatementQueryOptions(month: string) {
  return queryOptions({
    queryKey: myStatementKeys.month(month),
    queryFn: ({ signal }) => getMyStatement(month, signal),
  });
}

export function useMyStatement(month: string) {
  return useQuery(myStatementQueryOptions(month));
}

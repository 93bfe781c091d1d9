export interface FunnelRow {
  step: string;
  count: number;
  /** Share of the step before, 0-100; null for the first step or when the step before is 0. */
  fromPrevious: number | null;
}

export function funnelRows(steps: readonly { step: string; count: number }[]): FunnelRow[] {
  return steps.map((item, index) => {
    const previous = index > 0 ? steps[index - 1]?.count : undefined;
    return {
      step: item.step,
      count: item.count,
      fromPrevious: previous ? Math.round((item.count / previous) * 1000) / 10 : null,
    };
  });
}

import { describe, expect, it } from 'vitest';
import { dayOfNumber, foldDashboard, type DashboardGroupRow } from './dashboard.ts';

const row = (set: number, fields: Partial<DashboardGroupRow>, n: number): DashboardGroupRow => ({
  set,
  status: null,
  lenderId: null,
  partnerId: null,
  disbursed: null,
  n,
  ...fields,
});

describe('dashboard from one grouping-sets scan', () => {
  const lenders = new Map([
    [1, 'Axis Finance'],
    [2, 'Bajaj Finserv'],
  ]);
  const partners = new Map([[7, 'Vakrangee']]);

  it('sorts days and statuses, splits the sets, names lenders and partners, and calls no partner Direct', () => {
    const days = [
      { day: 9821, n: 3 },
      { day: 9820, n: 2 },
    ];
    const rows = [
      row(0b011, { status: 'disbursed' }, 1),
      row(0b011, { status: 'submitted' }, 4),
      row(0b101, { lenderId: 1, disbursed: '150000.00' }, 2),
      row(0b101, { lenderId: 2 }, 3),
      row(0b110, { partnerId: 7 }, 1),
      row(0b110, { partnerId: null }, 4),
    ];
    expect(foldDashboard(days, rows, lenders, partners)).toEqual({
      perDay: [
        { day: '2026-11-20', applications: 2 },
        { day: '2026-11-21', applications: 3 },
      ],
      funnel: [
        { status: 'submitted', count: 4 },
        { status: 'disbursed', count: 1 },
      ],
      byLender: [
        { lender: 'Bajaj Finserv', applications: 3, disbursed: 0 },
        { lender: 'Axis Finance', applications: 2, disbursed: 150000 },
      ],
      byPartner: [
        { partner: 'Direct', applications: 4 },
        { partner: 'Vakrangee', applications: 1 },
      ],
    });
  });

  it('keeps the 25 largest lenders, ties by name', () => {
    const many = Array.from({ length: 30 }, (_, i) => row(0b101, { lenderId: 100 + i }, i % 3));
    const names = new Map(
      many.map((r) => [r.lenderId ?? 0, `Lender ${String(r.lenderId).padStart(3, '0')}`]),
    );
    const top = foldDashboard([], many, names, partners).byLender;
    expect(top).toHaveLength(25);
    expect(top[0]).toEqual({ lender: 'Lender 102', applications: 2, disbursed: 0 });
    expect(top.every((l, i) => i === 0 || l.applications <= (top[i - 1]?.applications ?? 0))).toBe(true);
  });

  it('turns day numbers since 2000-01-01 into calendar days', () => {
    expect(dayOfNumber(0)).toBe('2000-01-01');
    expect(dayOfNumber(9820)).toBe('2026-11-20');
    expect(dayOfNumber(59)).toBe('2000-02-29');
  });

  it('answers empty views for an empty range', () => {
    expect(foldDashboard([], [], lenders, partners)).toEqual({
      perDay: [],
      funnel: [],
      byLender: [],
      byPartner: [],
    });
  });
});

-- The admin dashboard groups applications by their Indian calendar day (admin-reports/dashboard.ts).
-- Without statistics on that expression PostgreSQL expects a group per row and sorts a million
-- rows; with them it knows there are a few hundred days and hashes.
CREATE STATISTICS IF NOT EXISTS "applications_ist_day_stats"
  ON (date_part('day', "created_at" - '2000-01-01 00:00+05:30'::timestamptz))
  FROM "applications";

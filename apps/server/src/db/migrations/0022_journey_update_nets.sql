-- Hand-written (issue 16, docs/decisions/036 third pass): an update's old and new rows are netted
-- per customer, creation time, product and what the journey counts of a status (applied;
-- approved or disbursed; disbursed) before their steps are built, so a change the journey does
-- not count (submitted -> in_review, a reference, a reason: most of a status upload) hands
-- journey_applications_add nothing. It built and summed four change rows an application before
-- (about 8 us of PostgreSQL CPU a row of an upload). Summing first is exact: the steps of a row
-- follow from these four values alone, and journey_applications_add sums per step as before.
CREATE OR REPLACE FUNCTION "journey_applications_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM journey_applications_add(ARRAY(SELECT ROW(user_id, created_at, status, product, 1)::journey_application_row FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM journey_applications_add(ARRAY(SELECT ROW(user_id, created_at, status, product, -1)::journey_application_row FROM old_rows));
  ELSE
    PERFORM journey_applications_add(ARRAY(
      SELECT ROW(c.user_id, c.created_at, c.counted, c.product, sum(c.n))::journey_application_row
        FROM (SELECT user_id, created_at, product, n,
                     CASE WHEN status IN ('approved', 'disbursed') THEN status ELSE 'applied' END AS counted
                FROM (SELECT user_id, created_at, product, status, 1 AS n FROM new_rows
                      UNION ALL SELECT user_id, created_at, product, status, -1 FROM old_rows) r) c
       GROUP BY c.user_id, c.created_at, c.product, c.counted HAVING sum(c.n) <> 0));
  END IF;
  RETURN NULL;
END $$;

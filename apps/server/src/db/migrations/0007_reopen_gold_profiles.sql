-- ADR 017: the gold form now asks birth date, PAN and gender. Gold customers saved before that have
-- gl_completed = 1 but no birth date or PAN, so the welcome-back check (PAN hash + birth date,
-- users.service.ts checkIdentity) can never confirm them and they are stuck before their offers.
-- Reopening their gold profile makes the journey ask the gold form again. Erased rows are left alone.
UPDATE "users" SET "gl_completed" = 0
WHERE "gl_completed" = 1
  AND "erased_at" IS NULL
  AND ("birth_date" IS NULL OR "tin_hash" IS NULL OR "tin_encrypted" IS NULL);

-- Issue 16, docs/decisions/035 (2026-12-07): journey_day_gaps keyed by step first. Every read asks
-- a few steps over a range of days and previous days; keyed by day first, an index range held all
-- nineteen steps' rows, and the planner read a year ending 180 days ago by a scan of the table.
ALTER TABLE "journey_day_gaps" DROP CONSTRAINT "journey_day_gaps_day_step_prev_day_pk";--> statement-breakpoint
ALTER TABLE "journey_day_gaps" ADD CONSTRAINT "journey_day_gaps_step_day_prev_day_pk" PRIMARY KEY("step","day","prev_day");
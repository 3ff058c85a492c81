CREATE TABLE "demand_tally_marks" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"tallied_through" timestamp with time zone NOT NULL,
	CONSTRAINT "demand_tally_marks_one_row" CHECK ("demand_tally_marks"."id")
);

-- A TRUNCATE of rides, which fires no row trigger, sends 'all' on campusride_rides: every
-- listening instance reads every searchable ride again.
CREATE OR REPLACE FUNCTION "campusride_rides_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('campusride_rides', 'all');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rides_truncate_notice" AFTER TRUNCATE ON "rides"
  FOR EACH STATEMENT EXECUTE FUNCTION "campusride_rides_truncated"();

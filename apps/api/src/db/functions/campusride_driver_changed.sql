-- A change of a driver's public name or car is announced on campusride_rides as
-- 'd:<driver id>': every listening instance reads that driver's rides again.
CREATE OR REPLACE FUNCTION "campusride_driver_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('campusride_rides', 'd:' || NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "profiles_driver_change_notice" AFTER UPDATE ON "profiles"
  FOR EACH ROW
  WHEN (
    (OLD.first_name, OLD.last_name, OLD.car_make, OLD.car_model, OLD.car_color, OLD.car_year)
    IS DISTINCT FROM
    (NEW.first_name, NEW.last_name, NEW.car_make, NEW.car_model, NEW.car_color, NEW.car_year)
  )
  EXECUTE FUNCTION "campusride_driver_changed"();

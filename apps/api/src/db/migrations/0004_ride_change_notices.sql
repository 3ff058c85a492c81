-- Every change to a ride, and to a driver's public name or car, is announced on the
-- channel campusride_rides in the changing transaction: PostgreSQL delivers it to every
-- listening API instance when (and only if) the transaction commits. The payload is
-- 'r:<ride id>' or 'd:<driver id>'; listeners read the current rows themselves.
CREATE FUNCTION "campusride_ride_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('campusride_rides', 'r:' || COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rides_change_notice" AFTER INSERT OR UPDATE OR DELETE ON "rides"
  FOR EACH ROW EXECUTE FUNCTION "campusride_ride_changed"();--> statement-breakpoint
CREATE FUNCTION "campusride_driver_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('campusride_rides', 'd:' || NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_driver_change_notice" AFTER UPDATE ON "profiles"
  FOR EACH ROW
  WHEN (
    (OLD.first_name, OLD.last_name, OLD.car_make, OLD.car_model, OLD.car_color, OLD.car_year)
    IS DISTINCT FROM
    (NEW.first_name, NEW.last_name, NEW.car_make, NEW.car_model, NEW.car_color, NEW.car_year)
  )
  EXECUTE FUNCTION "campusride_driver_changed"();

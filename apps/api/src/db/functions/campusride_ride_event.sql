-- A trip created (its driver's other tabs, through the stream only: nothing is kept),
-- cancelled, completed or moved to another time (its riders with a live request;
-- completed: those who rode).
CREATE OR REPLACE FUNCTION "campusride_ride_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  data jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('campusride_events',
      json_build_object('userId', NEW.driver_id, 'change', 'ride_created', 'rideId', NEW.id)::text);
    RETURN NULL;
  END IF;
  data := campusride_trip_data(NEW);
  IF OLD.status = 'active' AND NEW.status = 'cancelled' THEN
    PERFORM campusride_notify_user(b.rider_id, 'ride_cancelled', NEW.id, b.id, data)
      FROM bookings b WHERE b.ride_id = NEW.id AND b.status IN ('pending', 'approved');
  ELSIF OLD.status = 'active' AND NEW.status = 'completed' THEN
    PERFORM campusride_notify_user(b.rider_id, 'ride_completed', NEW.id, b.id, data)
      FROM bookings b WHERE b.ride_id = NEW.id AND b.status IN ('approved', 'completed');
  ELSIF NEW.status = 'active' AND OLD.departure_at IS DISTINCT FROM NEW.departure_at THEN
    data := data || jsonb_build_object('previousTime', to_char(OLD.departure_time, 'HH24:MI'));
    PERFORM campusride_notify_user(b.rider_id, 'ride_time_changed', NEW.id, b.id, data)
      FROM bookings b WHERE b.ride_id = NEW.id AND b.status IN ('pending', 'approved');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rides_event_insert" AFTER INSERT ON "rides"
  FOR EACH ROW EXECUTE FUNCTION "campusride_ride_event"();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rides_event_update" AFTER UPDATE OF "status", "departure_at" ON "rides"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.departure_at IS DISTINCT FROM NEW.departure_at)
  EXECUTE FUNCTION "campusride_ride_event"();

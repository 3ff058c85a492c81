-- A request made, answered, withdrawn or expired: the other side is told. A request that
-- waits for the rider's card payment is told to the driver only once the payment is
-- authorised; a rider cancelling a confirmed seat of an active trip tells the driver as
-- withdrawing a request does.
CREATE OR REPLACE FUNCTION "campusride_booking_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r rides%ROWTYPE;
  data jsonb;
BEGIN
  SELECT * INTO r FROM rides WHERE id = NEW.ride_id;
  data := campusride_trip_data(r) || jsonb_build_object(
    'riderFirstName', (SELECT first_name FROM profiles WHERE id = NEW.rider_id),
    'seats', NEW.seats_requested);
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'pending' AND NOT NEW.awaiting_payment THEN
      PERFORM campusride_notify_user(r.driver_id, 'booking_requested', r.id, NEW.id, data);
    END IF;
  ELSIF OLD.status = 'pending' AND NEW.status = 'pending' AND OLD.awaiting_payment AND NOT NEW.awaiting_payment THEN
    PERFORM campusride_notify_user(r.driver_id, 'booking_requested', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status = 'approved' THEN
    PERFORM campusride_notify_user(NEW.rider_id, 'booking_approved', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status = 'rejected' THEN
    PERFORM campusride_notify_user(NEW.rider_id, 'booking_rejected', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status = 'cancelled' AND NOT OLD.awaiting_payment THEN
    PERFORM campusride_notify_user(r.driver_id, 'booking_cancelled', r.id, NEW.id, data);
  ELSIF OLD.status = 'approved' AND NEW.status = 'cancelled' AND r.status = 'active' THEN
    PERFORM campusride_notify_user(r.driver_id, 'booking_cancelled', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status::text = 'expired' THEN
    PERFORM campusride_notify_user(NEW.rider_id, 'booking_expired', r.id, NEW.id, data);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "bookings_event" AFTER INSERT OR UPDATE OF "status", "awaiting_payment" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "campusride_booking_event"();

-- Trip and request events, written in the transaction that makes the change. Each event
-- becomes one notifications row per user entitled to hear of it (the other side: the
-- driver of a rider's request, the riders of a driver's trip); the row's insert is
-- announced on the channel campusride_events, which PostgreSQL delivers to every
-- listening API instance when (and only if) the transaction commits. A trip's creation is
-- told only to its driver's other tabs, as a payload without an id (nothing is kept).

-- The trip as a notification's texts name it: cities, local date and time, driver.
CREATE FUNCTION "campusride_trip_data"(r "rides") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'from', r.departure_city,
    'to', r.destination_city,
    'departureDate', r.departure_date::text,
    'departureTime', to_char(r.departure_time, 'HH24:MI'),
    'driverFirstName', (SELECT first_name FROM profiles WHERE id = r.driver_id))
$$;--> statement-breakpoint

-- One notification for one user. Its email waits for the mail sender when the type is
-- mailed and the user has not turned that kind off (no preferences row: every kind on).
CREATE FUNCTION "campusride_notify_user"(
  p_user text, p_type notification_type, p_ride uuid, p_booking uuid, p_data jsonb
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wants_email boolean;
BEGIN
  SELECT CASE
      WHEN p_type = 'booking_requested' THEN COALESCE(p.email_new_request, true)
      WHEN p_type IN ('booking_approved', 'booking_rejected') THEN COALESCE(p.email_request_answered, true)
      WHEN p_type IN ('ride_cancelled', 'ride_time_changed') THEN COALESCE(p.email_trip_changed, true)
      WHEN p_type = 'ride_reminder' THEN COALESCE(p.email_reminder, true)
      ELSE false
    END
    INTO wants_email
    FROM (SELECT 1) AS one
    LEFT JOIN notification_preferences p ON p.user_id = p_user;
  INSERT INTO notifications (user_id, type, ride_id, booking_id, data, email_status, email_at)
  VALUES (
    p_user, p_type, p_ride, p_booking, p_data,
    (CASE WHEN wants_email THEN 'pending' ELSE 'none' END)::notification_email_status,
    CASE WHEN wants_email THEN now() END);
END
$$;--> statement-breakpoint

-- A request made, answered or withdrawn.
CREATE FUNCTION "campusride_booking_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r rides%ROWTYPE;
  data jsonb;
BEGIN
  SELECT * INTO r FROM rides WHERE id = NEW.ride_id;
  data := campusride_trip_data(r) || jsonb_build_object(
    'riderFirstName', (SELECT first_name FROM profiles WHERE id = NEW.rider_id),
    'seats', NEW.seats_requested);
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'pending' THEN
      PERFORM campusride_notify_user(r.driver_id, 'booking_requested', r.id, NEW.id, data);
    END IF;
  ELSIF OLD.status = 'pending' AND NEW.status = 'approved' THEN
    PERFORM campusride_notify_user(NEW.rider_id, 'booking_approved', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status = 'rejected' THEN
    PERFORM campusride_notify_user(NEW.rider_id, 'booking_rejected', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status = 'cancelled' THEN
    PERFORM campusride_notify_user(r.driver_id, 'booking_cancelled', r.id, NEW.id, data);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_event" AFTER INSERT OR UPDATE OF "status" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "campusride_booking_event"();--> statement-breakpoint

-- A trip created (its driver's other tabs), cancelled, completed or moved to another time
-- (its riders with a live request; completed: those who rode).
CREATE FUNCTION "campusride_ride_event"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "rides_event_insert" AFTER INSERT ON "rides"
  FOR EACH ROW EXECUTE FUNCTION "campusride_ride_event"();--> statement-breakpoint
CREATE TRIGGER "rides_event_update" AFTER UPDATE OF "status", "departure_at" ON "rides"
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.departure_at IS DISTINCT FROM NEW.departure_at)
  EXECUTE FUNCTION "campusride_ride_event"();--> statement-breakpoint

-- Every notification is announced with what the stream sends (no read per event), and
-- whether an email waits (the mail senders wake only then).
CREATE FUNCTION "campusride_notification_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('campusride_events', json_build_object(
    'id', NEW.id::text, 'userId', NEW.user_id, 'type', NEW.type, 'rideId', NEW.ride_id,
    'bookingId', NEW.booking_id, 'data', NEW.data, 'createdAt', NEW.created_at,
    'email', NEW.email_status = 'pending')::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_added" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "campusride_notification_added"();

-- Every notification is announced on the channel campusride_events with what the stream
-- sends (no read per event), and whether an email waits (the mail senders wake only then).
-- PostgreSQL delivers it to every listening API instance when the transaction commits.
CREATE OR REPLACE FUNCTION "campusride_notification_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('campusride_events', json_build_object(
    'id', NEW.id::text, 'userId', NEW.user_id, 'type', NEW.type, 'rideId', NEW.ride_id,
    'bookingId', NEW.booking_id, 'data', NEW.data, 'createdAt', NEW.created_at,
    'email', NEW.email_status = 'pending')::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notifications_added" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "campusride_notification_added"();

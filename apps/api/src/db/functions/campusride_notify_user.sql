-- One notification for one user, written in the transaction of the change it tells of
-- (the booking and ride triggers call it, and so do the services: messages, reviews,
-- ride alerts, reminders, license reviews). Whether it is mailed: the type's email kind
-- (EMAIL_KIND_OF in packages/shared/src/domain/notifications.ts; the other types are
-- in-app only) and the user's choice of that kind (no preferences row: every kind on).
-- The email waits p_email_delay: the caller decides it (a message's email waits
-- MESSAGE_EMAIL_DELAY_MINUTES, features/messages/queries.ts), every other one goes at once.
CREATE OR REPLACE FUNCTION "campusride_notify_user"(
  p_user text, p_type notification_type, p_ride uuid, p_booking uuid, p_data jsonb,
  p_email_delay interval DEFAULT interval '0'
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wants_email boolean;
BEGIN
  SELECT CASE
      WHEN p_type::text = 'booking_requested' THEN COALESCE(p.email_new_request, true)
      WHEN p_type::text IN ('booking_approved', 'booking_rejected', 'booking_expired')
        THEN COALESCE(p.email_request_answered, true)
      WHEN p_type::text IN ('ride_cancelled', 'ride_time_changed') THEN COALESCE(p.email_trip_changed, true)
      WHEN p_type::text = 'ride_reminder' THEN COALESCE(p.email_reminder, true)
      WHEN p_type::text = 'message_received' THEN COALESCE(p.email_message, true)
      WHEN p_type::text = 'ride_alert' THEN COALESCE(p.email_ride_alert, true)
      ELSE false
    END
    INTO wants_email
    FROM (SELECT 1) AS one
    LEFT JOIN notification_preferences p ON p.user_id = p_user;
  INSERT INTO notifications (user_id, type, ride_id, booking_id, data, email_status, email_at)
  VALUES (
    p_user, p_type, p_ride, p_booking, p_data,
    (CASE WHEN wants_email THEN 'pending' ELSE 'none' END)::notification_email_status,
    CASE WHEN wants_email THEN now() + p_email_delay END);
END
$$;

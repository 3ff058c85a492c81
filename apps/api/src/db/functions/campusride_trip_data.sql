-- The trip as a notification's texts name it: cities, local date and time, driver. Every
-- notification of a trip carries it in its data (what the user was told stays as it was).
CREATE OR REPLACE FUNCTION "campusride_trip_data"(r "rides") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'from', r.departure_city,
    'to', r.destination_city,
    'departureDate', r.departure_date::text,
    'departureTime', to_char(r.departure_time, 'HH24:MI'),
    'driverFirstName', (SELECT first_name FROM profiles WHERE id = r.driver_id))
$$;

-- Every change to a ride that a search shows or decides on is announced on the channel
-- campusride_rides in the changing transaction: PostgreSQL delivers it to every listening
-- API instance when (and only if) the transaction commits. The payload is 'r:<ride id>';
-- listeners read the current rows themselves. An update of updated_at alone, of the
-- Idempotency-Key or a status written again unchanged says nothing, so a busy table does
-- not send every listener a read to do. The columns are those of the public view
-- (lib/public-ride.ts) and of the search index: where, when, seats, price, route, status,
-- driver, the trip's preferences and instant booking (who may see it, which filters it
-- passes) and its notes (shown on the result card).
CREATE OR REPLACE FUNCTION "campusride_ride_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- the same payload twice in one transaction is delivered once
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('campusride_rides', 'r:' || OLD.id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('campusride_rides', 'r:' || NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rides_insert_delete_notice" AFTER INSERT OR DELETE ON "rides"
  FOR EACH ROW EXECUTE FUNCTION "campusride_ride_changed"();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rides_update_notice" AFTER UPDATE ON "rides"
  FOR EACH ROW
  WHEN (
    (OLD.id, OLD.driver_id, OLD.status, OLD.departure_city, OLD.destination_city,
     OLD.origin_address, OLD.destination_address, OLD.origin_lat, OLD.origin_lng,
     OLD.destination_lat, OLD.destination_lng, OLD.departure_date, OLD.departure_time,
     OLD.departure_at, OLD.available_seats, OLD.seats_taken, OLD.price_per_seat_cents,
     OLD.distance_miles, OLD.time_length, OLD.created_at,
     OLD.luggage_size, OLD.max_two_in_back, OLD.pets_allowed, OLD.smoking_allowed,
     OLD.music_allowed, OLD.women_only, OLD.instant_booking, OLD.notes)
    IS DISTINCT FROM
    (NEW.id, NEW.driver_id, NEW.status, NEW.departure_city, NEW.destination_city,
     NEW.origin_address, NEW.destination_address, NEW.origin_lat, NEW.origin_lng,
     NEW.destination_lat, NEW.destination_lng, NEW.departure_date, NEW.departure_time,
     NEW.departure_at, NEW.available_seats, NEW.seats_taken, NEW.price_per_seat_cents,
     NEW.distance_miles, NEW.time_length, NEW.created_at,
     NEW.luggage_size, NEW.max_two_in_back, NEW.pets_allowed, NEW.smoking_allowed,
     NEW.music_allowed, NEW.women_only, NEW.instant_booking, NEW.notes)
  )
  EXECUTE FUNCTION "campusride_ride_changed"();

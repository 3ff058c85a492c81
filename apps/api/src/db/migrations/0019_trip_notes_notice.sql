-- A trip's notes are shown by the search (riders read them on the result card, contact
-- details hidden): a change of them is announced like a change of seats or preferences
-- (0010), so every instance's search index reads the ride again.
DROP TRIGGER "rides_update_notice" ON "rides";--> statement-breakpoint
CREATE TRIGGER "rides_update_notice" AFTER UPDATE ON "rides"
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

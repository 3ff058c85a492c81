import type { Campus } from "@campusride/shared/domain/campuses";
import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import type { DemandCell } from "../../../features/campus-demand/board-days.ts";
import { BellPlus, Car } from "lucide-react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { prefilledTripSearch } from "../../../lib/trip-prefill.ts";
import { useSaveRideAlert } from "../../../features/search/api/ride-alerts.ts";

/** The campus as a trip's start: the address the places search gives it. */
export function campusPlace(campus: Campus) {
  return { label: `${campus.name}, ${campus.city}, ${campus.state}, USA`, lat: campus.lat, lng: campus.lng };
}

interface CellActionProps {
  campus: Campus;
  cell: DemandCell;
  day: string;
}

/** A driver's 'Offer this trip': Create a Trip with the campus, the destination and the day filled in. */
export function OfferTripLink({ campus, cell, day }: CellActionProps) {
  const search = prefilledTripSearch({
    from: campusPlace(campus),
    to: { label: cell.destinationLabel, lat: cell.destinationLat, lng: cell.destinationLng },
    date: cell.date,
  });
  return (
    <ButtonLink
      to={`${paths.createTrip}${search}`}
      size="sm"
      variant="secondary"
      aria-label={DEMAND_BOARD_MESSAGES.offerLabel(cell.destinationLabel, day)}
    >
      <Car aria-hidden="true" className="size-4" />
      {DEMAND_BOARD_MESSAGES.offer}
    </ButtonLink>
  );
}

/** A rider's 'Set a ride alert': told when a driver offers this trip (it counts them on the board too). */
export function SetAlertButton({ campus, cell, day }: CellActionProps) {
  const save = useSaveRideAlert();
  if (save.isSuccess) {
    return (
      <p role="status" className="text-sm font-medium text-brand-800">
        {DEMAND_BOARD_MESSAGES.alertSaved}
      </p>
    );
  }
  const from = campusPlace(campus);
  return (
    <div className="space-y-1">
      <Button
        size="sm"
        variant="outline"
        disabled={save.isPending}
        aria-label={DEMAND_BOARD_MESSAGES.setAlertLabel(cell.destinationLabel, day)}
        onClick={() =>
          save.mutate({
            originLat: from.lat,
            originLng: from.lng,
            originAddress: from.label,
            destinationLat: cell.destinationLat,
            destinationLng: cell.destinationLng,
            destinationAddress: cell.destinationLabel,
            departureDate: cell.date,
            passengers: 1,
          })
        }
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {DEMAND_BOARD_MESSAGES.setAlert}
      </Button>
      {save.isError ? (
        <p role="alert" className="max-w-56 text-sm text-red-800">
          {errorMessage(save.error)}
        </p>
      ) : null}
    </div>
  );
}

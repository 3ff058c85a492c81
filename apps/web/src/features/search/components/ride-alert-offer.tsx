import type { TripFilters } from "@campusride/shared/domain/trip-preferences";
import { RIDE_ALERT_MESSAGES } from "@campusride/shared/messages";
import { RIDE_ALERTS_PATH } from "@campusride/shared/paths";
import type { SearchInput } from "@campusride/shared/schemas/search";
import { BellRing } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { OutcomeMessage, type Outcome } from "../../../components/ui/outcome-message.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSaveRideAlert } from "../api/ride-alerts.ts";

interface RideAlertOfferProps {
  /** The search the rider made, as Find a Ride sent it. */
  input: SearchInput;
  filters: TripFilters;
}

/** A refusal the rider can act on (a duplicate, too many alerts, a bad date) as the server says it. */
function failureText(error: unknown): string {
  const isRefusal = error instanceof ApiError && (error.status === 409 || error.status === 400);
  return isRefusal && error.message ? error.message : RIDE_ALERT_MESSAGES.saveFailed;
}

/**
 * 'Get notified when a ride matches' under a search with few results: saves the search as
 * a ride alert. A visitor whose session has ended is sent to sign in and back to this
 * search. The parent gives it a key per search, so another search offers afresh.
 */
export function RideAlertOffer({ input, filters }: RideAlertOfferProps) {
  const save = useSaveRideAlert();
  const navigate = useNavigate();
  const location = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function saveAlert() {
    setOutcome(null);
    save.mutate(
      {
        originLat: input.originLat,
        originLng: input.originLng,
        destinationLat: input.destinationLat,
        destinationLng: input.destinationLng,
        originAddress: input.originAddress ?? "",
        destinationAddress: input.destinationAddress ?? "",
        departureDate: input.departureDate,
        passengers: input.passengers,
        ...(Object.keys(filters).length > 0 ? { filters } : {}),
      },
      {
        onSuccess: () => setOutcome({ tone: "success", message: RIDE_ALERT_MESSAGES.saved }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            void navigate(`/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
            return;
          }
          setOutcome({ tone: "error", message: failureText(error) });
        },
      },
    );
  }

  if (outcome?.tone === "success") {
    return (
      <OutcomeMessage outcome={outcome}>
        <Link to={RIDE_ALERTS_PATH} className="mt-2 inline-block font-semibold underline underline-offset-2">
          Manage your ride alerts
        </Link>
      </OutcomeMessage>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <p className="text-sm text-slate-700">{RIDE_ALERT_MESSAGES.offerHint}</p>
        </div>
        <Button onClick={saveAlert} disabled={save.isPending} className="shrink-0">
          {save.isPending ? "Saving…" : RIDE_ALERT_MESSAGES.offer}
        </Button>
      </div>
      {outcome ? <OutcomeMessage outcome={outcome} /> : null}
    </div>
  );
}

import { DEFAULT_CAR } from "@campusride/shared/domain/vehicles";
import { MAPS_MESSAGES, geocodeFailedMessage } from "@campusride/shared/messages";
import type { PlaceDetails } from "@campusride/shared/schemas/places";
import { ArrowDownUp } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { usePaymentConfig } from "../../features/payments/api/get-payment-config.ts";
import { geocodeAddress } from "../../features/places/api/geocode-address.ts";
import { usePlace } from "../../features/places/api/get-place.ts";
import { routeEndpoint, useRoute } from "../../features/places/api/get-route.ts";
import { PlaceField, type PlaceFieldValue } from "../../features/places/components/place-field.tsx";
import { RouteMap } from "../../features/places/components/route-map.tsx";
import { RouteSummary } from "../../features/places/components/route-summary.tsx";

type Side = "origin" | "destination";

/** A place given in the address (?from=<placeId>), as the field shows it once it is known. */
function fieldValueOf(details: PlaceDetails | undefined): PlaceFieldValue {
  return details?.place ? { text: details.place.address, place: details.place } : { text: "" };
}

/**
 * Public demo: two places in, distance, time, suggested price and a map out. The address
 * may name both places (/routes?from=<placeId>&to=<placeId>, the home page's popular
 * routes); they fill the fields until the user changes them.
 */
export default function PlanRoutePage() {
  const [params] = useSearchParams();
  const fromParam = usePlace(params.get("from") ?? undefined);
  const toParam = usePlace(params.get("to") ?? undefined);
  const [fromInput, setFrom] = useState<PlaceFieldValue>();
  const [toInput, setTo] = useState<PlaceFieldValue>();
  const from = fromInput ?? fieldValueOf(fromParam.data);
  const to = toInput ?? fieldValueOf(toParam.data);
  const [formError, setFormError] = useState<string>();
  const [isResolving, setResolving] = useState(false);
  const routeInput =
    from.place && to.place ? { from: routeEndpoint(from.place), to: routeEndpoint(to.place) } : undefined;
  const route = useRoute(routeInput);
  const paymentConfig = usePaymentConfig();

  // Typed text that was never matched to a suggestion is geocoded on submit.
  async function resolve(value: PlaceFieldValue, side: Side): Promise<PlaceFieldValue | undefined> {
    if (value.place) return value;
    try {
      const { place } = await geocodeAddress(value.text);
      if (place) return { text: place.address, place };
    } catch {
      // answered below with the catalogue's message
    }
    setFormError(geocodeFailedMessage(side));
    return undefined;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    if (!from.text.trim() || !to.text.trim()) {
      setFormError(MAPS_MESSAGES.bothLocations);
      return;
    }
    setResolving(true);
    try {
      const origin = await resolve(from, "origin");
      const destination = origin ? await resolve(to, "destination") : undefined;
      if (origin && destination) {
        setFrom(origin);
        setTo(destination);
      }
    } finally {
      setResolving(false);
    }
  }

  return (
    <>
      <PageHeader
        eyebrow="Routes"
        title="Plan a route"
        intro="Choose where you leave from and where you are going to see the distance, the driving time and a fair price per seat."
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:px-8">
        <form
          aria-label="Plan a route"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="space-y-5 self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <PlaceField
            label="From"
            name="from"
            placeholder="City, campus or station"
            value={from}
            onChange={setFrom}
          />
          <div className="flex justify-center">
            <Button
              variant="ghost"
              size="sm"
              aria-label="Swap From and To"
              onClick={() => {
                setFrom(to);
                setTo(from);
              }}
            >
              <ArrowDownUp aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <PlaceField
            label="To"
            name="to"
            placeholder="City, campus or station"
            value={to}
            onChange={setTo}
          />
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <Button type="submit" className="w-full" disabled={isResolving}>
            {isResolving ? "Finding places…" : "Plan route"}
          </Button>
          <p className="text-sm text-slate-600">
            Prices assume a {DEFAULT_CAR.year} {DEFAULT_CAR.make} {DEFAULT_CAR.model}; drivers see the price
            for their own car when they offer a trip.
          </p>
        </form>
        <div className="min-w-0 space-y-6" aria-live="polite">
          {!routeInput ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              Choose both places to see the trip.
            </p>
          ) : route.isPending ? (
            <p role="status" className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600">
              Calculating route…
            </p>
          ) : route.isError ? (
            <Alert tone="error">{errorMessage(route.error)}</Alert>
          ) : (
            <>
              <RouteSummary route={route.data} paymentMethod={paymentConfig.data?.method} />
              <RouteMap route={route.data} />
            </>
          )}
        </div>
      </div>
    </>
  );
}

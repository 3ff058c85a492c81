import type { PublicRide } from "@campusride/shared/schemas/rides";
import { Car } from "lucide-react";

/** The vehicle card: make and model, color and, when known, year; nothing without a car on the driver's profile. */
export function DriverCarCard({ driver }: { driver: PublicRide["driver"] }) {
  if (!driver.carMake || !driver.carModel) return null;
  return (
    <section
      aria-labelledby="vehicle-title"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <Car aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <h2 id="vehicle-title" className="text-xs font-medium text-slate-600">
          Vehicle
        </h2>
        <p className="font-semibold break-words text-slate-900">
          {driver.carMake} {driver.carModel}
        </p>
        <p className="text-sm text-slate-700">
          {driver.carColor ? <span>Color: {driver.carColor}</span> : null}
          {driver.carYear ? <span className="ml-3">Year: {driver.carYear}</span> : null}
        </p>
      </div>
    </section>
  );
}

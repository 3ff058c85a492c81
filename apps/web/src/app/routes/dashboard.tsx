import { ROLE_LABELS, isDriverType, isRiderType } from "@campusride/shared/domain/user-types";
import { DASHBOARD_MESSAGES } from "@campusride/shared/messages";
import clsx from "clsx";
import { Car, Search } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { paths } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { useNavigationMessage } from "../../lib/use-navigation-message.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { TodaySection } from "./today/today-section.tsx";

const CARDS = [
  {
    role: "rider",
    title: "Request a Ride",
    text: "Find a seat on a trip to your destination.",
    to: "/rider",
    icon: Search,
  },
  {
    role: "driver",
    title: "Offer a Ride",
    text: "Post a trip and share the cost of the drive.",
    to: "/driver",
    icon: Car,
  },
] as const;

export default function DashboardPage() {
  const me = useMe();
  const profile = me.data?.profile;
  // 'Welcome back, {first name}!' after a Google sign-in (docs/product/accounts.md#google-sign-in)
  const message = useNavigationMessage();
  return (
    <>
      <PageHeader
        title="Dashboard"
        intro={
          profile
            ? `Welcome, ${profile.firstName}! Account type: ${ROLE_LABELS[profile.userType]}`
            : undefined
        }
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        {message ? (
          <Alert tone="success" className="mb-6">
            {message}
          </Alert>
        ) : null}
        {me.isError ? <Alert tone="error">{errorMessage(me.error)}</Alert> : null}
        {/* on a day with a trip, the trip comes first */}
        <TodaySection className="mb-8" />
        {profile ? (
          <ul className="grid gap-6 sm:grid-cols-2">
            {CARDS.map((card) => {
              const isAvailable =
                card.role === "rider" ? isRiderType(profile.userType) : isDriverType(profile.userType);
              const Icon = card.icon;
              const body = (
                <>
                  <Icon aria-hidden="true" className="size-8 text-brand-700" />
                  <h2 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h2>
                  <p className="mt-2 text-slate-600">
                    {isAvailable ? card.text : DASHBOARD_MESSAGES.notAvailable}
                  </p>
                </>
              );
              const classes = "block h-full rounded-2xl border bg-white p-6 shadow-sm";
              return (
                <li key={card.role}>
                  {isAvailable ? (
                    <Link
                      to={card.to}
                      className={clsx(classes, "border-slate-200 transition-colors hover:border-brand-600")}
                    >
                      {body}
                    </Link>
                  ) : (
                    <div className={clsx(classes, "border-slate-200")}>
                      <div aria-disabled="true" className="opacity-60">
                        {body}
                      </div>
                      {/* a rider becomes a driver too by adding a car on the profile */}
                      {card.role === "driver" ? (
                        <p className="mt-3 text-sm text-slate-700">
                          {DASHBOARD_MESSAGES.becomeDriver}{" "}
                          <Link
                            to={paths.profile}
                            className="font-semibold text-brand-700 underline hover:text-brand-800"
                          >
                            {DASHBOARD_MESSAGES.becomeDriverLink}
                          </Link>
                        </p>
                      ) : null}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        ) : me.isPending ? (
          <p role="status" className="text-slate-600">
            Loading…
          </p>
        ) : null}
      </div>
    </>
  );
}

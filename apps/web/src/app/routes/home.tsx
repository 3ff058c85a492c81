import {
  ArrowRight,
  BadgeCheck,
  Car,
  CreditCard,
  GraduationCap,
  MapPin,
  MessageCircle,
  Search,
  UserPlus,
  Wallet,
} from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { FeatureCard } from "../../components/ui/feature-card.tsx";
import { OutcomeMessage, type Outcome } from "../../components/ui/outcome-message.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { HeroActions } from "../../features/auth/components/hero-actions.tsx";
import { useNavigationMessage } from "../../lib/use-navigation-message.ts";
import { CampusBoards } from "./home/campus-boards.tsx";
import { SignUpDialog } from "./home/sign-up-dialog.tsx";

const STEPS = [
  {
    icon: UserPlus,
    title: "Sign up with your .edu email",
    text: "Create your profile in a few minutes. Only students with a university email can join, so everyone you ride with is a fellow student.",
  },
  {
    icon: Search,
    title: "Find or offer a ride",
    text: "Riders search by city, date and number of seats. Drivers post their trip and get a suggested seat price based on distance and fuel.",
  },
  {
    icon: Car,
    title: "Split the cost and go",
    text: "The driver approves your request, you meet at the pickup spot and share the drive, and the gas money stays fair for everyone.",
  },
] as const;

const BENEFITS = [
  {
    icon: BadgeCheck,
    title: "Verified students",
    text: "Every member is an enrolled student, and drivers have their license checked before they can offer rides.",
  },
  {
    icon: GraduationCap,
    title: "College email sign-up",
    text: "Accounts need a .edu address. No anonymous strangers, just people from campuses like yours.",
  },
  {
    icon: CreditCard,
    title: "Clear prices",
    text: "Prices are set before you book and shown in full. Pay the driver at pickup with no CampusRide fee, or by card where online payments are on. No haggling at the curb.",
  },
  {
    icon: MessageCircle,
    title: "Messaging built in",
    text: "Sort out pickup spots, luggage and timing with your driver or riders without sharing your phone number.",
  },
] as const;

// The offline gazetteer's ids of the cities (GeoNames), which /routes?from=&to= reads.
const GAINESVILLE = "city:4156404";
const POPULAR_ROUTES = [
  {
    from: "Gainesville",
    to: "Orlando",
    fromId: GAINESVILLE,
    toId: "city:4167147",
    miles: 115,
    time: "about 2 h",
  },
  {
    from: "Gainesville",
    to: "Tampa",
    fromId: GAINESVILLE,
    toId: "city:4174757",
    miles: 139,
    time: "about 2 h 20 min",
  },
  {
    from: "Gainesville",
    to: "Miami",
    fromId: GAINESVILLE,
    toId: "city:4164138",
    miles: 337,
    time: "about 5 h 40 min",
  },
] as const;

function routeLink(route: (typeof POPULAR_ROUTES)[number]): string {
  return `/routes?${new URLSearchParams({ from: route.fromId, to: route.toId })}`;
}

export default function HomePage() {
  // e.g. that the account was deleted (the profile's Danger zone signs out to here)
  const message = useNavigationMessage();
  const arrival = useMemo<Outcome | null>(() => (message ? { tone: "success", message } : null), [message]);
  return (
    <>
      <PageTitle title="Rides for university students" />
      {arrival ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 lg:px-8">
          <OutcomeMessage outcome={arrival} />
        </div>
      ) : null}
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-900 to-slate-900 text-white">
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-24 size-96 rounded-full bg-brand-500/20 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-20 size-96 rounded-full bg-sunrise-400/10 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:px-8">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
              <GraduationCap aria-hidden="true" className="size-4" />
              For students with a .edu email
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Share the ride home. <span className="text-sunrise-300">Split the cost.</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg text-brand-50">
              CampusRide connects university students driving between Florida cities with classmates heading
              the same way. Offer your empty seats or grab one, for a weekend home, a game day or the end of
              the semester.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <HeroActions />
            </div>
          </div>

          <div className="rounded-3xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur sm:p-6">
            <h2 className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Popular routes</h2>
            <ul className="mt-4 space-y-3">
              {POPULAR_ROUTES.map((route) => (
                <li key={route.to}>
                  <Link
                    to={routeLink(route)}
                    className="flex items-center justify-between gap-4 rounded-2xl bg-white p-4 text-slate-800 shadow-lg ring-brand-300 transition hover:ring-2"
                  >
                    <div className="flex min-w-0 items-center gap-3">
                      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                        <MapPin aria-hidden="true" className="size-5" />
                      </span>
                      <p className="min-w-0 font-semibold">
                        {route.from} <span aria-hidden="true">→</span>
                        <span className="sr-only">to</span> {route.to}
                      </p>
                    </div>
                    <p className="shrink-0 text-right text-sm text-slate-600">
                      <span className="block font-semibold text-slate-900">{route.miles} mi</span>
                      {route.time}
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-center gap-2 text-sm text-brand-50">
              <Wallet aria-hidden="true" className="size-4 shrink-0" />A seat's suggested price covers the
              trip's gas and wear; open a route to see the sum.
            </p>
            <CampusBoards />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="how-heading"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
      >
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">How it works</p>
          <h2 id="how-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            From campus to home in three steps
          </h2>
        </div>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative">
              <FeatureCard icon={step.icon} title={`${index + 1}. ${step.title}`}>
                {step.text}
              </FeatureCard>
            </li>
          ))}
        </ol>
        <Link
          to="/how-it-works"
          className="mt-8 inline-flex items-center gap-1 rounded font-semibold text-brand-700 hover:text-brand-800"
        >
          Read the full guide
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>

      <section
        id="benefits"
        aria-labelledby="benefits-heading"
        className="border-y border-slate-200 bg-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Why CampusRide</p>
            <h2 id="benefits-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
              Built for students, by students
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              Rideshare apps are pricey and bus schedules rarely match your class schedule. CampusRide fills
              the gap with people you can trust.
            </p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title}>
                <FeatureCard icon={benefit.icon} title={benefit.title}>
                  {benefit.text}
                </FeatureCard>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="cta-heading"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
      >
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Ready for your next trip home?
            </h2>
            <p className="mt-3 text-slate-700">
              Join as a rider to find seats, as a driver to fill yours, or both. It takes about five minutes.
            </p>
          </div>
          <SignUpDialog />
        </div>
      </section>
    </>
  );
}

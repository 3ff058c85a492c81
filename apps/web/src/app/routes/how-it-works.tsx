import { LICENSE_REVIEW_HOURS } from "@campusride/shared/limits";
import { FREE_CANCELLATION_HOURS } from "@campusride/shared/domain/payments";
import { Car, Handshake, Search, ShieldCheck, UserPlus } from "lucide-react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";

const STEPS = [
  {
    icon: UserPlus,
    title: "Create your profile",
    text: `Sign up with your university .edu email, add your graduation year and school, and choose whether you want to ride, drive or both. Drivers add their car details and a photo of their driver license, which we verify within about ${LICENSE_REVIEW_HOURS} hours.`,
    points: ["Takes about five minutes", "Only .edu email addresses are accepted"],
  },
  {
    icon: Search,
    title: "Find or offer rides",
    text: "Riders search by pickup city, destination, date and number of passengers. Drivers post a trip with their route, departure time and open seats, and CampusRide suggests a fair seat price from the distance and the car's fuel efficiency.",
    points: ["Prices are shown before you request", "Drivers can adjust the suggested price"],
  },
  {
    icon: Handshake,
    title: "Connect and confirm",
    text: "Riders send a request for the seats and bags they need, with a note for the driver. The driver reviews each request and approves or declines it, and both sides see the booking update right away.",
    points: ["Drivers decide who rides with them", "Message each other to agree on a pickup spot"],
  },
  {
    icon: Car,
    title: "Travel together",
    text: "Meet at the agreed spot, check that the car and driver match the trip details, and enjoy the drive. After the trip it moves to your past rides, and drivers see their earnings add up on their profile.",
    points: [
      "Share your trip details with a friend",
      `Cancel free of charge up to ${FREE_CANCELLATION_HOURS} hours before`,
    ],
  },
] as const;

export default function HowItWorksPage() {
  return (
    <>
      <PageHeader
        eyebrow="How it works"
        title="How CampusRide Works"
        intro="Whether you need a seat or have one to spare, getting from campus to home takes four steps."
      />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <ol className="grid gap-6 md:grid-cols-2">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <div className="flex items-center gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <step.icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <p className="text-sm font-semibold text-brand-700">Step {index + 1}</p>
                  <h2 className="text-xl font-bold text-slate-900">{step.title}</h2>
                </div>
              </div>
              <p className="mt-4 text-slate-600">{step.text}</p>
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {step.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>

        <section
          aria-labelledby="safety-heading"
          className="mt-12 flex flex-col items-start gap-6 rounded-3xl bg-slate-900 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between"
        >
          <div className="flex gap-4">
            <ShieldCheck aria-hidden="true" className="size-10 shrink-0 text-brand-300" />
            <div>
              <h2 id="safety-heading" className="text-2xl font-bold">
                Safety comes first
              </h2>
              <p className="mt-2 max-w-xl text-slate-300">
                Verified students, license checks for drivers and clear ride details on both sides. Read how
                we keep every trip safe and what you can do before you get in the car.
              </p>
            </div>
          </div>
          <ButtonLink to="/safety" variant="inverse" size="lg">
            Our safety guidelines
          </ButtonLink>
        </section>
      </div>
    </>
  );
}

import { HeartHandshake, PiggyBank, ShieldCheck } from "lucide-react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { FeatureCard } from "../../components/ui/feature-card.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";

const VALUES = [
  {
    icon: ShieldCheck,
    title: "Safety",
    text: "Everyone on CampusRide is a verified student, and drivers are checked before their first trip. Trust is the whole point of riding with classmates.",
  },
  {
    icon: HeartHandshake,
    title: "Community",
    text: "A shared ride is three hours of conversation with someone from your campus. We want every trip to feel like carpooling with friends of friends.",
  },
  {
    icon: PiggyBank,
    title: "Affordability",
    text: "Seat prices are built from the real cost of the drive, gas and wear, so riders pay less than a bus ticket and drivers stop paying for empty seats.",
  },
] as const;

export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="About CampusRide"
        intro="We are a small team of Florida students and recent graduates who got tired of empty seats on the interstate and full group chats asking “anyone driving to Tampa Friday?”"
      />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <section
          aria-labelledby="mission-heading"
          className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:items-center"
        >
          <div>
            <h2 id="mission-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Our mission
            </h2>
            <p className="mt-4 text-lg text-slate-700">
              Make getting home, to the game or to the beach easy, affordable and safe for every university
              student, by filling the empty seats that are already making the trip.
            </p>
          </div>
          <div className="space-y-4 text-slate-600">
            <p>
              Every weekend thousands of students drive between Gainesville, Tallahassee, Orlando, Tampa and
              Miami with a car full of empty seats, while others pay for expensive rideshares or wait for a
              bus that leaves at the wrong time. CampusRide started in 2024 to connect the two.
            </p>
            <p>
              Drivers post their trip, riders request a seat, and everyone splits the cost of the drive.
              Because every member signs up with a university email, you always know you are riding with a
              fellow student.
            </p>
          </div>
        </section>

        <section aria-labelledby="values-heading" className="mt-16">
          <h2 id="values-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            What we value
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title}>
                <FeatureCard icon={value.icon} title={value.title}>
                  {value.text}
                </FeatureCard>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-16 flex flex-col items-start gap-4 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg font-semibold text-slate-900">
            Have an idea or want to bring CampusRide to your campus?
          </p>
          <ButtonLink to="/contact">Talk to us</ButtonLink>
        </div>
      </div>
    </>
  );
}

import { LICENSE_REVIEW_HOURS } from "@campusride/shared/limits";
import { BadgeCheck, CarFront, Eye, PhoneCall } from "lucide-react";
import { Link } from "react-router";
import { FeatureCard } from "../../components/ui/feature-card.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { Prose } from "../../components/ui/prose.tsx";

const PILLARS = [
  {
    icon: BadgeCheck,
    title: "Verified students only",
    text: "Every account needs a university .edu email address, and members must be enrolled students aged 18 or over.",
  },
  {
    icon: CarFront,
    title: "Checked drivers",
    text: `Drivers upload their driver license for review, which takes about ${LICENSE_REVIEW_HOURS} hours, and must keep their insurance and vehicle registration current.`,
  },
  {
    icon: Eye,
    title: "Clear trip details",
    text: "Riders see the route, departure time, car and driver before they request a seat. Drivers see who is asking before they approve.",
  },
] as const;

export default function SafetyPage() {
  return (
    <>
      <PageHeader
        eyebrow="Safety"
        title="Safety at CampusRide"
        intro="Riding with fellow students should feel as safe as riding with friends. Here is what we do, and what you can do, on every trip."
      />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {PILLARS.map((pillar) => (
            <li key={pillar.title}>
              <FeatureCard icon={pillar.icon} title={pillar.title} as="h2">
                {pillar.text}
              </FeatureCard>
            </li>
          ))}
        </ul>

        <div className="mt-4">
          <Prose>
            <h2>Before the ride</h2>
            <ul>
              <li>
                Read the driver&apos;s profile and the trip details, including the car&apos;s make, model and
                color.
              </li>
              <li>
                Agree on a public, well-lit pickup spot such as a campus parking garage or a gas station.
              </li>
              <li>Tell a friend or family member which ride you are taking and when you expect to arrive.</li>
            </ul>

            <h2>At pickup and on the road</h2>
            <ul>
              <li>Check that the car and the driver match what you saw in the app before you get in.</li>
              <li>Always wear your seat belt, and sit where you feel comfortable.</li>
              <li>
                Drivers: follow traffic laws, take breaks on long drives and never drive tired or impaired.
              </li>
              <li>
                Trust your instincts. If something feels wrong, you can decline or end a ride at a safe place.
              </li>
            </ul>

            <h2>If something goes wrong</h2>
            <p className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
              <PhoneCall aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                In an emergency, call <strong>911</strong> first.
              </span>
            </p>
            <p>
              For anything else that made you feel unsafe, tell us through the{" "}
              <Link to="/contact">contact form</Link> with the subject “Safety Concern”. Safety reports go to
              the front of the queue, and we can suspend accounts while we look into them.
            </p>
          </Prose>
        </div>
      </div>
    </>
  );
}

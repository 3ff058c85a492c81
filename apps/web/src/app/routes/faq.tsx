import { LICENSE_REVIEW_HOURS } from "@campusride/shared/limits";
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_KEPT_PERCENT } from "@campusride/shared/domain/payments";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { Link } from "react-router";
import { Accordion, type AccordionEntry } from "../../components/ui/accordion.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";

const QUESTIONS: readonly AccordionEntry[] = [
  {
    id: "who-can-join",
    question: "Who can use CampusRide?",
    answer: (
      <p>
        Any enrolled university student aged 18 or over with a valid .edu email address. You can sign up as a
        rider, a driver, or both, and switch between the two whenever you like.
      </p>
    ),
  },
  {
    id: "pricing",
    question: "How much does a ride cost?",
    answer: (
      <p>
        Drivers get a suggested price per seat based on the distance and their car&apos;s fuel efficiency, so
        it covers gas and wear rather than making a profit. {PAYMENT_MESSAGES.feeRule} The itemised price is
        shown before you send a request.
      </p>
    ),
  },
  {
    id: "booking",
    question: "How do I book a seat?",
    answer: (
      <p>
        Search for your route and date, pick a ride, and choose how many seats and bags you need. Your request
        goes to the driver, who approves or declines it. You can follow the status of every request under My
        Rides.
      </p>
    ),
  },
  {
    id: "verification",
    question: "What does CampusRide verify?",
    answer: (
      <>
        <p>
          {`Every student signs up with a .edu email address, which we verify. Drivers add their car details and upload their driver license, which we review within about ${LICENSE_REVIEW_HOURS} hours. Drivers must also hold valid insurance and vehicle registration.`}{" "}
          Read more on our <Link to="/safety">safety page</Link>.
        </p>
        <p className="mt-3">
          Women-only trips: we do not verify gender. Each rider says once, at sign-up or on their profile,
          whether they are a woman who wants women-only trips; any later change is reviewed by our support
          team. A women-only trip is never booked instantly: the driver sees each rider&apos;s profile before
          approving, and can report a rider who is not eligible in one click.
        </p>
      </>
    ),
  },
  {
    id: "cancellation",
    question: "What if I need to cancel?",
    answer: (
      <p>
        {`Cancelling is free up to ${FREE_CANCELLATION_HOURS} hours before departure. Later cancellations may carry a fee of up to ${LATE_CANCELLATION_KEPT_PERCENT}% of the seat price, because the driver has held the seat for you.`}{" "}
        See our <Link to="/terms">terms</Link> for details.
      </p>
    ),
  },
];

export default function FaqPage() {
  return (
    <>
      <PageHeader
        eyebrow="Help"
        title="Frequently Asked Questions"
        intro="Quick answers about joining, booking and driving with CampusRide."
      />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2">
        <Accordion entries={QUESTIONS} />
        <section
          aria-labelledby="more-help"
          className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
        >
          <h2 id="more-help" className="text-xl font-bold text-slate-900">
            Still have questions?
          </h2>
          <p className="mt-2 text-slate-700">
            Our support team answers every message within 24 hours. <Link to="/contact">Contact us</Link> and
            we will help you out.
          </p>
        </section>
      </div>
    </>
  );
}

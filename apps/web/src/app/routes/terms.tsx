import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_KEPT_PERCENT } from "@campusride/shared/domain/payments";
import { NO_SHOW_MESSAGES, PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { Link } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { Prose } from "../../components/ui/prose.tsx";

export default function TermsPage() {
  return (
    <>
      <PageHeader title="Terms of Service" intro="Last updated: November 28, 2026" />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <Prose>
          <p>
            These terms govern your use of CampusRide, a service that connects university students who share
            rides between cities. By creating an account you agree to them. Please read them carefully.
          </p>

          <h2>1. Who may use CampusRide</h2>
          <ul>
            <li>You must be an enrolled university student aged 18 or over.</li>
            <li>
              You must sign up with your own university email address and may be asked to verify your student
              ID.
            </li>
            <li>
              Drivers must hold a valid driver license, insurance and vehicle registration for the car they
              use, and must upload their license for verification.
            </li>
            <li>One account per person. Keep your sign-in details to yourself.</li>
          </ul>

          <h2>2. What CampusRide does</h2>
          <p>
            CampusRide is a platform that lets drivers offer seats on trips they are already making and lets
            riders request those seats. CampusRide is not a transport company and does not employ drivers.
            Drivers decide which requests to accept, and riders decide which rides to request.
          </p>

          <h2>3. Prices and fees</h2>
          <p>
            Drivers set a price per seat, guided by a suggestion based on distance and fuel cost, meant to
            share the cost of the trip rather than make a profit.
          </p>
          <p>{PAYMENT_MESSAGES.feeRule}</p>
          <p>
            The itemised price (the driver&apos;s price, the CampusRide fee and the total) is shown before you
            send a request, and again on your booking and receipt.
          </p>

          <h2>4. Cancellations</h2>
          <ul>
            <li>{`Cancelling a booking is free up to ${FREE_CANCELLATION_HOURS} hours before departure.`}</li>
            <li>
              {`Cancelling later than ${FREE_CANCELLATION_HOURS} hours before departure may carry a fee of up to ${LATE_CANCELLATION_KEPT_PERCENT}% of the booking price, which compensates the driver for the held seat (at pickup, it is owed to the driver).`}
            </li>
            <li>Drivers who cancel a trip must do so as early as possible; riders are then not charged.</li>
            <li>{NO_SHOW_MESSAGES.termsRider}</li>
            <li>{NO_SHOW_MESSAGES.termsDriver}</li>
            <li>{NO_SHOW_MESSAGES.termsCounts}</li>
          </ul>

          <h2>5. Your conduct</h2>
          <ul>
            <li>Be on time, be respectful and keep the car clean.</li>
            <li>Drivers must drive safely, obey traffic laws and never drive impaired.</li>
            <li>No harassment, discrimination, illegal items or commercial transport of goods.</li>
            <li>Give accurate information in your profile, trips and requests.</li>
          </ul>
          <p>We may suspend or close accounts that break these rules or put other members at risk.</p>

          <h2>6. Account deletion and your data</h2>
          <p>
            You can ask us to delete your account at any time. Your personal data is deleted within 30 days of
            account deletion, except where the law requires us to keep a record for longer. Our{" "}
            <Link to="/privacy">Privacy Policy</Link> explains what we collect and why.
          </p>

          <h2>7. Liability</h2>
          <p>
            Rides are arranged between members. To the extent the law allows, CampusRide is not liable for the
            acts of drivers or riders, or for loss or damage during a ride. Drivers are responsible for
            holding insurance that covers their passengers.
          </p>

          <h2>8. Changes to these terms</h2>
          <p>
            We may update these terms. When we make important changes we will tell you by email or in the app
            before they take effect.
          </p>

          <h2>9. Contact</h2>
          <p>
            Questions about these terms? Write to us through the <Link to="/contact">contact page</Link> or at{" "}
            <a href="mailto:support@campusride.app">support@campusride.app</a>.
          </p>
        </Prose>
      </div>
    </>
  );
}

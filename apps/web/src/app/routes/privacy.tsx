import { PRIVACY_MESSAGES } from "@campusride/shared/messages";
import { Link } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { Prose } from "../../components/ui/prose.tsx";

export default function PrivacyPage() {
  return (
    <>
      <PageHeader title="Privacy Policy" intro="Last updated: November 28, 2026" />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <Prose>
          <p>
            CampusRide only works if students trust it with their information. This policy explains what we
            collect, how we use it, who can see it and the choices you have.
          </p>

          <h2>What we collect</h2>
          <ul>
            <li>
              <strong>Account details:</strong> your name, university email, phone number, university and
              graduation year.
            </li>
            <li>
              <strong>Driver details:</strong> car make, model, year, color and license plate, and the driver
              license you upload for verification.
            </li>
            <li>
              <strong>Trips and bookings:</strong> the rides you offer or request, with their routes, dates,
              seats and prices.
            </li>
            <li>
              <strong>Messages to support:</strong> what you send us through the contact form.
            </li>
          </ul>

          <h2>How we use it</h2>
          <ul>
            <li>To verify that you are a student and, for drivers, that you hold a valid license.</li>
            <li>To show your rides and requests to the people you travel with, as described below.</li>
            <li>To calculate routes, distances and suggested prices.</li>
            <li>To keep the community safe, prevent abuse and answer your questions.</li>
          </ul>
          <p>We never sell your personal data and we do not use it for third-party advertising.</p>

          <h2>{PRIVACY_MESSAGES.sharingTitle}</h2>
          <p>{PRIVACY_MESSAGES.sharingIntro}</p>
          <ul>
            <li>{PRIVACY_MESSAGES.anyone}</li>
            <li>{PRIVACY_MESSAGES.members}</li>
            <li>{PRIVACY_MESSAGES.phone}</li>
            <li>{PRIVACY_MESSAGES.plate}</li>
            <li>{PRIVACY_MESSAGES.team}</li>
          </ul>

          <h2>{PRIVACY_MESSAGES.servicesTitle}</h2>
          <ul>
            <li>{PRIVACY_MESSAGES.payments}</li>
            <li>{PRIVACY_MESSAGES.maps}</li>
          </ul>

          <h2>Cookies</h2>
          <p>We use a single cookie to keep you signed in. We do not use advertising or tracking cookies.</p>

          <h2>How long we keep it</h2>
          <p>
            We keep your data while your account is open. When you delete your account, your personal data is
            deleted within 30 days, except records the law requires us to keep.
          </p>

          <h2>Your choices</h2>
          <ul>
            <li>You can view and edit your profile at any time.</li>
            <li>You can ask for a copy of your data or for your account to be deleted.</li>
            <li>You can contact us with any privacy question and we will answer within 24 hours.</li>
          </ul>

          <h2>Contact</h2>
          <p>
            Reach our privacy team through the <Link to="/contact">contact page</Link> or at{" "}
            <a href="mailto:support@campusride.app">support@campusride.app</a>.
          </p>
        </Prose>
      </div>
    </>
  );
}

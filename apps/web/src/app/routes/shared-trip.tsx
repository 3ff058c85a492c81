import { useParams } from "react-router";
import { SharedTripView } from "../../features/trip-sharing/components/shared-trip-view.tsx";

/** /shared-trip/:token: a trip shared with an emergency contact, read-only, no sign-in. */
export default function SharedTripPage() {
  const { token = "" } = useParams();
  return (
    <>
      {/* the link is private: search engines must not list it (the API says so too) */}
      <meta name="robots" content="noindex, nofollow" />
      <SharedTripView key={token} token={token} />
    </>
  );
}

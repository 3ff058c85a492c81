import { useParams } from "react-router";
import { TripUpdatesAnswer } from "../../features/trip-sharing/components/trip-updates-answer.tsx";

/** /trip-updates/:token: an emergency contact confirms trip mail, or stops it; no sign-in. */
export default function TripUpdatesPage() {
  const { token = "" } = useParams();
  return (
    <>
      {/* the link is private: search engines must not list it */}
      <meta name="robots" content="noindex, nofollow" />
      <TripUpdatesAnswer key={token} token={token} />
    </>
  );
}

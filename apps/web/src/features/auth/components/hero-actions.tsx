import { Car, Search } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useSession } from "../api/use-session.ts";

/** Where a button leads: its area, or sign-in with the area to return to once signed in. */
function areaLink(area: "/rider" | "/driver", isSignedOut: boolean): string {
  return isSignedOut ? `/signin?redirect=${area}` : area;
}

/**
 * The home hero's 'Request a Ride' / 'Offer a Ride': signed in, they open the rider or
 * driver area (which switches the active role of a user of type both); signed out,
 * /signin, which returns to that area. Only a session known to be absent counts as
 * signed out: while it is still loading the buttons lead to the area, whose guard waits
 * for the session and sends a visitor to /signin with the same redirect.
 */
export function HeroActions() {
  const { session, isPending } = useSession();
  const isSignedOut = !isPending && !session;
  return (
    <>
      <ButtonLink to={areaLink("/rider", isSignedOut)} variant="inverse" size="lg">
        <Search aria-hidden="true" className="size-5" />
        Request a Ride
      </ButtonLink>
      <ButtonLink to={areaLink("/driver", isSignedOut)} variant="inverse-outline" size="lg">
        <Car aria-hidden="true" className="size-5" />
        Offer a Ride
      </ButtonLink>
    </>
  );
}

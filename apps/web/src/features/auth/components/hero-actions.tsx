import { Car, Search } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useSession } from "../api/get-session.ts";

/**
 * The home hero's 'Request a Ride' / 'Offer a Ride': signed in, they open the rider or
 * driver area (which switches the active role of a user of type both); signed out, /signin.
 */
export function HeroActions() {
  const { session } = useSession();
  return (
    <>
      <ButtonLink to={session ? "/rider" : "/signin"} variant="inverse" size="lg">
        <Search aria-hidden="true" className="size-5" />
        Request a Ride
      </ButtonLink>
      <ButtonLink to={session ? "/driver" : "/signin"} variant="inverse-outline" size="lg">
        <Car aria-hidden="true" className="size-5" />
        Offer a Ride
      </ButtonLink>
    </>
  );
}

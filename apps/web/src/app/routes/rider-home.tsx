import { Alert } from "../../components/ui/alert.tsx";
import { MyRides } from "../../features/bookings/components/my-rides.tsx";
import { useNavigationMessage } from "../../lib/use-navigation-message.ts";
import { RoleHome } from "./role-home.tsx";

/**
 * The rider area's entry: the message a screen sent the rider here with ('Request
 * submitted successfully!…') and My Rides; Find a Ride comes with the search screens.
 */
export default function RiderHomePage() {
  const message = useNavigationMessage();
  return (
    <RoleHome area="rider">
      {message ? <Alert tone="success">{message}</Alert> : null}
      <section aria-labelledby="my-rides-title">
        <h2 id="my-rides-title" className="mb-2 text-xl font-semibold text-slate-900">
          My Rides
        </h2>
        <MyRides />
      </section>
    </RoleHome>
  );
}

import { RoleHome } from "./role-home.tsx";

/** The rider area's entry (search comes with the search issue). */
export default function RiderHomePage() {
  return <RoleHome area="rider" />;
}

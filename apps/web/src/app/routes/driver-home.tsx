import { RoleHome } from "./role-home.tsx";

/** The driver area's entry (trips come with the rides issue). */
export default function DriverHomePage() {
  return <RoleHome area="driver" />;
}

import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useMe } from "../api/get-me.ts";

/** Shows `children` with the signed-in user's profile once it is loaded; meanwhile a loading or error state. */
export function WithProfile({ children }: { children: (profile: PrivateProfile) => ReactNode }) {
  const me = useMe();
  if (me.data) return children(me.data.profile);
  if (me.isError) return <Alert tone="error">{errorMessage(me.error)}</Alert>;
  return (
    <p role="status" className="py-10 text-center text-slate-600">
      Loading…
    </p>
  );
}

import { lazy, Suspense } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { useSession } from "../../features/auth/api/use-session.ts";

// Signed-in only (the live stream, the bell and its panel, the messages link): loaded
// when a session exists, so the first load of the public pages stays within its budget.
const SignedInActions = lazy(async () => ({
  default: (await import("./signed-in-actions.tsx")).SignedInActions,
}));

/**
 * The bell and the messages link of the top bar, at every width, and with them the session's one live stream:
 * nothing while signed out; a new account (another sign-in) gets a new stream.
 */
export function NotificationSlot() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <SignedInActions key={session.user.id} />
      </Suspense>
    </ErrorBoundary>
  );
}

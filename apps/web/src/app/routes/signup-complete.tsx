import { Navigate, useLocation } from "react-router";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { CompleteSignupForm } from "../../features/auth/components/complete-signup-form.tsx";
import { isCompletionState } from "../../features/auth/google-completion.ts";
import { paths } from "../../config/paths.ts";

/** Completes the profile after Google sign-in (docs/product/accounts.md#google-sign-in); without its route state, /signup. */
export default function SignupCompletePage() {
  const { state } = useLocation();
  if (!isCompletionState(state)) return <Navigate to={paths.signUp} replace />;
  return (
    <AuthCard title="Complete Your Profile" intro="A few more details and you're ready to ride." wide>
      <CompleteSignupForm userData={state.userData} />
    </AuthCard>
  );
}

import { ButtonLink } from "../../../components/ui/button.tsx";
import { AuthCard } from "./auth-card.tsx";

/** A verification that did not work out: what happened, and the ways on (sign in, sign up again). */
export function VerificationProblem({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard title={title}>
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/signin">Try Signing In</ButtonLink>
        <ButtonLink to="/signup" variant="outline">
          Sign Up Again
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

import { useSearchParams } from "react-router";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { GoogleSignInButton } from "../../features/auth/components/google-sign-in-button.tsx";
import { SignInForm } from "../../features/auth/components/sign-in-form.tsx";

export default function SignInPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Sign In" intro="Welcome back! Sign in with your university email.">
      <SignInForm redirect={params.get("redirect")} />
      <div className="mt-6">
        <GoogleSignInButton label="Continue with Google" />
      </div>
    </AuthCard>
  );
}

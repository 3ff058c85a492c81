import { useSearchParams } from "react-router";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { SignInForm } from "../../features/auth/components/sign-in-form.tsx";

export default function SignInPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Sign In" intro="Welcome back! Sign in with your university email.">
      <SignInForm redirect={params.get("redirect")} />
    </AuthCard>
  );
}

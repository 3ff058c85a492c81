import { useSearchParams } from "react-router";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form.tsx";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Choose a New Password">
      <ResetPasswordForm token={params.get("token")} />
    </AuthCard>
  );
}

import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form.tsx";

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Reset Your Password"
      intro="Enter your email and we'll send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}

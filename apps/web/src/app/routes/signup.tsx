import { signupErrorBanner } from "@campusride/shared/messages";
import { X } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../features/auth/components/auth-card.tsx";
import { GoogleSignInButton } from "../../features/auth/components/google-sign-in-button.tsx";
import { SignUpWizard } from "../../features/auth/components/signup/sign-up-wizard.tsx";
import { paths } from "../../config/paths.ts";

export default function SignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const errorCode = params.get("error");
  const banner = errorCode ? signupErrorBanner(errorCode) : null;
  return (
    <AuthCard title="Create Your Account" intro="Join CampusRide with your university .edu email." wide>
      {banner ? (
        <div
          role="alert"
          className="mb-6 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <div className="flex-1">
            <p className="font-semibold">{banner.title}</p>
            <p className="text-sm">{banner.body}</p>
          </div>
          <button
            type="button"
            className="rounded-lg p-1 hover:bg-red-100"
            onClick={() => void navigate(paths.signUp, { replace: true })}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ) : null}
      <SignUpWizard />
      {/* step 1 offers Google instead of the wizard */}
      {(params.get("step") ?? "1") === "1" ? (
        <div className="mt-6">
          <GoogleSignInButton label="Continue with Google" />
        </div>
      ) : null}
    </AuthCard>
  );
}
